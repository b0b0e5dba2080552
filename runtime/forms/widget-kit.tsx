// The parts every field widget is made of: a labelled frame with description, error and help
// wired to the control (aria-describedby, aria-invalid), text inputs with the right keyboard and
// autofill hints, selects, radio and check groups as fieldsets with legends, and checkboxes.
// Widgets take rjsf's widget props but import nothing from rjsf at run time, so the light
// server-rendered form (light-form.tsx) renders the very same widgets before rjsf has loaded.
import { useEffect, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { choicesOf, choiceValue, enumOptionsOf, groupChoices, type Choice } from './choices';

/** What the engine shares with widgets through rjsf's formContext. */
export interface FormUiContext {
  /** Everything entered so far (the model widget reads the make). */
  formData: Readonly<Record<string, unknown>>;
  /** Files chosen in file widgets, by field name (the value itself holds their names). */
  files: Map<string, File[]>;
  /** Every field the form declares, in all its steps (the rego lookup fills only those). */
  fieldNames?: readonly string[];
  /** Sets other fields' values (a lookup filling in the vehicle); absent where the form cannot take them. */
  setValues?(values: Readonly<Record<string, unknown>>): void;
}

/** The widget props our widgets read: a subset of rjsf's WidgetProps, so rjsf can render them directly. */
export type FieldWidgetProps = Pick<
  WidgetProps,
  | 'id'
  | 'name'
  | 'value'
  | 'required'
  | 'disabled'
  | 'readonly'
  | 'autofocus'
  | 'placeholder'
  | 'options'
  | 'schema'
  | 'onChange'
  | 'onBlur'
  | 'onFocus'
  | 'label'
  | 'rawErrors'
  | 'htmlName'
> & {
  uiSchema?: WidgetProps['uiSchema'];
  registry?: { formContext?: Partial<FormUiContext> };
};

const errorId = (id: string) => `${id}__error`;
const descriptionId = (id: string) => `${id}__description`;
const helpId = (id: string) => `${id}__help`;

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The ids of the description, error and help shown with a field (those that exist). */
function describedBy(p: Pick<FieldWidgetProps, 'id' | 'rawErrors' | 'schema' | 'uiSchema' | 'options'>): string | undefined {
  const ids: string[] = [];
  if (nonEmpty(p.schema?.description) || nonEmpty(p.uiSchema?.['ui:description']) || nonEmpty(p.options?.description)) ids.push(descriptionId(p.id));
  if (p.rawErrors?.length) ids.push(errorId(p.id));
  if (nonEmpty(p.uiSchema?.['ui:help']) || nonEmpty(p.options?.help)) ids.push(helpId(p.id));
  return ids.length ? ids.join(' ') : undefined;
}

/** Attributes every control carries: accessible state plus rjsf's focus/blur reporting. */
export function controlProps(p: FieldWidgetProps) {
  const invalid = !!p.rawErrors?.length;
  return {
    id: p.id,
    name: p.htmlName || p.name || p.id,
    disabled: p.disabled,
    readOnly: p.readonly,
    autoFocus: p.autofocus,
    'aria-required': p.required || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(p),
    onBlur: (e: { target: { value: string } }) => p.onBlur?.(p.id, e.target.value),
    onFocus: (e: { target: { value: string } }) => p.onFocus?.(p.id, e.target.value),
  };
}

/** The autocomplete hint: the form's `ui:autocomplete`, else the widget's default. */
export function autoCompleteOf(p: FieldWidgetProps, fallback?: string): string | undefined {
  const given = p.options?.autocomplete ?? p.uiSchema?.['ui:autocomplete'];
  return typeof given === 'string' && given ? given : fallback;
}

interface FieldFrameProps {
  id: string;
  label?: string;
  required?: boolean;
  description?: ReactNode;
  help?: ReactNode;
  errors?: readonly string[];
  /** The widget renders its own label or legend (checkboxes, groups). */
  ownLabel?: boolean;
  hidden?: boolean;
  type?: string;
  children: ReactNode;
}

/** One field: label, description, the control, its error and help. The rjsf theme and the light form both use it. */
export function FieldFrame({ id, label, required, description, help, errors, ownLabel, hidden, type, children }: FieldFrameProps) {
  if (hidden) return <div className="form-field-hidden">{children}</div>;
  const invalid = !!errors?.length;
  return (
    <div className={`form-field${type ? ` form-field-${type}` : ''}${invalid ? ' has-error' : ''}`}>
      {!ownLabel && label && (
        <label className="form-label" htmlFor={id}>
          {label}
          {required && <RequiredMark />}
        </label>
      )}
      {description ? (
        <p className="form-description" id={descriptionId(id)}>
          {description}
        </p>
      ) : null}
      {children}
      {invalid && (
        <p className="form-error" id={errorId(id)}>
          {errors!.join(' ')}
        </p>
      )}
      {help ? (
        <p className="form-help" id={helpId(id)}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

/** The visual asterisk; the control says "required" itself (aria-required). */
export function RequiredMark() {
  return (
    <span className="form-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

type InputAttrs = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'id' | 'name' | 'prefix'>;

interface TextInputProps extends FieldWidgetProps {
  type?: string;
  attrs?: InputAttrs;
  /** Rewrites what was typed (masks): the result is both shown and stored. */
  format?: (raw: string) => string;
  /** Parses a stored value from the text (numbers); the text stays as typed while it parses to the value. */
  parse?: (raw: string) => unknown;
  prefix?: string;
  suffix?: string;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A text-like input. With `parse`, the typed text is kept as a draft so "25." or "1,0" can be typed. */
export function TextInput(p: TextInputProps) {
  const { type = 'text', attrs, format, parse, prefix, suffix } = p;
  const [draft, setDraft] = useState(() => asText(p.value));
  useEffect(() => {
    // Another source changed the value (prefill, a restored step): show it.
    if (!parse) return;
    const current = parse(draft);
    if (current !== p.value && !(current === undefined && (p.value === undefined || p.value === null))) setDraft(asText(p.value));
  }, [p.value]);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const text = format ? format(e.target.value) : e.target.value;
    setDraft(text);
    if (parse) p.onChange(parse(text));
    else p.onChange(text === '' ? (p.options?.emptyValue as unknown) : text);
  };
  const maxLength = typeof p.schema?.maxLength === 'number' && !parse ? p.schema.maxLength : undefined;
  const input = (
    <input
      className="form-control"
      type={type}
      {...controlProps(p)}
      maxLength={maxLength}
      placeholder={p.placeholder || undefined}
      {...attrs}
      value={parse ? draft : asText(p.value)}
      onChange={onChange}
    />
  );
  if (!prefix && !suffix) return input;
  return (
    <div className="form-affix">
      {prefix && (
        <span className="form-affix-text" aria-hidden="true">
          {prefix}
        </span>
      )}
      {input}
      {suffix && (
        <span className="form-affix-text" aria-hidden="true">
          {suffix}
        </span>
      )}
    </div>
  );
}

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
