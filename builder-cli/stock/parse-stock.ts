// Reads a stock feed (JSON stock document, bare JSON array of cars, or CSV with Car field names
// as the header) into car rows, and checks every row against car.schema.json plus the uniqueness
// of id, slug and vin within the feed. Pure: text in, rows and problems out.
import { parse as parseCsv } from 'csv-parse/sync';
import type { Car } from '../../schemas/types/car';
import { mapHeader, type ColumnMapping } from '../../runtime/lib/feeds/column-mapping';
import carSchema from '../../schemas/car.schema.json';
import { problemsFromAjv } from '../../server/tenants/ajv-problems';
import { parseJsonDocument, toPointer } from '../../server/tenants/json-document';
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

export function formatOf(file: string): StockFormat | null {
  const ext = file.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return ext === 'json' ? 'json' : ext === 'csv' ? 'csv' : null;
}

/** Parses and validates a feed. `file` is the name printed in problems. */
export interface ParseOptions {
  /** CSV: feed header -> Car field (null drops the column). */
  mapping?: ColumnMapping | null;
  /** Called as rows are checked (for a progress bar). */
  onProgress?: (done: number, total: number) => void;
}

export function parseStock(file: string, text: string, format: StockFormat, options: ParseOptions = {}): ParsedStock {
  return format === 'csv' ? parseCsvStock(file, text, options) : parseJsonStock(file, text, options);
}

// ---------------------------------------------------------------------------------------------
// JSON

function parseJsonStock(file: string, text: string, options: ParseOptions): ParsedStock {
  const read = parseJsonDocument(file, text);
  if (!read.ok) {
    const { line, col, pointer, message } = read.problem;
    return { format: 'json', rows: [], problems: [{ file, line, col, code: 'json-syntax', pointer, message }] };
  }
  const { doc } = read;
  const at = (pointer: string) => {
    const { line, col } = doc.locate(pointer);
    return { line, col };
  };
  const problems: StockProblem[] = [];
  let list: unknown[];
  let base: (i: number) => string;
  let generated: ParsedStock['generated'];
  if (Array.isArray(doc.data)) {
    list = doc.data;
    base = (i) => `/${i}`;
  } else if (typeof doc.data === 'object' && doc.data !== null && Array.isArray((doc.data as { cars?: unknown }).cars)) {
    // A stock document: its own fields are checked against stock.schema.json; rows one by one below.
    const errors = validateDocument('stock', doc.data).errors.filter((e) => !/^\/cars\/\d+/.test(e.instancePath));
    for (const p of problemsFromAjv(errors, { locate: () => ({ file, line: 0, col: 0 }), code: 'schema' })) {
      problems.push({ file, ...at(p.pointer), code: 'stock-document', pointer: p.pointer, message: p.message, ...(p.hint ? { hint: p.hint } : {}) });
    }
    list = (doc.data as { cars: unknown[] }).cars;
    base = (i) => `/cars/${i}`;
    generated = (doc.data as { generated?: ParsedStock['generated'] }).generated;
  } else {
    return {
      format: 'json',
      rows: [],
      problems: [{ file, ...at(''), code: 'stock-document', pointer: '/', message: 'must be a stock document {"cars": [...]} or an array of cars' }],
    };
  }
  const rows: StockRow[] = list.map((data, index) => ({ index, data, ...at(base(index)) }));
  problems.push(...checkRows(file, rows, (row, pointer) => ({ ...at(base(row.index) + pointer) }), undefined, options.onProgress));
  return { format: 'json', rows, ...(generated ? { generated } : {}), problems };
}

// ---------------------------------------------------------------------------------------------
// CSV

type SchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

const FIELD_TYPES: Record<string, SchemaType[]> = Object.fromEntries(
  Object.entries((carSchema as { properties: Record<string, { type?: SchemaType | SchemaType[] }> }).properties).map(([name, prop]) => [
    name,
    prop.type === undefined ? [] : Array.isArray(prop.type) ? prop.type : [prop.type],
  ]),
);

/** Car fields, in schema order: the CSV columns. */
export const CAR_FIELDS: readonly string[] = Object.keys(FIELD_TYPES);

type Cell = { ok: true; value: unknown } | { ok: true; omit: true } | { ok: false; message: string };

/**
 * One CSV cell as the Car schema types its column: numbers, booleans, null, JSON arrays and
 * objects. A cell that cannot be read as its type stays text, so the schema check names it.
 */
