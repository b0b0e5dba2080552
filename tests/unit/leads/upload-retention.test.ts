// Upload quotas and the retention purge, through the pure quota rule, a real SQLite store with
// real files in a temp folder, and `builder-cli uploads purge` itself (issue 10 item 7).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LeadStore } from '../../../server/leads/lead-store';
import { uploadQuotaProblem } from '../../../server/leads/upload-quota';
import { ORPHAN_GRACE_MS, purgeExpiredUploads } from '../../../server/leads/upload-retention';
import { uploadDir } from '../../../server/leads/uploads';
import { repoRoot } from '../../helpers/tenants';

const MB = 1024 * 1024;
const DAY = 24 * 60 * 60 * 1000;

describe('uploadQuotaProblem', () => {
  const quota = { leadMaxBytes: 20 * MB, tenantMaxBytes: 100 * MB };
  it.each<[string, { incoming: number; lead: number; tenant: number }, boolean]>([
    ['no files always fit', { incoming: 0, lead: 30 * MB, tenant: 200 * MB }, true],
    ['exactly the lead quota fits', { incoming: 5 * MB, lead: 15 * MB, tenant: 0 }, true],
    ['one byte over the lead quota is refused', { incoming: 5 * MB + 1, lead: 15 * MB, tenant: 0 }, false],
    ['exactly the tenant quota fits', { incoming: MB, lead: 0, tenant: 99 * MB }, true],
    ['one byte over the tenant quota is refused', { incoming: MB + 1, lead: 0, tenant: 99 * MB }, false],
  ])('%s', (_, usage, fits) => expect(uploadQuotaProblem(usage, quota) === undefined).toBe(fits));
});

let dir: string;
let store: LeadStore;
const now = new Date('2026-06-01T00:00:00Z');

async function storeLeadWithFile(tenant: string, createdAt: Date, bytes: number): Promise<string> {
  const folder = uploadDir(dir, tenant);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `f${Math.random().toString(16).slice(2)}`);
  writeFileSync(file, Buffer.alloc(bytes, 1));
  await store.createLead({
    id: `L${Math.random().toString(36).slice(2)}`,
    tenant,
    form: 'enquiry',
    status: 'Complete',
    payload: {},
    destinations: [],
    files: [{ field: 'photo', storedPath: file, originalName: 'a.jpg', mime: 'image/jpeg', size: bytes }],
    now: createdAt,
  });
  return file;
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'uploads-purge-'));
  store = await LeadStore.open(dir);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('purgeExpiredUploads', () => {
  it('deletes uploads older than the retention period, keeps newer ones, and frees their quota', async () => {
    const old = await storeLeadWithFile('acme', new Date(now.getTime() - 91 * DAY), 100);
    const boundary = await storeLeadWithFile('acme', new Date(now.getTime() - 90 * DAY), 10);
    const fresh = await storeLeadWithFile('acme', new Date(now.getTime() - DAY), 1);
    const other = await storeLeadWithFile('other', new Date(now.getTime() - 400 * DAY), 1000);
    expect(await store.uploadedBytes('acme')).toBe(111);

    const result = await purgeExpiredUploads(store, 'acme', 90, now);
    expect(result).toMatchObject({ tenant: 'acme', files: 1, bytes: 100 });
    expect(existsSync(old)).toBe(false);
    expect(existsSync(boundary)).toBe(true); // exactly 90 days old is not older than 90 days
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(other)).toBe(true); // another tenant is not touched
    expect(await store.uploadedBytes('acme')).toBe(11);
    expect((await purgeExpiredUploads(store, 'acme', 90, now)).files).toBe(0); // nothing twice
  });

  it('removes files no lead names once they are older than a day', async () => {
    const folder = uploadDir(dir, 'acme');
    mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, 'stale');
    const recent = path.join(folder, 'recent');
    writeFileSync(stale, 'x');
    writeFileSync(recent, 'x');
    const staleTime = (now.getTime() - ORPHAN_GRACE_MS - 1000) / 1000;
    utimesSync(stale, staleTime, staleTime);
    const recentTime = (now.getTime() - ORPHAN_GRACE_MS + 60_000) / 1000;
    utimesSync(recent, recentTime, recentTime);
    const kept = await storeLeadWithFile('acme', now, 5);
    utimesSync(kept, staleTime, staleTime);

    expect((await purgeExpiredUploads(store, 'acme', 90, now)).orphans).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(kept)).toBe(true);
  });
});

describe('builder-cli uploads purge', () => {
  function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['builder-cli/bin.js', ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
      child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  }

  // Three builder-cli children, each compiling its TypeScript on start: seconds apiece on a busy machine.
  it('purges every tenant with UPLOAD_RETENTION_DAYS, or one tenant, and refuses bad options with exit 2', async () => {
    const a = await storeLeadWithFile('acme', new Date(Date.now() - 10 * DAY), 100);
    const b = await storeLeadWithFile('other', new Date(Date.now() - 10 * DAY), 100);
    const c = await storeLeadWithFile('other', new Date(Date.now() - 2 * DAY), 100);
    await store.close();

    const one = await cli(['uploads', 'purge', 'acme', '--data-dir', dir, '--days', '5']);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toContain('acme: 1 upload older than 5 days deleted');
    expect(existsSync(a)).toBe(false);
    expect(existsSync(b)).toBe(true);

    const all = await cli(['uploads', 'purge'], { DATA_DIR: dir, UPLOAD_RETENTION_DAYS: '7' });
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain('other: 1 upload older than 7 days deleted');
    expect(existsSync(b)).toBe(false);
    expect(existsSync(c)).toBe(true);

    const bad = await cli(['uploads', 'purge', '--data-dir', dir, '--days', 'soon']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--days must be a whole number');
    store = await LeadStore.open(dir);
  }, 120_000);
});
