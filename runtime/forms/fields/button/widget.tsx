// A choice made with one button press ("I'd like a call back"): pressed stores its value, pressed again clears it.
import { controlProps, type FieldWidgetProps } from '../../widget-kit';

export default function ButtonWidget(props: FieldWidgetProps) {
  const value = typeof props.options?.value === 'string' ? props.options.value : props.label;
  const pressed = props.value === value;
  const { readOnly: _readOnly, ...control } = controlProps(props);
  return (
    <button
      {...control}
      type="button"
      className={`btn form-button${pressed ? ' is-pressed' : ''}`}
      aria-pressed={pressed}
      onClick={() => props.onChange(pressed ? undefined : value)}
    >
      {props.label}
    </button>
  );
}
