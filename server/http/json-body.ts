// JSON request bodies for every non-search API: a size limit, a nesting limit checked right after
// parsing (before validation, captcha or anything recursive sees the value), and body-parser's
// failures as 4xx {error}. JSON.parse itself copes with deep nesting; our recursive code would not.
// Control characters in any string are refused here too (422), once for every API.
import express, { type RequestHandler } from 'express';
import { codePointName, findControlCharacter } from '../../runtime/lib/text/control-characters';
import { HttpError } from './http-error';

/** Arrays and objects nested deeper than this are refused (a lead is 3 levels deep). */
export const MAX_JSON_DEPTH = 32;

/** Whether `value` nests arrays/objects more than `max` levels deep; iterative, so any depth is safe to ask about. */
export function exceedsDepth(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!node || typeof node !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return false;
}

export const TOO_DEEP_MESSAGE = `The JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/** Throws 400 when a parsed value is nested too deeply. */
export function assertShallow(value: unknown): void {
  if (exceedsDepth(value)) throw new HttpError(400, TOO_DEEP_MESSAGE);
}

const CONTROL_CHARACTER_FIELD_MESSAGE = 'must not contain control characters';

/**
 * Throws 422 when any string (or key) of a parsed body holds a control character (issue 25):
 * `{error, fields: {<field>: "must not contain control characters"}}`, so a form shows it on the field.
 */
export function assertNoControlCharacters(value: unknown): void {
  const found = findControlCharacter(value);
  if (!found) return;
  throw new HttpError(422, `Text must not contain control characters: ${codePointName(found.char)} in ${found.pointer}`, {
    ...(found.field ? { fields: { [found.field]: CONTROL_CHARACTER_FIELD_MESSAGE } } : {}),
  });
}

/** body-parser's errors as the API's: 400 for bad JSON, 413 over the limit, its own 4xx otherwise. */
function translate(error: unknown, what: string, limit: string): unknown {
  const e = error as { type?: string; status?: number; message?: string };
  if (e?.type === 'entity.parse.failed') return new HttpError(400, 'The body is not valid JSON');
  if (e?.type === 'entity.too.large') return new HttpError(413, `The ${what} is too large (at most ${limit.replace(/kb$/i, ' KB')})`);
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) return new HttpError(e.status, e.message ?? 'Bad request');
  return error;
}

/** express.json with our limits; `what` names the body in the 413 message ("lead", "event"). */
export function jsonBody(options: { limit: string; what: string }): RequestHandler {
  const parse = express.json({ limit: options.limit });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if (error) return next(translate(error, options.what, options.limit));
      if (exceedsDepth(req.body)) return next(new HttpError(400, TOO_DEEP_MESSAGE));
      try {
        assertNoControlCharacters(req.body);
      } catch (refused) {
        return next(refused);
      }
      next();
    });
  };
}
