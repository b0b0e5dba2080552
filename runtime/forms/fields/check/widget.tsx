// A single yes/no tick.
import { CheckBox, type FieldWidgetProps } from '../../widget-kit';

export default function CheckWidget(props: FieldWidgetProps) {
  return <CheckBox {...props} />;
}
