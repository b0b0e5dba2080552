// A number: the decimal keypad, stored as a number.
import { parseAmount } from '../../masks';
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function NumberWidget(props: FieldWidgetProps) {
  return <TextInput {...props} parse={parseAmount} attrs={{ inputMode: 'decimal', autoComplete: 'off' }} />;
}
