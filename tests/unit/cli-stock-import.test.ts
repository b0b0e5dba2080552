// builder-cli stock import: the summary (added, updated, removed, unchanged, rejected), --skip-invalid
// (valid rows imported, the others listed with their reasons, code stock-row as the loader says)
// and the per-tenant CSV column mapping. In-process, on a temporary TENANTS_DIR.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stockImportCommand } from '../../builder-cli/stock/commands';
import { UsageError } from '../../builder-cli/usage-error';
import { summariseImport } from '../../builder-cli/stock/import-summary';
import { sampleCars, tempTenants, toCsv } from './stock/stock-fixtures';

const slug = 'riverbend-mazda';
const root = tempTenants([slug]);
const feeds = mkdtempSync(path.join(tmpdir(), 'cli-stock-import-'));
const stockFile = path.join(root, slug, 'stock.json');
const cars = sampleCars(slug, 4);
const feed = (name: string, text: string) => (writeFileSync(path.join(feeds, name), text), path.join(feeds, name));
const storedIds = () => (JSON.parse(readFileSync(stockFile, 'utf8')) as { cars: { id: unknown; price?: unknown }[] }).cars.map((c) => c.id);

let stderr = '';
let stdout = '';
const saved = { TENANTS_DIR: process.env.TENANTS_DIR, STOCK_SERVER_URL: process.env.STOCK_SERVER_URL };
beforeAll(() => {
  process.env.TENANTS_DIR = root;
  process.env.STOCK_SERVER_URL = 'http://127.0.0.1:9'; // no server: the import notes it and exits 0
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
});
beforeEach(() => {
  stderr = '';
  stdout = '';
});
afterAll(() => {
  vi.restoreAllMocks();
  for (const dir of [root, feeds]) rmSync(dir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('summariseImport', () => {
  it('counts by car id: new ids added, changed ones updated, missing ones removed', () => {
    const before = [
      { id: 1, price: 1 },
      { id: 2, price: 2 },
      { id: 3, price: 3 },
    ];
    const after = [
      { id: 1, price: 1 },
      { id: 2, price: 20 },
      { id: 4, price: 4 },
    ] as never[];
    expect(summariseImport(before, after, 2)).toEqual({ added: 1, updated: 1, removed: 1, unchanged: 1, rejected: 2 });
  });
});

describe('stock import', () => {
  it('prints what changed against the stock it replaces', async () => {
    expect(await stockImportCommand(slug, feed('first.csv', toCsv(cars.slice(0, 3))), {})).toBe(0);
    expect(stderr).toMatch(/; 3 added, 0 updated, 0 removed, 0 unchanged, 0 rejected; no server at/);
    stderr = '';
    const next = [{ ...cars[0]!, price: 12345 }, cars[1]!, cars[3]!];
    expect(await stockImportCommand(slug, feed('second.csv', toCsv(next)), {})).toBe(0);
    expect(stderr).toMatch(/; 1 added, 1 updated, 1 removed, 1 unchanged, 0 rejected; /);
  });

  it('--skip-invalid imports the valid rows and lists each rejected row with its reason (code stock-row)', async () => {
    const bad = { ...cars[2]!, price: 'call us' };
    const csv = feed('mixed.csv', toCsv([cars[0]!, bad as never, cars[1]!]));
    expect(await stockImportCommand(slug, csv, {})).toBe(1); // without it: nothing written
    expect(stdout).toMatch(/mixed\.csv:3 error stock-row \/price must be number or null\n$/);
    stdout = '';
    stderr = '';
    expect(await stockImportCommand(slug, csv, { skipInvalid: true })).toBe(0);
    expect(stdout).toMatch(/mixed\.csv:3 error stock-row \/price must be number or null\n$/);
    // Against the previous test's stock (cars 0 with another price, 1 and 3).
    expect(stderr, stderr).toMatch(/; 0 added, 1 updated, 1 removed, 1 unchanged, 1 rejected; /);
    expect(storedIds()).toEqual([cars[0]!.id, cars[1]!.id]);
  });

  it('--skip-invalid never half-reads a broken feed (a CSV syntax problem writes nothing)', async () => {
    const before = readFileSync(stockFile, 'utf8');
    const csv = feed('broken.csv', toCsv([cars[0]!]) + '"unclosed,quote\n');
    expect(await stockImportCommand(slug, csv, { skipInvalid: true })).toBe(1);
    expect(readFileSync(stockFile, 'utf8')).toBe(before);
  });

  it("maps a dealer's own CSV headers through tenants/<slug>/stock-mapping.json, dropping columns mapped to null", async () => {
    const own = toCsv(cars.slice(0, 2))
      .replace(/^([^\n]*)/, (header) => header.replace(/\bstocknum\b/, 'Stock No').replace(/\bprice\b/, 'Price (inc GST)') + ',Internal notes')
      .replace(/(\n[^\n]+)/g, '$1,do not publish');
    writeFileSync(
      path.join(root, slug, 'stock-mapping.json'),
      JSON.stringify({ columns: { 'Stock No': 'stocknum', 'Price (inc GST)': 'price', 'Internal notes': null } }),
    );
    expect(await stockImportCommand(slug, feed('dealer-export.csv', own), {})).toBe(0);
    const stored = JSON.parse(readFileSync(stockFile, 'utf8')) as { cars: Record<string, unknown>[] };
    expect(stored.cars.map((c) => [c.stocknum, c.price])).toEqual(cars.slice(0, 2).map((c) => [c.stocknum, c.price]));
    expect(JSON.stringify(stored)).not.toContain('do not publish');
  });

  it('refuses a mapping to a field cars do not have, with file:line:col and the nearest field', async () => {
    const mapping = feed('bad-mapping.json', '{\n  "columns": { "Stock No": "stocknumber" }\n}\n');
    await expect(stockImportCommand(slug, feed('any.csv', toCsv([cars[0]!])), { mapping })).rejects.toThrow(UsageError);
    await expect(stockImportCommand(slug, feed('any.csv', toCsv([cars[0]!])), { mapping })).rejects.toThrow(
      /bad-mapping\.json:2:28 error schema \/columns\/Stock No "stocknumber" is not a car field \(did you mean "stocknum"\?\)/,
    );
  });
});

describe('stock import progress', () => {
  it('parseStock reports progress while checking rows, ending at the total (what the progress bar shows)', async () => {
    const { parseStock } = await import('../../builder-cli/stock/parse-stock');
    const calls: [number, number][] = [];
    const parsed = parseStock('feed.csv', toCsv(sampleCars(slug, 600)), 'csv', { onProgress: (done, total) => calls.push([done, total]) });
    expect(parsed.problems).toEqual([]);
    expect(calls[0]).toEqual([0, 600]);
    expect(calls.at(-1)).toEqual([600, 600]);
    expect(calls.map(([done]) => done)).toEqual([0, 250, 500, 600]);
  });
});

describe('stock import: channel-feed checks at the CSV cell (issue 19)', () => {
  it('a used car without mileage and a VIN of the wrong length are warned at their CSV line:col; the import still writes', async () => {
    const used = { ...cars[0]!, car_type: 'used', status: 'in_stock', sold: false, show_on_dealer_website: true, km: null, vin: 'SHORTVIN' };
    const text = toCsv([cars[1]!, used as never]);
    const header = text.split('\n')[0]!.split(',');
    const csv = feed('feed-problems.csv', text);
    expect(await stockImportCommand(slug, csv, {})).toBe(0);
    const line3 = text.split('\n')[2]!;
    // The km cell's column on line 3: the characters before it (no quoted commas in these cells before km).
    const kmCol = line3.split(',').slice(0, header.indexOf('km')).join(',').length + 2;
    expect(stdout).toContain(`feed-problems.csv:3:${kmCol} warning feed-mileage /cars/1/km car `);
    expect(stdout).toMatch(/feed-problems\.csv:3:\d+ warning feed-vin \/cars\/1\/vin /);
    expect(stdout).not.toMatch(/feed-problems\.csv:2:/);
  });
});
