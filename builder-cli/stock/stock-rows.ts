// A parsed stock feed's rows and problems, and the checks every row gets whatever its format:
// car.schema.json, then the uniqueness of id, slug and vin within the feed.
import type { Car } from '../../schemas/types/car';
import type { ColumnMapping } from '../../runtime/lib/feeds/column-mapping';
import { problemsFromAjv } from '../../server/tenants/ajv-problems';
import { toPointer } from '../../server/tenants/json-document';
import { validateDocument } from '../../server/tenants/schema-validator';

export type StockFormat = 'json' | 'csv';
export type StockProblemCode = 'stock-row' | 'json-syntax' | 'csv-syntax' | 'stock-document';

export interface StockProblem {
  file: string;
  line: number;
  /** Column for JSON feeds; CSV problems name the line only. */
  col?: number;
  code: StockProblemCode;
  /** JSON pointer inside the row (/price), or inside the document for stock-document problems. */
  pointer: string;
  message: string;
  hint?: string;
  /** 0-based index of the car row the problem is in (absent for problems of the whole feed). */
  row?: number;
}

export interface StockRow {
  /** 0-based index among the feed's cars. */
  index: number;
  data: unknown;
  /** Where the row starts (CSV line, or JSON line:col of the row object). */
  line: number;
  col?: number;
}

export interface ParsedStock {
  format: StockFormat;
  rows: StockRow[];
  /** The feed's `generated` block, when it is a stock document that has one. */
  generated?: { seed?: number; at?: string };
  problems: StockProblem[];
}

export function formatStockProblem(p: StockProblem): string {
  const at = p.col !== undefined ? `${p.line}:${p.col}` : `${p.line}`;
  return `${p.file}:${at} error ${p.code} ${p.pointer || '/'} ${p.message}${p.hint ? ` (${p.hint})` : ''}`;
}

export interface ParseOptions {
  /** CSV: feed header -> Car field (null drops the column). */
  mapping?: ColumnMapping | null;
  /** Called as rows are checked (for a progress bar). */
  onProgress?: (done: number, total: number) => void;
}

type Locate = (row: StockRow, pointer: string) => { line: number; col?: number };

/** Schema problems of every row, then duplicates of id, slug and vin (reported at the later row). */
export function checkRows(
  file: string,
  rows: readonly StockRow[],
  locate: Locate,
  skipPointers: (row: StockRow) => string[] = () => [],
  onProgress?: (done: number, total: number) => void,
): StockProblem[] {
  const problems: StockProblem[] = [];
  const seen = { id: new Map<string, StockRow>(), slug: new Map<string, StockRow>(), vin: new Map<string, StockRow>() };
  for (const [done, row] of rows.entries()) {
    if (onProgress && done % 250 === 0) onProgress(done, rows.length);
    const skip = skipPointers(row);
    const errors = validateDocument('car', row.data).errors;
    for (const p of problemsFromAjv(errors, { locate: () => ({ file, line: 0, col: 0 }), code: 'schema' })) {
      // "missing required property" is reported at the row, named by the missing field.
      const missing = /^missing required property "(.+)"$/.exec(p.message)?.[1];
      const pointer = missing !== undefined ? p.pointer + toPointer([missing]) : p.pointer;
      if (skip.some((s) => pointer === s || pointer.startsWith(s + '/'))) continue;
      problems.push({ file, ...locate(row, p.pointer), code: 'stock-row', pointer, message: p.message, ...(p.hint ? { hint: p.hint } : {}), row: row.index });
    }
    if (typeof row.data !== 'object' || row.data === null || Array.isArray(row.data)) continue;
    const car = row.data as Partial<Car>;
    const keys: [keyof typeof seen, unknown][] = [
      ['id', typeof car.id === 'number' || typeof car.id === 'string' ? String(car.id) : undefined],
      ['slug', typeof car.slug === 'string' ? car.slug : undefined],
      ['vin', typeof car.vin === 'string' && car.vin.trim() !== '' ? car.vin.trim().toUpperCase() : undefined],
    ];
    for (const [field, key] of keys) {
      if (typeof key !== 'string') continue;
      const first = seen[field].get(key);
      if (!first) {
        seen[field].set(key, row);
        continue;
      }
      const where = locate(first, '');
      const firstAt = where.col !== undefined ? `line ${where.line}:${where.col}` : `line ${where.line}`;
      problems.push({
        file,
        ...locate(row, `/${field}`),
        code: 'stock-row',
        pointer: `/${field}`,
        message: `duplicate ${field} ${JSON.stringify(key)}: also used by the car on ${firstAt}`,
        row: row.index,
      });
    }
  }
  onProgress?.(rows.length, rows.length);
  return problems;
}

/** The cars of a feed with no problems (the rows, typed). */
export function carsOf(parsed: ParsedStock): Car[] {
  return parsed.rows.map((r) => r.data as Car);
}
