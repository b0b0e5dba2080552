// Card number: digits in groups of four, the numeric keypad and card autofill.
import { groupCardNumber } from '../../masks';
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function CardNumberWidget(props: FieldWidgetProps) {
  return <TextInput {...props} format={groupCardNumber} attrs={{ inputMode: 'numeric', autoComplete: autoCompleteOf(props, 'cc-number') }} />;
}
