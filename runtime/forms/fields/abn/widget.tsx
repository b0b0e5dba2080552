// ABN: the numeric keypad, and the digits grouped as the ATO writes them ("51 824 753 556") as typed.
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

/** Digits only, at most 11, grouped 2-3-3-3. */
const groupAbn = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 11)
    .replace(/^(\d{2})(?=\d)/, '$1 ')
    .replace(/(\d{3})(?=\d)/g, '$1 ');

export default function AbnWidget(props: FieldWidgetProps) {
  return <TextInput {...props} format={groupAbn} attrs={{ inputMode: 'numeric', autoComplete: autoCompleteOf(props), size: 14 }} />;
}
