// Turns ajv errors into plain-language problems with a position and, for typos, a hint.
import type { ErrorObject } from 'ajv';
import { hintFor } from '../../runtime/lib/text/did-you-mean';
import type { Problem, RuleCode } from './problem';
import { toPointer } from './json-document';

export type Locator = (pointer: string) => { file: string; line: number; col: number; endLine?: number; endCol?: number };

interface ProblemContext {
  locate: Locator;
  /** Prefix added to ajv's instance paths (e.g. /blocks/2/props for a block's props). */
  prefix?: string;
  /** Rule code for a schema violation, and for an unknown property. */
  code: RuleCode;
  unknownPropertyCode?: RuleCode;
}

export function problemsFromAjv(errors: readonly ErrorObject[], ctx: ProblemContext): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    // A failed "if" only explains which branch applied; the branch's own error says what is wrong.
    if (e.keyword === 'if') continue;
    const base = (ctx.prefix ?? '') + e.instancePath;
    let pointer = base;
    let message = `${e.message ?? 'is invalid'}`;
    let hint: string | undefined;
    let code = ctx.code;
    const properties = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    switch (e.keyword) {
      case 'additionalProperties': {
        const name = String((e.params as { additionalProperty: string }).additionalProperty);
        pointer = base + toPointer([name]);
        message = `unknown property "${name}"`;
        hint = hintFor(name, properties);
        code = ctx.unknownPropertyCode ?? ctx.code;
        break;
      }
      case 'required': {
        const name = String((e.params as { missingProperty: string }).missingProperty);
        message = `missing required property "${name}"`;
        break;
      }
      case 'enum': {
        const allowed = (e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v));
        message = `must be one of ${allowed.join(', ')}`;
        if (typeof e.data === 'string')
          hint = hintFor(
            e.data,
            allowed.map((a) => JSON.parse(a) as string).filter((a) => typeof a === 'string'),
          );
        break;
      }
      case 'type': {
        const type = (e.params as { type: string | string[] }).type;
        message = `must be ${(Array.isArray(type) ? type : String(type).split(',')).join(' or ')}`;
        break;
      }
      case 'const':
        message = `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
        break;
      case 'pattern':
        message = `does not match the pattern ${(e.params as { pattern: string }).pattern}`;
        break;
    }
    const key = `${pointer}|${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const at = ctx.locate(pointer);
    problems.push({ ...at, severity: 'error', code, pointer, message, ...(hint ? { hint } : {}) });
  }
  return problems;
}
