// Fixes as ranges of a file's text (theme-check's corrector): made from two versions of a text or
// from jsonc-parser's edits, and applied together when they do not overlap.
import type { Edit } from 'jsonc-parser';
import type { TextEdit } from './problem';

/** The one range that turns `before` into `after` (their common start and end kept), or none when they are equal. */
export function editBetween(before: string, after: string): TextEdit[] {
  if (before === after) return [];
  let start = 0;
  const shortest = Math.min(before.length, after.length);
  while (start < shortest && before[start] === after[start]) start++;
  let tail = 0;
  while (tail < shortest - start && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  return [{ start, end: before.length - tail, text: after.slice(start, after.length - tail) }];
}

/** jsonc-parser's `modify()` edits as text edits. */
export function fromJsoncEdits(edits: readonly Edit[]): TextEdit[] {
  return edits.map((e) => ({ start: e.offset, end: e.offset + e.length, text: e.content }));
}

/** Whether two edits overlap or touch (as ESLint decides: text written at one place by two fixes would be in a guessed order). */
export function overlaps(a: TextEdit, b: TextEdit): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** `text` with every edit applied; the edits are ranges of this same text and must not overlap. */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const e of sorted) {
    if (e.start < at) throw new Error(`overlapping edits at ${e.start}`);
    out += text.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + text.slice(at);
}