export function convertCell(field: string, raw: string): Cell {
  const types = FIELD_TYPES[field];
  if (!types) return { ok: true, value: raw };
  const text = raw.trim();
  const nullable = types.includes('null');
  if (text === '') return nullable ? { ok: true, value: null } : { ok: true, omit: true };
  if (/^null$/i.test(text) && nullable) return { ok: true, value: null };
  if (types.includes('array') || types.includes('object')) {
    try {
      return { ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, message: `cell is not valid JSON: ${(error as Error).message}` };
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    if (types.includes('string')) {
      // id and dealership_id: a plain number is a number, anything else (RB-12, 007) stays text.
      if (/^-?(0|[1-9]\d*)$/.test(text) && Number.isSafeInteger(Number(text))) return { ok: true, value: Number(text) };
      return { ok: true, value: raw };
    }
    const number = text.replace(/^\$/, '').replace(/,(?=\d{3}\b)/g, '');
    if (/^-?\d+(\.\d+)?$/.test(number)) return { ok: true, value: Number(number) };
    return { ok: true, value: raw };
  }
  if (types.includes('boolean')) {
    if (/^(true|yes|y|1)$/i.test(text)) return { ok: true, value: true };
    if (/^(false|no|n|0)$/i.test(text)) return { ok: true, value: false };
    return { ok: true, value: raw };
  }
  return { ok: true, value: raw };
}

interface CsvRecord {
  record: string[];
  info: { lines: number; empty_lines: number };
}

function parseCsvStock(file: string, text: string, options: ParseOptions): ParsedStock {
  let records: CsvRecord[];
  let parsedUpTo = 0; // the line the last complete record ended on
  try {
    records = parseCsv(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      bom: true,
      on_record: (record, context) => {
        parsedUpTo = context.lines;
        return record;
      },
    }) as unknown as CsvRecord[];
  } catch (error) {
    const e = error as Error & { code?: string; lines?: number };
    // csv-parse names the line where it gave up (the end of the file for an open quote): name the row's first line instead.
    const problem: StockProblem =
      e.code === 'CSV_QUOTE_NOT_CLOSED'
        ? { file, line: parsedUpTo + 1, code: 'csv-syntax', pointer: '/', message: 'a quoted cell of the row starting on this line is never closed' }
        : { file, line: e.lines ?? parsedUpTo + 1, code: 'csv-syntax', pointer: '/', message: e.message };
    return { format: 'csv', rows: [], problems: [problem] };
  }
  if (records.length === 0)
    return {
      format: 'csv',
      rows: [],
      problems: [{ file, line: 1, code: 'csv-syntax', pointer: '/', message: 'the file is empty: expected a header row of Car field names' }],
    };

  // info.lines is the line a record ends on; a record starts after the previous one and any skipped empty lines.
  let previousEnd = 0;
  let previousEmpty = 0;
  const located = records.map(({ record, info }) => {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    return { record, line };
  });

  const [head, ...body] = located;
  const feedHeader = head!.record.map((h) => h.trim());
  const mapping = options.mapping ?? null;
  // With a mapping, a feed column it maps to null is dropped; the others are named by it.
  const mapped = mapHeader(feedHeader, mapping);
  const header = mapped.map((name) => name ?? '');
  const problems: StockProblem[] = [];
  header.forEach((name, i) => {
    if (mapped[i] === null) return;
    if (name === '') problems.push({ file, line: head!.line, code: 'csv-syntax', pointer: '/', message: `header column ${i + 1} has no name` });
    else if (header.indexOf(name) !== i)
      problems.push({ file, line: head!.line, code: 'csv-syntax', pointer: toPointer([name]), message: `column "${name}" appears twice in the header` });
  });
  if (problems.length) return { format: 'csv', rows: [], problems };

  const rows: StockRow[] = [];
  const cellProblems = new Map<number, StockProblem[]>();
  body.forEach(({ record, line }, index) => {
    const own: StockProblem[] = [];
    const data: Record<string, unknown> = {};
    if (record.length !== header.length) {
      own.push({
        file,
        line,
        code: 'csv-syntax',
        pointer: '/',
        message: `row has ${record.length} cells but the header has ${header.length} columns`,
        row: index,
      });
    } else {
      header.forEach((field, c) => {
        if (mapped[c] === null) return;
        const cell = convertCell(field, record[c] ?? '');
        if (!cell.ok) own.push({ file, line, code: 'stock-row', pointer: toPointer([field]), message: cell.message, row: index });
        else if (!('omit' in cell)) data[field] = cell.value;
      });
    }
    rows.push({ index, data, line });
    if (own.length) cellProblems.set(index, own);
  });

  // A row whose cells could not be read is reported for those cells only.
  const readable = rows.filter((r) => !cellProblems.get(r.index)?.some((p) => p.code === 'csv-syntax'));
  const checked = checkRows(
    file,
    readable,
    (row) => ({ line: row.line }),
    (row) => (cellProblems.get(row.index) ?? []).map((p) => p.pointer),
    options.onProgress,
  );
  problems.push(...[...cellProblems.values()].flat(), ...checked);
  problems.sort((a, b) => a.line - b.line); // stable: a row's own problems keep their order
  return { format: 'csv', rows, problems };
}

// ---------------------------------------------------------------------------------------------
// Row checks shared by both formats

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
