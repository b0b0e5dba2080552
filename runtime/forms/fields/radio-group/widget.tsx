// One of several options as a list of radio buttons.
import { ChoiceGroup, type FieldWidgetProps } from '../../widget-kit';

export default function RadioGroupWidget(props: FieldWidgetProps) {
  return <ChoiceGroup {...props} />;
}
