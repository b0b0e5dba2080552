// Street address: one line, the browser's address autofill.
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function AddressWidget(props: FieldWidgetProps) {
  return <TextInput {...props} attrs={{ autoComplete: autoCompleteOf(props, 'street-address') }} />;
}
