// Reads a stock feed (JSON stock document, bare JSON array of cars, or CSV with Car field names
// as the header) into car rows, and checks every row against car.schema.json plus the uniqueness
// of id, slug and vin within the feed. Pure: text in, rows and problems out.
import { problemsFromAjv } from '../../server/tenants/ajv-problems';
import { parseJsonDocument } from '../../server/tenants/json-document';
import { validateDocument } from '../../server/tenants/schema-validator';
import { parseCsvStock } from './stock-csv';
import { checkRows, type ParsedStock, type ParseOptions, type StockFormat, type StockProblem, type StockRow } from './stock-rows';

export function formatOf(file: string): StockFormat | null {
  const ext = file.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return ext === 'json' ? 'json' : ext === 'csv' ? 'csv' : null;
}

/** Parses and validates a feed. `file` is the name printed in problems. */
export function parseStock(file: string, text: string, format: StockFormat, options: ParseOptions = {}): ParsedStock {
  return format === 'csv' ? parseCsvStock(file, text, options) : parseJsonStock(file, text, options);
}

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
