// Applies the migration table to one document as it is read: an older document is upgraded in
// memory (a warning whose fix stores the upgrade), a newer one is refused with a clear message.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kindOfFile, upgrade } from './migrations';
import type { JsonDocument } from './json-document';
import { rewriteJson } from './json-edits';
import { editBetween } from './text-edits';
import type { Problem } from './problem';

interface DocumentUpgrade {
  /** The document to use, or null when it must not be loaded. */
  doc: JsonDocument | null;
  problem?: Problem;
}

export function upgradeDocument(doc: JsonDocument, absolutePath: string): DocumentUpgrade {
  const kind = kindOfFile(absolutePath);
  if (!kind) return { doc };
  const result = upgrade(kind, doc.data);
  if (result.status !== 'newer' && result.status !== 'upgraded') return { doc };
  // Located only now: finding a position parses the file a second time, which most documents never need.
  const { line, col, endLine, endCol } = doc.locate('/schemaVersion');
  const position = { file: doc.file, line, col, endLine, endCol, pointer: '/schemaVersion', code: 'schema-version' as const };
  if (result.status === 'newer') {
    const message = `schemaVersion ${result.version} is newer than this platform understands (${kind} documents are at ${result.current}): update the platform before using this document`;
    return { doc: null, problem: { ...position, severity: 'error', message } };
  }
  const steps = result.applied.map((m) => m.description).join('; ');
  return {
    doc: { ...doc, data: result.data },
    problem: {
      ...position,
      severity: 'warning',
      message: `schemaVersion ${result.from} is older than ${result.to}: upgraded in memory (${steps}); run builder-cli migrate --write`,
      fix: {
        description: `migrate ${path.basename(absolutePath)} to schemaVersion ${result.to}`,
        path: absolutePath,
        edits: editBetween(doc.text, migratedText(absolutePath, doc.text) ?? doc.text),
      },
    },
  };
}

/** The stored text of a document after running its migrations, or null when nothing changes. */
export function migratedText(absolutePath: string, text = readFileSync(absolutePath, 'utf8')): string | null {
  const kind = kindOfFile(absolutePath);
  if (!kind) return null;
  const data = JSON.parse(text) as unknown;
  const result = upgrade(kind, data);
  return result.status === 'upgraded' ? rewriteJson(text, data, result.data) : null;
}
