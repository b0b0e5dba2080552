// Card expiry typed as MM/YY.
import { maskCardExpiry } from '../../masks';
import { TextInput, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

export default function CcExpirationWidget(props: FieldWidgetProps) {
  return (
    <TextInput
      {...props}
      placeholder={props.placeholder || 'MM/YY'}
      format={maskCardExpiry}
      attrs={{ inputMode: 'numeric', autoComplete: autoCompleteOf(props, 'cc-exp') }}
    />
  );
}
