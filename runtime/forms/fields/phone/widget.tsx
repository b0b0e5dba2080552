// Phone: the phone keypad and autofill, laid into the locale's mask as typed (NZ ### ### ####,
// US (###) ###-####, AU #### ### ###). Sites accepting AU, NZ and UK numbers get no mask.
import { useSite } from '../../../data/site-context';
import { phoneMask } from '../../../lib/forms/phone';
import { maskPhone } from '../../masks';
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function PhoneWidget(props: FieldWidgetProps) {
  const site = useSite();
  const mask = props.schema?.['x-phone-variant'] === 'au-nz-uk' ? null : phoneMask(site.locale);
  return <TextInput {...props} type="tel" format={(raw) => maskPhone(raw, mask)} attrs={{ inputMode: 'tel', autoComplete: autoCompleteOf(props, 'tel') }} />;
}
