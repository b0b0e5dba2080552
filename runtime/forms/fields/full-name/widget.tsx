// Full name in one box (sites with first and last names get two name fields instead).
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function FullNameWidget(props: FieldWidgetProps) {
  return <TextInput {...props} attrs={{ autoComplete: autoCompleteOf(props, 'name'), autoCapitalize: 'words' }} />;
}
