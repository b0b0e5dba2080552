// A CSV stock feed (Car field names, or a column mapping's, as the header) read into rows: where
// each record starts, the header's problems, each cell as its field's type, then the row checks.
import { parse as parseCsv } from 'csv-parse/sync';
import { mapHeader } from '../../runtime/lib/feeds/column-mapping';
import { toPointer } from '../../server/tenants/json-document';
import { convertCell } from './stock-cells';
import { checkRows, type ParsedStock, type ParseOptions, type StockProblem, type StockRow } from './stock-rows';

interface CsvRecord {
  record: string[];
  info: { lines: number; empty_lines: number };
}

export function parseCsvStock(file: string, text: string, options: ParseOptions): ParsedStock {
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
