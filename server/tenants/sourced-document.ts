// A document merged from several files (templates first, the tenant last) that still knows
// which file and position each value came from.
import type { Locator } from './ajv-problems';
import type { JsonDocument } from './json-document';
import { isPlainObject, mergeAll } from './merge';
import { pointerSegments } from './json-document';

export interface SourcedDocument {
  docs: JsonDocument[];
  data: unknown;
  locate: Locator;
}

export function sourcedDocument(docs: JsonDocument[]): SourcedDocument {
  const data = mergeAll(docs.map((d) => stripAuthoringKeys(d.data)));
  const locate: Locator = (pointer) => {
    const segments = pointerSegments(pointer);
    let best = { file: docs[docs.length - 1]!.file, line: 1, col: 1, endLine: 1, endCol: 1, depth: -1 };
    // From the tenant back to the first template: the deepest match wins, but a file whose array or
    // scalar replaced an earlier file's value owns everything beneath it, so earlier files stop there.
    for (const doc of [...docs].reverse()) {
      const at = doc.locate(pointer);
      if (at.depth > best.depth) best = { file: doc.file, line: at.line, col: at.col, endLine: at.endLine, endCol: at.endCol, depth: at.depth };
      if (replacesBelow(doc.data, segments.slice(0, at.depth))) break;
    }
    return { file: best.file, line: best.line, col: best.col, endLine: best.endLine, endCol: best.endCol };
  };
  return { docs, data, locate };
}

function stripAuthoringKeys(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const { $schema: _schema, ...rest } = data as Record<string, unknown>;
  return rest;
}

/** Whether the value at `segments`, or any container on the way to it, is not a merging object. */
function replacesBelow(data: unknown, segments: string[]): boolean {
  let value = data;
  for (const key of segments) {
    if (!isPlainObject(value)) return true;
    value = value[key];
  }
  return !isPlainObject(value);
}
