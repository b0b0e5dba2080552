// One of a few options side by side (e.g. Yes / No).
import { ChoiceGroup, type FieldWidgetProps } from '../../widget-kit';

export default function RadioWidget(props: FieldWidgetProps) {
  return <ChoiceGroup {...props} variant="inline" />;
}
