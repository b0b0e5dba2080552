// A distance: whole numbers in the site's unit (miles on US sites, kilometres elsewhere).
import { useSite } from '../../../data/site-context';
import { parseAmount } from '../../masks';
import { TextInput, type FieldWidgetProps } from '../../widget-kit';
import { localeOf } from '../../../lib/locales';

export default function DistanceWidget(props: FieldWidgetProps) {
  const site = useSite();
  return <TextInput {...props} parse={parseAmount} suffix={localeOf(site.locale).units} attrs={{ inputMode: 'decimal', autoComplete: 'off' }} />;
}
