// The disk upload storage (no DATABASE_URL): files stay where multer staged them, only files
// inside the tenant's own folder are read or deleted, orphans go once a day old. Real files in a
// temp folder; the database storage is tested on PostgreSQL in scale-out-uploads.pg.test.ts.
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LeadStore } from '../../../server/leads/lead-store';
import { DiskUploadStorage, ORPHAN_GRACE_MS } from '../../../server/leads/upload-storage';
import { PII_FILE_MODE, uploadDir } from '../../../server/leads/uploads';

let dir: string;
let storage: DiskUploadStorage;
const staged = (tenant: string, name: string, bytes = Buffer.from('%PDF-1 bytes')) => {
  const folder = uploadDir(dir, tenant);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, name);
  writeFileSync(file, bytes, { mode: PII_FILE_MODE });
  return file;
};
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'upload-storage-'));
  storage = new DiskUploadStorage(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('DiskUploadStorage', () => {
  it('keeps a staged file where it is, 0600, and reads its bytes back', async () => {
    const file = staged('acme', 'a'.repeat(32), Buffer.from([1, 2, 3, 255]));
    expect(await storage.put('acme', file)).toBe(file);
    expect(statSync(file).mode & 0o777).toBe(PII_FILE_MODE);
    expect(await storage.get('acme', file)).toEqual(Buffer.from([1, 2, 3, 255]));
    await storage.delete('acme', file);
    expect(existsSync(file)).toBe(false);
    expect(await storage.get('acme', file)).toBeUndefined();
    await storage.delete('acme', file); // a missing file is no error
  });

  it('never reads or deletes outside the tenant’s own folder', async () => {
    const other = staged('other', 'b'.repeat(32));
    expect(await storage.get('acme', other)).toBeUndefined();
    await storage.delete('acme', other);
    expect(existsSync(other)).toBe(true);
  });

  it('purges unnamed files once a day old, keeps named and younger ones', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const old = (file: string) => {
      const t = new Date(now.getTime() - ORPHAN_GRACE_MS - 1000);
      utimesSync(file, t, t);
      return file;
    };
    const named = old(staged('acme', 'named'));
    const orphan = old(staged('acme', 'orphan'));
    const young = staged('acme', 'young');
    utimesSync(young, now, now);
    expect(await storage.purgeOrphans('acme', new Set([named]), now)).toBe(1);
    expect([existsSync(named), existsSync(orphan), existsSync(young)]).toEqual([true, false, true]);
  });

  it('is what LeadStore picks without DATABASE_URL', async () => {
    const store = await LeadStore.open({ dataDir: dir });
    try {
      expect(store.uploads.kind).toBe('disk');
    } finally {
      await store.close();
    }
  });
});
