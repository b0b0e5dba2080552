// Year: a drop-down from next year back 60 years (within the schema's minimum and maximum).
import { useNow } from '../../../data/render-clock';
import { useSite } from '../../../data/site-context';
import { siteTimezone } from '../../../lib/timezone';
import { zonedTime } from '../../../lib/zoned-time';
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';

function yearChoices(thisYear: number, minimum?: number, maximum?: number): { label: string; value: string }[] {
  const top = Math.min(maximum ?? Infinity, thisYear + 1);
  const bottom = Math.max(minimum ?? -Infinity, thisYear - 60);
  const years: { label: string; value: string }[] = [];
  for (let y = top; y >= bottom; y--) years.push({ label: String(y), value: String(y) });
  return years;
}

export default function YearWidget(props: FieldWidgetProps) {
  const schema = props.schema ?? {};
  const thisYear = Number(zonedTime(useNow(), siteTimezone(useSite())).date.slice(0, 4));
  const choices = yearChoices(thisYear, schema.minimum, schema.maximum);
  return <ChoiceSelect {...props} choices={choices} autoComplete="off" />;
}
