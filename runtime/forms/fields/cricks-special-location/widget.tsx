// A dealer's custom question: where a fitting should happen, as text.
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function CricksSpecialLocationWidget(props: FieldWidgetProps) {
  return <TextInput {...props} />;
}
