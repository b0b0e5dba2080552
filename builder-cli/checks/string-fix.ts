// A safe fix that replaces one string value in the file that wrote it, keeping the file's formatting.
// The value is found by where the offense points (a merged document's pointer need not be the file's
// own path: block changes, templates), and only a string still equal to what was linted is changed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, findNodeAtLocation, findNodeAtOffset, getNodePath, modify, parseTree, type JSONPath } from 'jsonc-parser';
import type { Locator } from '../../server/tenants/ajv-problems';
import { toPointer } from '../../server/tenants/json-document';
import type { Fix } from '../../server/tenants/problem';

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };

function offsetOf(text: string, line: number, col: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', start);
    if (next === -1) return -1;
    start = next + 1;
  }
  return start + col - 1;
}

/** The file's own JSON path of the string `expected` at `pointer`, or null when it is not there as a plain string. */
function stringPathAt(text: string, line: number, col: number, expected: string): JSONPath | null {
  const root = parseTree(text);
  const offset = offsetOf(text, line, col);
  const node = root && offset >= 0 ? findNodeAtOffset(root, offset) : undefined;
  if (!node || node.type !== 'string' || node.value !== expected || node.offset !== offset) return null;
  return getNodePath(node);
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
  const jsonPath = stringPathAt(text, at.line, at.col, expected);
  if (!jsonPath) return undefined;
  return {
    description: `write ${toPointer(jsonPath)} "${expected}" as "${replacement}"`,
    path: file,
    // Applied to the text earlier fixes left: the value is looked up again by its path and changed only if unchanged.
    apply: (current) => {
      const root = parseTree(current);
      const node = root && findNodeAtLocation(root, jsonPath);
      if (!node || node.type !== 'string' || node.value !== expected) return current;
      return applyEdits(current, modify(current, jsonPath, replacement, FORMAT));
    },
  };
}
