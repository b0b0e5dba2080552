// The choice widgets of the kit: selects, radio and check groups as fieldsets with legends, and
// checkboxes.
import type { ReactNode } from 'react';
import { choicesOf, choiceValue, enumOptionsOf, groupChoices, type Choice } from './choices';
import { asText, controlProps, RequiredMark, type FieldWidgetProps } from './field-frame';

function OptionList({ choices }: { choices: readonly Choice[] }) {
  return (
    <>
      {choices.map((c) => (
        <option key={c.value} value={c.value} disabled={c.disabled}>
          {c.label}
        </option>
      ))}
    </>
  );
}

interface ChoiceSelectProps extends FieldWidgetProps {
  /** Choices given by the widget (locations, makes); otherwise the form's own options. */
  choices?: readonly Choice[];
  autoComplete?: string;
}

/** A native select; the form's highlighted options come first in a group of their own. */
export function ChoiceSelect(p: ChoiceSelectProps) {
  const options = (p.options ?? {}) as Record<string, unknown>;
  const choices = p.choices ?? choicesOf(p.options?.enumOptions ?? enumOptionsOf(p.schema, p.uiSchema?.['ui:enumNames']), options);
  const groups = groupChoices(choices, options);
  const value = asText(p.value);
  const known = value === '' || choices.some((c) => c.value === value);
  return (
    <select
      className="form-control form-select"
      {...controlProps(p)}
      autoComplete={p.autoComplete}
      value={value}
      onChange={(e) => p.onChange(choiceValue(e.target.value, p.schema?.type))}
    >
      <option value="">{p.placeholder || 'Please select'}</option>
      {!known && <option value={value}>{value}</option>}
      {groups.highlighted.length > 0 ? (
        <>
          <optgroup label={groups.highlightedLabel}>
            <OptionList choices={groups.highlighted} />
          </optgroup>
          <optgroup label="All options">
            <OptionList choices={groups.rest} />
          </optgroup>
        </>
      ) : (
        <OptionList choices={groups.rest} />
      )}
    </select>
  );
}

interface ChoiceGroupProps extends FieldWidgetProps {
  multiple?: boolean;
  variant?: 'list' | 'cards' | 'inline';
  choices?: readonly Choice[];
}

/** Radio buttons (one value) or checkboxes (a list of values) in a fieldset whose legend is the label. */
export function ChoiceGroup(p: ChoiceGroupProps) {
  const options = (p.options ?? {}) as Record<string, unknown>;
  const choices = p.choices ?? choicesOf(p.options?.enumOptions ?? enumOptionsOf(p.schema, p.uiSchema?.['ui:enumNames']), options);
  const { highlighted, rest } = groupChoices(choices, options);
  const ordered = [...highlighted, ...rest];
  const selected: string[] = p.multiple
    ? Array.isArray(p.value)
      ? p.value.map(String)
      : []
    : p.value === undefined || p.value === null
      ? []
      : [String(p.value)];
  const control = controlProps(p);
  const toggle = (value: string, checked: boolean) => {
    if (!p.multiple) return p.onChange(choiceValue(value, p.schema?.type));
    const next = checked ? [...selected.filter((v) => v !== value), value] : selected.filter((v) => v !== value);
    // Keep the options' order, whatever order they were ticked in.
    const inOrder = ordered.map((c) => c.value).filter((v) => next.includes(v));
    p.onChange(inOrder.length ? inOrder : undefined);
  };
  return (
    <fieldset
      className={`form-choices form-choices-${p.variant ?? 'list'}`}
      id={`${p.id}-group`}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      role={p.multiple ? undefined : 'radiogroup'}
      aria-required={p.multiple ? undefined : control['aria-required']}
    >
      <legend className="form-label">
        {p.label}
        {p.required && <RequiredMark />}
      </legend>
      {ordered.map((c, i) => {
        // The first option carries the field's id: rjsf focuses it for the first error.
        const optionId = i === 0 ? p.id : `${p.id}-${i}`;
        return (
          <div className="form-choice" key={c.value}>
            <input
              type={p.multiple ? 'checkbox' : 'radio'}
              id={optionId}
              name={control.name}
              value={c.value}
              checked={selected.includes(c.value)}
              disabled={p.disabled || p.readonly || c.disabled}
              autoFocus={i === 0 ? p.autofocus : undefined}
              onChange={(e) => toggle(c.value, e.target.checked)}
              onBlur={control.onBlur}
              onFocus={control.onFocus}
            />
            <label htmlFor={optionId}>{c.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

interface CheckBoxProps extends FieldWidgetProps {
  /** Shown checked when the value is missing (opt-in). */
  checkedByDefault?: boolean;
  variant?: 'plain' | 'card';
  description?: ReactNode;
}

/** A single checkbox with its label beside it (the label is the field's title). */
export function CheckBox(p: CheckBoxProps) {
  const checked = p.value === undefined || p.value === null ? !!p.checkedByDefault : p.value === true;
  const control = controlProps(p);
  return (
    <div className={`form-check${p.variant === 'card' ? ' form-check-card' : ''}`}>
      <input {...control} type="checkbox" className="form-check-input" checked={checked} onChange={(e) => p.onChange(e.target.checked)} />
      <label className="form-check-label" htmlFor={p.id}>
        {p.label}
        {p.required && <RequiredMark />}
        {p.description ? <span className="form-check-note">{p.description}</span> : null}
      </label>
    </div>
  );
}
