// Longer text (comments): rows from ui:options.rows, default 4.
import { controlProps, type FieldWidgetProps } from '../../widget-kit';

export default function TextareaWidget(props: FieldWidgetProps) {
  const rows = typeof props.options?.rows === 'number' ? props.options.rows : 4;
  const maxLength = typeof props.schema?.maxLength === 'number' ? props.schema.maxLength : undefined;
  return (
    <textarea
      className="form-control"
      {...controlProps(props)}
      rows={rows}
      maxLength={maxLength}
      placeholder={props.placeholder || undefined}
      value={props.value === undefined || props.value === null ? '' : String(props.value)}
      onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}
    />
  );
}
