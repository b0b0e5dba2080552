// A drop-down of the form's options (strings or {name, value, disabled}; highlighted ones first).
import { ChoiceSelect, type FieldWidgetProps } from '../../widget-kit';

export default function SelectWidget(props: FieldWidgetProps) {
  return <ChoiceSelect {...props} />;
}
