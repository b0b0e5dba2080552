// Marketing opt-in: ticked unless the visitor unticks it (spec section 5).
import { CheckBox, type FieldWidgetProps } from '../../widget-kit';

export default function OptInWidget(props: FieldWidgetProps) {
  return <CheckBox {...props} checkedByDefault />;
}
