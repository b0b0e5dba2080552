// Odometer reading: whole numbers in the site's unit (miles on US sites), separators allowed while typing.
import { useSite } from '../../../data/site-context';
import { parseWholeNumber } from '../../masks';
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function KilometreWidget(props: FieldWidgetProps) {
  const site = useSite();
  return <TextInput {...props} parse={parseWholeNumber} suffix={site.locale === 'en-US' ? 'mi' : 'km'} attrs={{ inputMode: 'numeric', autoComplete: 'off' }} />;
}
