// The stock command functions called in-process (no spawn): usage errors (exit 2 through the
// CLI's UsageError handling), --dry-run and the empty-feed guard, against a temporary TENANTS_DIR.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stockGenerateCommand, stockImportCommand } from '../../../builder-cli/stock/commands';
import { UsageError } from '../../../builder-cli/usage-error';
import { sampleCars, tempTenants, toCsv } from './stock-fixtures';

const root = tempTenants(['riverbend-mazda']);
const feeds = mkdtempSync(path.join(tmpdir(), 'stock-feeds-'));
const csv = path.join(feeds, 'stock.csv');
writeFileSync(csv, toCsv(sampleCars('riverbend-mazda', 5)));
const stockFile = path.join(root, 'riverbend-mazda', 'stock.json');

let stderr = '';
let stdout = '';
const saved = { TENANTS_DIR: process.env.TENANTS_DIR, STOCK_SERVER_URL: process.env.STOCK_SERVER_URL };

beforeAll(() => {
  process.env.TENANTS_DIR = root;
  process.env.STOCK_SERVER_URL = 'http://127.0.0.1:9'; // never reached: nothing here writes and notifies
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => ((stderr += String(chunk)), true));
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => ((stdout += String(chunk)), true));
});

afterAll(() => {
  vi.restoreAllMocks();
  for (const dir of [root, feeds]) rmSync(dir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('stock import (in-process)', () => {
  it.each<[string, () => Promise<number>, RegExp]>([
    ['an unknown tenant', () => stockImportCommand('no-such-dealer', csv, {}), /^unknown tenant "no-such-dealer"/],
    ['a template folder', () => stockImportCommand('_templates', csv, {}), /^unknown tenant "_templates"/],
    [
      'an unknown extension',
      () => stockImportCommand('riverbend-mazda', path.join(feeds, 'stock.xlsx'), {}),
      /^cannot import ".*stock\.xlsx": use a \.json or \.csv file$/,
    ],
    ['a missing file', () => stockImportCommand('riverbend-mazda', path.join(feeds, 'none.csv'), {}), /^cannot read .*none\.csv: no such file$/],
  ])('rejects %s as a usage error', async (_name, run, message) => {
    await expect(run()).rejects.toThrow(UsageError);
    await expect(run()).rejects.toThrow(message);
    expect(existsSync(stockFile)).toBe(false);
  });

  it('--dry-run validates and writes nothing', async () => {
    stderr = '';
    expect(await stockImportCommand('riverbend-mazda', csv, { dryRun: true })).toBe(0);
    expect(stderr).toMatch(/stock\.csv: 5 cars \(.*\) valid \(5 added, 0 updated, 0 removed, 0 unchanged, 0 rejected\); dry run: nothing written\n$/);
    expect(existsSync(stockFile)).toBe(false);
  });

  it('refuses a feed with no cars unless --allow-empty', async () => {
    const empty = path.join(feeds, 'empty.json');
    writeFileSync(empty, '[]');
    stdout = '';
    expect(await stockImportCommand('riverbend-mazda', empty, {})).toBe(1);
    expect(stdout).toMatch(/empty\.json:1:1 error stock-document \/ the feed has no cars \(pass --allow-empty to clear the stock\)\n$/);
    expect(await stockImportCommand('riverbend-mazda', empty, { dryRun: true, allowEmpty: true })).toBe(0);
    expect(existsSync(stockFile)).toBe(false);
  });
});

describe('stock generate (in-process)', () => {
  it.each<[string, Parameters<typeof stockGenerateCommand>[1], RegExp]>([
    ['a count that is not a whole number', { count: '1.5' }, /^--count must be a whole number from 1 to 100000, not "1.5"$/],
    ['a zero count', { count: '0' }, /^--count must be/],
    ['a negative seed', { seed: '-1' }, /^--seed must be a whole number/],
    ['a date that is not ISO', { now: 'next tuesday' }, /^--now must be an ISO date/],
    [
      'an unknown profile',
      { profile: 'boats' },
      /^unknown stock profile "boats"; profiles: car-franchise-mazda, car-used-group, caravan-rv, generic, truck-us$/,
    ],
  ])('rejects %s as a usage error', async (_name, opts, message) => {
    await expect(stockGenerateCommand('riverbend-mazda', opts)).rejects.toThrow(message);
    expect(existsSync(stockFile)).toBe(false);
  });

  it('--out writes elsewhere, with another profile when asked', async () => {
    const out = path.join(feeds, 'out.json');
    stderr = '';
    expect(await stockGenerateCommand('riverbend-mazda', { out, count: '25', profile: 'car-used-group' })).toBe(0);
    expect(stderr).toMatch(/out\.json: 25 cars \(25 used; 2 sold, 1 coming soon\) from profile car-used-group, seed 1, now 2026-11-20T00:00:00Z\n$/);
    expect(existsSync(out)).toBe(true);
    expect(existsSync(stockFile)).toBe(false);
  });
});
