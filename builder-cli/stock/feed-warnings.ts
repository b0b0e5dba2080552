// The channel-feed checks (builder-cli/checks/feed-*) run on a CSV stock import, each problem
// pointing at the CSV file:line:col of the offending cell (issue 19 "or the CSV line on import").
// The checks themselves are the validate ones: only the positions differ.
import { parse as parseCsv } from 'csv-parse/sync';
import type { Site } from '../../schemas/types/site';
import { mapHeader, type ColumnMapping } from '../../runtime/lib/feeds/column-mapping';
import type { TenantSources } from '../../server/tenants/tenant';
import { formatProblem } from '../../server/tenants/problem';
import { report, type Check, type CheckContext } from '../checks/check';
import feedAuPriceType from '../checks/feed-au-price-type/index';
import feedBodyStyle from '../checks/feed-body-style/index';
import feedMileage from '../checks/feed-mileage/index';
import feedRasterImage from '../checks/feed-raster-image/index';
import feedVin from '../checks/feed-vin/index';
import type { StockRow } from './stock-rows';

const FEED_CHECKS: readonly Check[] = [feedVin, feedMileage, feedRasterImage, feedAuPriceType, feedBodyStyle];

/** 1-based character column where cell `index` of a CSV line starts (commas inside quotes do not count). */
export function cellColumn(line: string, index: number): number {
  let cell = 0;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (cell === index) return i + 1;
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) cell++;
  }
  return cell === index ? line.length + 1 : 1;
}

/** The feed-check problems of a CSV feed's rows, formatted like validate prints them. */
export function csvFeedWarnings(file: string, text: string, rows: readonly StockRow[], site: Site, mapping: ColumnMapping | null): string[] {
  const [feedHeader = []] = parseCsv(text, { bom: true, skip_empty_lines: true, relax_column_count: true, to: 1 }) as string[][];
  const fields = mapHeader(
    feedHeader.map((h) => h.trim()),
    mapping,
  );
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const locate = (pointer: string) => {
    const [, index, field] = /^\/cars\/(\d+)(?:\/([^/]+))?/.exec(pointer) ?? [];
    const row = rows[Number(index)];
    if (!row) return { line: 1, col: 1 };
    const column = field === undefined ? -1 : fields.indexOf(field);
    return { line: row.line, col: column === -1 ? 1 : cellColumn(lines[row.line - 1] ?? '', column) };
  };
  const sources = { stock: { file, data: { cars: rows.map((r) => r.data) }, text, locate } } as unknown as TenantSources;
  const out: string[] = [];
  for (const check of FEED_CHECKS) {
    const context = { site, sources, report: (offense) => out.push(formatProblem(report(check.meta, offense))) } as Partial<CheckContext> as CheckContext;
    void check.run(context);
  }
  return out;
}
