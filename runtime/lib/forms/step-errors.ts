// From one step's schema, its data and the schema validator's errors to one message per field.
// The browser (precompiled validator) and the server (ajv) both end here, so a visitor sees
// exactly the messages a 422 would carry.
import { dependencyField, isConditionMet, type FieldErrorsLike } from './conditions';
import { fieldsOf, type StepSchema } from './field-schema';
import { ruleOf } from './field-rules';
import { messageFor, type AjvLikeError } from './message-for';

/**
 * The values a step validates: only its own fields (a lead also carries tracking and other
 * steps' fields), strings trimmed, and blank values (null, "", spaces, an empty list) left out,
 * so that a blank required field fails as "required", the way rjsf treats an emptied input.
 */
export function prepareStepData(step: StepSchema, data: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!data || typeof data !== 'object') return out;
  for (const name of Object.keys(fieldsOf(step))) {
    if (!Object.hasOwn(data, name)) continue;
    let value = data[name];
    if (typeof value === 'string') value = value.trim();
    if (Array.isArray(value)) value = value.filter((v) => v !== null && v !== undefined && v !== '');
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    out[name] = value;
  }
  return out;
}

function topField(instancePath: string | undefined): string {
  const first = (instancePath ?? '').split('/')[1];
  return first === undefined ? '' : first.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Whether a field is shown: not conditional, or its condition holds and the field it depends on is shown. */
export function isFieldShown(
  step: StepSchema,
  name: string,
  data: Readonly<Record<string, unknown>>,
  errors?: FieldErrorsLike,
  seen: Set<string> = new Set(),
): boolean {
  const dependsOn = fieldsOf(step)[name]?.['x-depends-on'];
  if (dependsOn === undefined) return true;
  if (seen.has(name)) return false;
  seen.add(name);
  return isFieldShown(step, dependencyField(dependsOn), data, errors, seen) && isConditionMet(dependsOn, data, errors);
}

interface StepErrorOptions {
  /** An incomplete save: a missing field is not an error, a present one must still be valid. */
  ignoreMissing?: boolean;
}

/**
 * One message per failed field of a step, in the step's field order. `data` is the prepared data
 * (prepareStepData) the schema validator saw; `schemaErrors` are its errors (allErrors).
 */
export function stepFieldErrors(
  step: StepSchema,
  data: Readonly<Record<string, unknown>>,
  schemaErrors: readonly AjvLikeError[] | null | undefined,
  options: StepErrorOptions = {},
): Record<string, string> {
  const fields = fieldsOf(step);
  const found: Record<string, string> = {};
  for (const error of schemaErrors ?? []) {
    const required = error.keyword === 'required';
    if (required && options.ignoreMissing) continue;
    const name = required ? String(error.params?.missingProperty ?? '') : topField(error.instancePath);
    if (!name || (found[name] && !required)) continue;
    found[name] = messageFor(error, fields[name]);
  }
  for (const [name, schema] of Object.entries(fields)) {
    const value = data[name];
    const rule = typeof value === 'string' ? ruleOf(schema) : undefined;
    if (!rule) continue;
    const result = rule(value as string);
    if (!result.valid)
      found[name] = messageFor({ keyword: 'x-rule', instancePath: `/${name}`, params: { rule: schema['x-rule'], message: result.message } }, schema);
  }
  // Conditional fields: a hidden one has no errors; a shown one marked x-required must be filled.
  const shown = new Map(Object.keys(fields).map((name) => [name, isFieldShown(step, name, data, found)]));
  for (const [name, schema] of Object.entries(fields)) {
    if (schema['x-depends-on'] === undefined) continue;
    if (!shown.get(name)) delete found[name];
    else if (schema['x-required'] && !options.ignoreMissing && !Object.hasOwn(data, name) && !found[name])
      found[name] = messageFor({ keyword: 'required', params: { missingProperty: name } }, schema);
  }
  const ordered: Record<string, string> = {};
  for (const name of [...Object.keys(fields), ...Object.keys(found)]) if (found[name] !== undefined && !(name in ordered)) ordered[name] = found[name];
  return ordered;
}
