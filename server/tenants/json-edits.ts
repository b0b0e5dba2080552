// Rewrites a JSON file's text from one value to another with minimal edits, so a fix or a
// migration keeps the author's formatting, key order and untouched lines.
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { isPlainObject } from './merge';
import type { TextEdit } from './problem';
import { fromJsoncEdits } from './text-edits';

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function changes(before: unknown, after: unknown, at: JSONPath, out: { path: JSONPath; value: unknown }[]): void {
  if (sameJson(before, after)) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) out.push({ path: [...at, key], value: undefined });
    for (const key of Object.keys(after)) changes(before[key], after[key], [...at, key], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    after.forEach((value, i) => changes(before[i], value, [...at, i], out));
    return;
  }
  out.push({ path: at, value: after });
}

/** `text` (which parses to `before`) edited so that it parses to `after`. */
export function rewriteJson(text: string, before: unknown, after: unknown): string {
  const edits: { path: JSONPath; value: unknown }[] = [];
  changes(before, after, [], edits);
  let result = text;
  for (const edit of edits) {
    if (edit.path.length === 0) return JSON.stringify(after, null, 2) + '\n';
    result = applyEdits(result, modify(result, edit.path, edit.value, FORMAT));
  }
  return result;
}

/** The edits adding a property at the top of a JSON object document (used for a missing `$schema`). */
export function insertFirstProperty(text: string, key: string, value: unknown): TextEdit[] {
  return fromJsoncEdits(modify(text, [key], value, { ...FORMAT, getInsertionIndex: () => 0 }));
}
