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

type Change = { path: JSONPath; value: unknown; insert?: boolean };

/** Longest common subsequence of two lists by JSON equality: the pairs [i, j] kept in place. */
function keptPairs(before: readonly unknown[], after: readonly unknown[]): [number, number][] {
  const a = before.map((v) => JSON.stringify(v));
  const b = after.map((v) => JSON.stringify(v));
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--) table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function changes(before: unknown, after: unknown, at: JSONPath, out: Change[]): void {
  if (sameJson(before, after)) return;
  if (isPlainObject(before) && isPlainObject(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) out.push({ path: [...at, key], value: undefined });
    for (const key of Object.keys(after)) changes(before[key], after[key], [...at, key], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length === after.length) {
      after.forEach((value, i) => changes(before[i], value, [...at, i], out));
      return;
    }
    // Items added or removed: remove the ones not kept (last first), then insert the new ones in
    // order, so the untouched items keep their text (an editor's inserted block is one insertion).
    const pairs = keptPairs(before, after);
    const keptBefore = new Set(pairs.map(([i]) => i));
    const keptAfter = new Set(pairs.map(([, j]) => j));
    for (let i = before.length - 1; i >= 0; i--) if (!keptBefore.has(i)) out.push({ path: [...at, i], value: undefined });
    after.forEach((value, j) => {
      if (!keptAfter.has(j)) out.push({ path: [...at, j], value, insert: true });
    });
    return;
  }
  out.push({ path: at, value: after });
}

/** `text` (which parses to `before`) edited so that it parses to `after`. */
export function rewriteJson(text: string, before: unknown, after: unknown): string {
  const edits: Change[] = [];
  changes(before, after, [], edits);
  let result = text;
  for (const edit of edits) {
    if (edit.path.length === 0) return JSON.stringify(after, null, 2) + '\n';
    result = applyEdits(result, modify(result, edit.path, edit.value, { ...FORMAT, isArrayInsertion: edit.insert === true }));
  }
  return result;
}

/** The edits adding a property at the top of a JSON object document (used for a missing `$schema`). */
export function insertFirstProperty(text: string, key: string, value: unknown): TextEdit[] {
  return fromJsoncEdits(modify(text, [key], value, { ...FORMAT, getInsertionIndex: () => 0 }));
}
