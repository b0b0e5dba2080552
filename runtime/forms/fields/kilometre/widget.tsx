// Odometer reading: whole numbers in the site's unit (miles on US sites), separators allowed while typing.
import { useSite } from '../../../data/site-context';
import { parseWholeNumber } from '../../masks';
import { TextInput, type FieldWidgetProps } from '../../widget-kit';
import { localeOf } from '../../../lib/locales';

export default function KilometreWidget(props: FieldWidgetProps) {
  const site = useSite();
  return <TextInput {...props} parse={parseWholeNumber} suffix={localeOf(site.locale).units} attrs={{ inputMode: 'numeric', autoComplete: 'off' }} />;
}
