// Conditional fields (spec section 5): "A field can be shown conditionally on another field being
// filled and error-free."

/** The field a conditional field depends on; with `equals`, that field must also hold this value. */
export type DependsOn = string | { field: string; equals?: unknown };

/** Errors as either side holds them: `{name: message}` (server 422, our rules) or rjsf's `{name: {__errors: [...]}}`. */
export type FieldErrorsLike = Readonly<Record<string, unknown>> | undefined;

/** Whether a value counts as filled in: a non-blank string, a finite number, true, a non-empty list. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(isFilled);
  return value !== null && value !== undefined && typeof value === 'object';
}

function hasError(errors: FieldErrorsLike, field: string): boolean {
  const e = errors && Object.hasOwn(errors, field) ? errors[field] : undefined;
  if (typeof e === 'string') return e !== '';
  if (Array.isArray(e)) return e.length > 0;
  if (e && typeof e === 'object') {
    const list = (e as { __errors?: unknown }).__errors;
    return Array.isArray(list) && list.length > 0;
  }
  return false;
}

export function dependencyField(dependsOn: DependsOn): string {
  return typeof dependsOn === 'string' ? dependsOn : dependsOn.field;
}

/** True when the field `dependsOn` names is filled, has no error, and (with `equals`) holds that value. */
export function isConditionMet(dependsOn: DependsOn, formData: Readonly<Record<string, unknown>> | undefined, errors?: FieldErrorsLike): boolean {
  const field = dependencyField(dependsOn);
  const value = formData?.[field];
  if (!isFilled(value) || hasError(errors, field)) return false;
  if (typeof dependsOn === 'object' && 'equals' in dependsOn) return value === dependsOn.equals;
  return true;
}
