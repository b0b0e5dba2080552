// One of several options drawn as cards.
import { ChoiceGroup, type FieldWidgetProps } from '../../widget-kit';

export default function RadioCardGroupWidget(props: FieldWidgetProps) {
  return <ChoiceGroup {...props} variant="cards" />;
}
