// A middle name (spec section 5: "optional and optionally shown"). With "ui:options":
// {"onRequest": true} (site.json forms.middleName "on-request") the box stays behind an
// "Add a middle name" disclosure until the visitor opens it; a <details>, so it opens without
// script too. A value (typed, restored or prefilled) keeps it open.
import { useState } from 'react';
import { RequiredMark, TextInput, asText, autoCompleteOf, type FieldWidgetProps } from '../../widget-kit';

const REQUEST_LABEL = 'Add a middle name';

export default function MiddleNameWidget(props: FieldWidgetProps) {
  const [open, setOpen] = useState(() => asText(props.value).trim() !== '');
  const field = (
    <>
      <label className="form-label" htmlFor={props.id}>
        {props.label}
        {props.required && <RequiredMark />}
      </label>
      <TextInput {...props} attrs={{ autoComplete: autoCompleteOf(props, 'additional-name'), autoCapitalize: 'words' }} />
    </>
  );
  if (props.options?.onRequest !== true) return field;
  const requestLabel = typeof props.options.requestLabel === 'string' && props.options.requestLabel ? props.options.requestLabel : REQUEST_LABEL;
  return (
    <details
      className="form-disclosure"
      open={open}
      onToggle={(e) => {
        const opened = e.currentTarget.open;
        // The summary hides once open: the visitor's focus goes on to the box it revealed.
        if (opened && !open) e.currentTarget.querySelector('input')?.focus();
        setOpen(opened);
      }}
    >
      <summary className="form-disclosure-summary">{requestLabel}</summary>
      {field}
    </details>
  );
}
