// A safe fix that replaces one string value in the file that wrote it, keeping the file's formatting.
// The value is found by where the offense points (a merged document's pointer need not be the file's
// own path: block changes, templates): the fix is that string's range and its new JSON text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findNodeAtOffset, getNodePath, parseTree, type Node } from 'jsonc-parser';
import type { Locator } from '../../server/tenants/ajv-problems';
import { toPointer } from '../../server/tenants/json-document';
import type { Fix } from '../../server/tenants/problem';

function offsetOf(text: string, line: number, col: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return -1;
    start = next + 1;
  }
  return start + col - 1;
}

/** The JSON string node `expected` starting at line:col, or null when it is not there as a plain string. */
function stringNodeAt(text: string, line: number, col: number, expected: string): Node | null {
  const root = parseTree(text);
  const offset = offsetOf(text, line, col);
  const node = root && offset >= 0 ? findNodeAtOffset(root, offset) : undefined;
  if (!node || node.type !== 'string' || node.value !== expected || node.offset !== offset) return null;
  return node;
}

/**
 * A fix writing `replacement` where `expected` is, or undefined when the value is not a whole JSON
 * string of a file (the fix is then left as a suggestion).
 */
export function replaceStringFix(locate: Locator, pointer: string, expected: string, replacement: string): Fix | undefined {
  const at = locate(pointer);
  const file = path.resolve(at.file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const node = stringNodeAt(text, at.line, at.col, expected);
  if (!node) return undefined;
  return {
    description: `write ${toPointer(getNodePath(node))} "${expected}" as "${replacement}"`,
    path: file,
    edits: [{ start: node.offset, end: node.offset + node.length, text: JSON.stringify(replacement) }],
  };
}
