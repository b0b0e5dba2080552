// A tenant's CSV column mapping (tenants/<slug>/stock-mapping.json, or --mapping <file>): the
// dealer's own feed headers -> Car fields, so an existing export imports unchanged. A column
// mapped to null is dropped.
import { existsSync, readFileSync } from 'node:fs';
import type { ColumnMapping } from '../../runtime/lib/feeds/column-mapping';
import { hintFor } from '../../runtime/lib/text/did-you-mean';
import { displayPath, parseJsonDocument, toPointer } from '../../server/tenants/json-document';
import { formatProblem } from '../../server/tenants/problem';
import { UsageError } from '../usage-error';
import { CAR_FIELDS } from './stock-cells';

export const MAPPING_FILE = 'stock-mapping.json';

export function readColumnMapping(file: string): ColumnMapping | null {
  if (!existsSync(file)) return null;
  const shown = displayPath(file);
  const read = parseJsonDocument(shown, readFileSync(file, 'utf8'));
  if (!read.ok) throw new UsageError(formatProblem(read.problem));
  const columns = (read.doc.data as { columns?: unknown }).columns;
  const fail = (pointer: string, message: string, hint?: string) => {
    throw new UsageError(
      formatProblem({ file: shown, ...read.doc.locate(pointer), severity: 'error', code: 'schema', pointer, message, ...(hint ? { hint } : {}) }),
    );
  };
  if (typeof columns !== 'object' || columns === null || Array.isArray(columns))
    return fail('', 'a column mapping is {"columns": {"<feed header>": "<car field>" | null}}');
  for (const [header, field] of Object.entries(columns)) {
    const pointer = toPointer(['columns', header]);
    if (field === null) continue;
    if (typeof field !== 'string' || !CAR_FIELDS.includes(field))
      return fail(pointer, `"${String(field)}" is not a car field`, typeof field === 'string' ? hintFor(field, CAR_FIELDS) : undefined);
  }
  return columns as ColumnMapping;
}
