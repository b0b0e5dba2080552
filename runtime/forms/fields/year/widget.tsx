// Year: a drop-down from next year back 60 years (within the schema's minimum and maximum).
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';

export function yearChoices(thisYear: number, minimum?: number, maximum?: number): { label: string; value: string }[] {
  const top = Math.min(maximum ?? Infinity, thisYear + 1);
  const bottom = Math.max(minimum ?? -Infinity, thisYear - 60);
  const years: { label: string; value: string }[] = [];
  for (let y = top; y >= bottom; y--) years.push({ label: String(y), value: String(y) });
  return years;
}

export default function YearWidget(props: FieldWidgetProps) {
  const schema = props.schema ?? {};
  const choices = yearChoices(new Date().getFullYear(), schema.minimum, schema.maximum);
  return <ChoiceSelect {...props} choices={choices} autoComplete="off" />;
}
