// A yes/no tick drawn as a card (an extra such as "Add tinted windows").
import { CheckBox, type FieldWidgetProps } from '../../widget-kit';

export default function CheckCardWidget(props: FieldWidgetProps) {
  return <CheckBox {...props} variant="card" />;
}
