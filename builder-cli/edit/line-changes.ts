// What a save changes, line by line, for "Show changes": the one changed stretch between the
// common first and last lines of the two texts (a save's edits are few and close together).
interface LineChange {
  /** 1-based line in the new text where the change starts. */
  line: number;
  removed: string[];
  added: string[];
}

export function lineChanges(before: string, after: string): LineChange[] {
  if (before === after) return [];
  const a = before === '' ? [] : before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let tail = 0;
  while (tail < a.length - start && tail < b.length - start && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return [{ line: start + 1, removed: a.slice(start, a.length - tail), added: b.slice(start, b.length - tail) }];
}
