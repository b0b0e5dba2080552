// A money amount: the numeric keypad, the site currency's symbol ("$", "£") shown before it, stored as a number.
import { useSite } from '../../../data/site-context';
import { currencySymbol } from '../../../lib/format';
import { parseAmount } from '../../masks';
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function CurrencyWidget(props: FieldWidgetProps) {
  const site = useSite();
  return <TextInput {...props} prefix={currencySymbol(site.locale)} parse={parseAmount} attrs={{ inputMode: 'decimal', autoComplete: 'off' }} />;
}
