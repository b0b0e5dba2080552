// How rjsf lays out one step, for the light form that renders it before rjsf loads: field order
// (ui:order with "*"), widget options (every ui:* key plus ui:options, as rjsf's getUiOptions),
// and the schema defaults rjsf fills in.
import type { ServedStep } from './form-query';

type Ui = Record<string, unknown>;

const isObject = (v: unknown): v is Ui => !!v && typeof v === 'object' && !Array.isArray(v);

/** Property names in display order: ui:order's names, with "*" standing for the rest in schema order. */
export function orderedFieldNames(properties: Readonly<Record<string, unknown>>, order: unknown): string[] {
  const names = Object.keys(properties);
  if (!Array.isArray(order)) return names;
  const listed = order.filter((o): o is string => typeof o === 'string' && (o === '*' || names.includes(o)));
  const rest = names.filter((n) => !listed.includes(n));
  const star = listed.indexOf('*');
  if (star < 0) return [...listed, ...rest];
  return [...listed.slice(0, star), ...rest, ...listed.slice(star + 1)];
}

/** A field's uiSchema as widget options: `ui:placeholder` -> placeholder ..., then ui:options on top. */
export function uiOptionsOf(ui: Ui | undefined): Ui {
  const out: Ui = {};
  if (!ui) return out;
  for (const [key, value] of Object.entries(ui)) {
    if (!key.startsWith('ui:')) continue;
    if (key === 'ui:options' && isObject(value)) Object.assign(out, value);
    else out[key.slice(3)] = value;
  }
  return out;
}

export function fieldUi(step: Pick<ServedStep, 'uiSchema'>, name: string): Ui {
  const ui = step.uiSchema[name];
  return isObject(ui) ? ui : {};
}

/** The schema defaults of a step's fields (opt-in's true ...). */
export function stepDefaults(step: Pick<ServedStep, 'schema'>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(step.schema.properties ?? {})) if (schema.default !== undefined) out[name] = schema.default;
  return out;
}

/** The names of every field of a form (all steps). */
export function formFieldNames(steps: readonly Pick<ServedStep, 'schema'>[]): string[] {
  return [...new Set(steps.flatMap((s) => Object.keys(s.schema.properties ?? {})))];
}

/**
 * Prefill as the form's fields expect it: query values are text, so "35000" becomes a number
 * for a numeric field and "true" a boolean for a yes/no one; text that is no number is left out.
 * Keys that are no field of the form (car_id, vin ...) pass through unchanged: they go with the lead.
 */
export function coercePrefill(steps: readonly Pick<ServedStep, 'schema'>[], data: Readonly<Record<string, unknown>> = {}): Record<string, unknown> {
  const types = new Map<string, unknown>();
  for (const step of steps) for (const [name, schema] of Object.entries(step.schema.properties ?? {})) types.set(name, schema.type);
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const type = types.get(name);
    if (typeof value !== 'string' || type === undefined || type === 'string') {
      out[name] = value;
    } else if (type === 'number' || type === 'integer') {
      const n = Number(value.replace(/[$,\s]/g, ''));
      if (value.trim() !== '' && Number.isFinite(n)) out[name] = type === 'integer' ? Math.round(n) : n;
    } else if (type === 'boolean') {
      if (value === 'true' || value === 'false') out[name] = value === 'true';
    } else {
      out[name] = value;
    }
  }
  return out;
}
