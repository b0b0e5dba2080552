// VIN: upper case as typed, no autofill or spell check, room for its 17 characters.
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

const upper = (raw: string) => raw.toUpperCase();

export default function VinWidget(props: FieldWidgetProps) {
  return <TextInput {...props} format={upper} attrs={{ autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, size: 17 }} />;
}
