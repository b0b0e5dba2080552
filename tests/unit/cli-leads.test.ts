// builder-cli leads pages past 1,000 leads and says when its output is truncated.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadStore } from '../../server/leads/lead-store';
import { runCli, type CliResult } from './cli-run';

const TOTAL = 1203;
let dataDir: string;
const out: Record<string, CliResult> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cli-leads-'));
  const store = await LeadStore.open(dataDir);
  for (let i = 0; i < TOTAL; i++)
    await store.createLead({
      id: `L${String(i).padStart(5, '0')}`,
      tenant: 'acme',
      form: 'enquiry',
      status: 'Complete',
      payload: { name: `Lead ${i}` },
      destinations: [],
    });
  await store.createLead({ id: 'OTHER', tenant: 'other', form: 'enquiry', status: 'Complete', payload: { name: 'Not acme' }, destinations: [] });
  await store.close();
  // The command only checks that the tenant folder exists.
  mkdirSync(path.join(dataDir, 'tenants', 'acme'), { recursive: true });
  writeFileSync(path.join(dataDir, 'tenants', 'acme', 'site.json'), '{}');
  const env = { DATA_DIR: dataDir, TENANTS_DIR: path.join(dataDir, 'tenants') };
  const runs = {
    page1: ['leads', 'acme', '--format', 'json'],
    page2: ['leads', 'acme', '--format', 'json', '--page', '2'],
    page3: ['leads', 'acme', '--format', 'json', '--page', '3'],
    small: ['leads', 'acme', '--limit', '600', '--page', '2'],
    badPage: ['leads', 'acme', '--page', '0'],
  };
  await Promise.all(Object.entries(runs).map(async ([name, args]) => (out[name] = await runCli(args, { env }))));
}, 120_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ids = (r: CliResult) => (JSON.parse(r.stdout) as { id: string }[]).map((l) => l.id);

describe('builder-cli leads paging', () => {
  it('the first page holds 1,000 leads and says more follow', () => {
    expect(ids(out.page1!)).toHaveLength(1000);
    expect(out.page1!.stderr).toBe('Output truncated: showing leads 1-1000, newest first; more with --page 2.\n');
  });

  it('the second page holds the remaining 203, with no truncation note, and together they list every lead of the tenant once', () => {
    expect(ids(out.page2!)).toHaveLength(TOTAL - 1000);
    expect(out.page2!.stderr).toBe('');
    const all = new Set([...ids(out.page1!), ...ids(out.page2!)]);
    expect(all.size).toBe(TOTAL);
    expect(all.has('OTHER')).toBe(false);
  });

  it('a page past the end is empty and says how many there are', () => {
    expect(ids(out.page3!)).toEqual([]);
    expect(out.page3!.stderr).toBe(`No leads on page 3: there are ${TOTAL}.\n`);
  });

  it('--limit sets the page size (text output)', () => {
    expect(out.small!.code).toBe(0);
    expect(out.small!.stdout.trim().split('\n')).toHaveLength(1 + 600);
    expect(out.small!.stderr).toBe('Output truncated: showing leads 601-1200, newest first; more with --page 3.\n');
  });

  it('--page 0 is a usage error', () => {
    expect(out.badPage).toMatchObject({ code: 2, stderr: 'builder-cli: --page must be a positive whole number, not "0"\n' });
  });
});
