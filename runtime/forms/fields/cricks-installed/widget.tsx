// A dealer's custom question: Yes or No as two radio buttons.
import { ChoiceGroup, type FieldWidgetProps } from '../../widget-kit';

export default function CricksInstalledWidget(props: FieldWidgetProps) {
  return <ChoiceGroup {...props} variant="inline" />;
}
