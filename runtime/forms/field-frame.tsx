// The frame of every field widget: a labelled frame with description, error and help wired to
// the control (aria-describedby, aria-invalid), the props widgets read, and the control's shared
// attributes (ids, autofill hints).
import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';

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

/** A stored value as the text a control shows. */
export const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));
