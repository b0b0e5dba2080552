// A distance: whole numbers in the site's unit (miles on US sites, kilometres elsewhere).
import { useSite } from '../../../data/site-context';
import { parseAmount } from '../../masks';
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function DistanceWidget(props: FieldWidgetProps) {
  const site = useSite();
  return <TextInput {...props} parse={parseAmount} suffix={site.locale === 'en-US' ? 'mi' : 'km'} attrs={{ inputMode: 'decimal', autoComplete: 'off' }} />;
}
