// A document merged from several files (templates first, the tenant last) that still knows
// which file and position each value came from.
import type { Locator } from './ajv-problems';
import type { JsonDocument } from './json-document';
import { mergeAll } from './merge';

export interface SourcedDocument {
  docs: JsonDocument[];
  data: unknown;
  locate: Locator;
}

export function sourcedDocument(docs: JsonDocument[]): SourcedDocument {
  const data = mergeAll(docs.map((d) => stripAuthoringKeys(d.data)));
  const locate: Locator = (pointer) => {
    let best = { file: docs[docs.length - 1]!.file, line: 1, col: 1, depth: -1 };
    // The deepest match wins; on a tie the later file (the tenant) wins, since its value is the one in force.
    for (const doc of docs) {
      const at = doc.locate(pointer);
      if (at.depth >= best.depth) best = { file: doc.file, line: at.line, col: at.col, depth: at.depth };
    }
    return { file: best.file, line: best.line, col: best.col };
  };
  return { docs, data, locate };
}

function stripAuthoringKeys(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const { $schema: _schema, ...rest } = data as Record<string, unknown>;
  return rest;
}
