// Several ticks, stored as the list of ticked values (e.g. additional_services).
import { ChoiceGroup, type FieldWidgetProps } from '../../widget-kit';

export default function CheckGroupWidget(props: FieldWidgetProps) {
  return <ChoiceGroup {...props} multiple />;
}
