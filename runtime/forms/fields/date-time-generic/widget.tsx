// A date and time in one native picker, stored as the picker gives it (YYYY-MM-DDTHH:mm).
import { TextInput, type FieldWidgetProps } from '../../widget-kit';

export default function DateTimeGenericWidget(props: FieldWidgetProps) {
  return <TextInput {...props} type="datetime-local" />;
}
