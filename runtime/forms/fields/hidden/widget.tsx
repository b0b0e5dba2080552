// A value the visitor does not see (a fixed message, a campaign code): no label, nothing to focus.
import type { FieldWidgetProps } from '../../widget-kit';

export default function HiddenWidget(props: FieldWidgetProps) {
  const value = props.value === undefined || props.value === null ? '' : String(props.value);
  return <input type="hidden" id={props.id} name={props.htmlName || props.name || props.id} value={value} />;
}
