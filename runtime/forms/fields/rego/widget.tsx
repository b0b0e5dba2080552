// Registration plate: upper case as typed, no autofill or spell check.
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

const upper = (raw: string) => raw.toUpperCase();

export default function RegoWidget(props: FieldWidgetProps) {
  return <TextInput {...props} format={upper} attrs={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }} />;
}
