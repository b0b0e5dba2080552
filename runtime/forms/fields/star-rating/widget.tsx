// A rating from 1 to 5 stars as radio buttons.
import { ChoiceGroup, type FieldWidgetProps } from '../../widget-kit';

const STARS = [1, 2, 3, 4, 5].map((n) => ({ label: `${n} star${n === 1 ? '' : 's'}`, value: String(n) }));

export default function StarRatingWidget(props: FieldWidgetProps) {
  return <ChoiceGroup {...props} choices={STARS} variant="inline" />;
}
