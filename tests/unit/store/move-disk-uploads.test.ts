// Uploads kept on one server's disk before its store was PostgreSQL: at start that server copies
// the files of leads not yet delivered into upload_blobs and points their rows there, so another
// server (another DATA_DIR) delivers them. Delivered leads' files and files on another server's
// disk stay; a second run moves nothing; a blob left by an interrupted run is reused.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLeadPipeline } from '../../../server/leads/lead-pipeline';
import { LeadStore, type NewFile } from '../../../server/leads/lead-store';
import { moveDiskUploads } from '../../../server/leads/move-disk-uploads';
import { DatabaseUploadStorage } from '../../../server/leads/upload-storage';
import { uploadDir } from '../../../server/leads/uploads';
import { freshDatabase } from '../../helpers/postgres';

const TENANT = 'acme';
const destinations = [{ kind: 'webhook', url: 'http://127.0.0.1:9/hook' }];

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'move-uploads-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A file as a server stored it on its disk before the database change: its row and bytes. */
function diskFile(dataDir: string, text: string): { file: NewFile; bytes: Buffer } {
  const dir = uploadDir(dataDir, TENANT);
  mkdirSync(dir, { recursive: true });
  const storedPath = path.join(dir, randomBytes(16).toString('hex'));
  const bytes = Buffer.from(text);
  writeFileSync(storedPath, bytes);
  return { file: { field: 'photo', storedPath, originalName: `${text}.jpg`, mime: 'image/jpeg', size: bytes.length }, bytes };
}

async function lead(store: LeadStore, id: string, file: NewFile, status: 'Complete' | 'Incomplete' = 'Complete'): Promise<void> {
  await store.createLead({ id, tenant: TENANT, form: 'enquiry', status, payload: { name: 'Jane' }, destinations, files: [file] });
}

const storedPath = async (store: LeadStore, id: string) => (await store.files(TENANT, id))[0]!.storedPath;

describe('moving disk uploads into the database at start', () => {
  it('moves the undelivered leads’ files this server holds, once; another server then reads them', async () => {
    const databaseUrl = await freshDatabase();
    const [dirA, dirB] = [path.join(root, 'a'), path.join(root, 'b')];
    const a = await LeadStore.open({ dataDir: dirA, databaseUrl });
    const b = await LeadStore.open({ dataDir: dirB, databaseUrl });
    try {
      const pending = diskFile(dirA, 'pending');
      const delivered = diskFile(dirA, 'delivered');
      const incomplete = diskFile(dirA, 'incomplete');
      const onB = diskFile(dirB, 'on-b');
      await lead(a, 'L-pending', pending.file);
      await lead(a, 'L-delivered', delivered.file);
      await lead(a, 'L-incomplete', incomplete.file, 'Incomplete');
      await lead(b, 'L-on-b', onB.file);
      for (const d of await a.deliveries(TENANT, 'L-delivered')) await a.markDelivered(TENANT, d.id, 1);
      // Before: only A's disk has A's files.
      expect(await b.uploads.get(TENANT, pending.file.storedPath)).toBeUndefined();
      // An earlier run stopped after copying the pending file's bytes: its blob is reused.
      const half = await (a.uploads as DatabaseUploadStorage).adopt(TENANT, pending.file.storedPath);

      expect(await moveDiskUploads(a)).toBe(2);
      const moved = await storedPath(a, 'L-pending');
      expect(moved).toBe(half);
      expect(await storedPath(a, 'L-incomplete')).toMatch(/^db:/);
      expect(existsSync(pending.file.storedPath)).toBe(false);
      expect(existsSync(incomplete.file.storedPath)).toBe(false);
      // Any server reads them now.
      expect(await b.uploads.get(TENANT, moved)).toEqual(pending.bytes);
      expect(await b.uploads.get(TENANT, await storedPath(b, 'L-incomplete'))).toEqual(incomplete.bytes);
      // A delivered lead's file and B's file stay on their disks.
      expect(await storedPath(a, 'L-delivered')).toBe(delivered.file.storedPath);
      expect(existsSync(delivered.file.storedPath)).toBe(true);
      expect(await storedPath(a, 'L-on-b')).toBe(onB.file.storedPath);
      const blobs = await a.store.db.selectFrom('upload_blobs').select('key').execute();
      expect(blobs).toHaveLength(2);

      expect(await moveDiskUploads(a)).toBe(0);
      expect(await moveDiskUploads(b)).toBe(1);
      expect(await a.uploads.get(TENANT, await storedPath(a, 'L-on-b'))).toEqual(onB.bytes);
      expect(await moveDiskUploads(b)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a server starting on the database (the lead pipeline) moves them', async () => {
    const databaseUrl = await freshDatabase();
    const dataDir = path.join(root, 'a');
    const before = await LeadStore.open({ dataDir, databaseUrl });
    const { file, bytes } = diskFile(dataDir, 'pending');
    await lead(before, 'L1', file);
    await before.close();
    const pipeline = await createLeadPipeline(() => undefined, { queue: () => Promise.resolve(true) }, { dataDir }, { DATABASE_URL: databaseUrl });
    try {
      const ref = await storedPath(pipeline.store, 'L1');
      expect(ref).toMatch(/^db:/);
      expect(existsSync(file.storedPath)).toBe(false);
      expect(await pipeline.store.uploads.get(TENANT, ref)).toEqual(bytes);
    } finally {
      await pipeline.close();
    }
  });

  it('without DATABASE_URL the disk is the store: nothing moves', async () => {
    const store = await LeadStore.open({ dataDir: root });
    try {
      const { file } = diskFile(root, 'kept');
      await lead(store, 'L1', file);
      expect(await moveDiskUploads(store)).toBe(0);
      expect(await storedPath(store, 'L1')).toBe(file.storedPath);
      expect(existsSync(file.storedPath)).toBe(true);
    } finally {
      await store.close();
    }
  });
});
