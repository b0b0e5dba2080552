// Preferred date and time: native date and time inputs in a fieldset, stored together as
// YYYY-MM-DDTHH:mm (the date-time rule's format). Half an answer is kept ("2026-03-02T"), so the
// rule can say what is missing.
import { RequiredMark, controlProps, type FieldWidgetProps } from '../../widget-kit';

function splitDateTime(value: unknown): { date: string; time: string } {
  if (typeof value !== 'string' || value === '') return { date: '', time: '' };
  const [date = '', time = ''] = value.split('T');
  return { date, time: time.slice(0, 5) };
}

function joinDateTime(date: string, time: string): string | undefined {
  if (!date && !time) return undefined;
  return `${date}T${time}`;
}

export default function DateTimeWidget(props: FieldWidgetProps) {
  const { date, time } = splitDateTime(props.value);
  const control = controlProps(props);
  const min = typeof props.options?.min === 'string' ? props.options.min : undefined;
  return (
    <fieldset className="form-datetime" aria-describedby={control['aria-describedby']}>
      <legend className="form-label">
        {props.label}
        {props.required && <RequiredMark />}
      </legend>
      <div className="form-datetime-parts">
        <div className="form-datetime-part">
          <label htmlFor={props.id}>Date</label>
          <input
            {...control}
            className="form-control"
            type="date"
            min={min}
            value={date}
            onChange={(e) => props.onChange(joinDateTime(e.target.value, time))}
          />
        </div>
        <div className="form-datetime-part">
          <label htmlFor={`${props.id}-time`}>Time</label>
          <input
            {...control}
            id={`${props.id}-time`}
            name={`${control.name}-time`}
            autoFocus={undefined}
            className="form-control"
            type="time"
            step={60}
            value={time}
            onChange={(e) => props.onChange(joinDateTime(date, e.target.value))}
          />
        </div>
      </div>
    </fieldset>
  );
}
