// An expiry date (licence, registration) with the native date picker.
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function ExpiryDateWidget(props: FieldWidgetProps) {
  return <TextInput {...props} type="date" attrs={{ autoComplete: 'off' }} />;
}
