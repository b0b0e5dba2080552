// Date of birth: the native date picker and birthday autofill.
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function DobWidget(props: FieldWidgetProps) {
  return <TextInput {...props} type="date" attrs={{ autoComplete: autoCompleteOf(props, 'bday'), min: '1900-01-01' }} />;
}
