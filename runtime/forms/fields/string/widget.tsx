// Plain text.
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function StringWidget(props: FieldWidgetProps) {
  return <TextInput {...props} attrs={{ autoComplete: autoCompleteOf(props) }} />;
}
