// Driver licence number: letters and digits, no autofill.
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function LicenseNumberWidget(props: FieldWidgetProps) {
  return <TextInput {...props} attrs={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }} />;
}
