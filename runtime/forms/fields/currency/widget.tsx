// A dollar amount: the numeric keypad, "$" shown before it, stored as a number.
import { parseAmount } from '../../masks';
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function CurrencyWidget(props: FieldWidgetProps) {
  return <TextInput {...props} prefix="$" parse={parseAmount} attrs={{ inputMode: 'decimal', autoComplete: 'off' }} />;
}
