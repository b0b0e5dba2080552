// The messages each field shows, by field name, from rjsf's two ways of reporting errors: the
// error tree of live validation and the error list of a failed submit.
import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';

type Data = Record<string, unknown>;

/** rjsf's error tree (live validation) as messages by top-level field name. */
export function errorsByField(errorSchema: ErrorSchema<Data> | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, node] of Object.entries(errorSchema ?? {})) {
    const list = (node as { __errors?: string[] } | undefined)?.__errors;
    if (name !== '__errors' && list?.length) out[name] = list;
  }
  return out;
}

/** rjsf's error list (a failed submit) as messages by top-level field name. */
export function errorsFromList(errors: readonly RJSFValidationError[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const name = (e.property ?? '').replace(/^\./, '').split('.')[0];
    if (name && e.message) (out[name] ??= []).push(e.message);
  }
  return out;
}
