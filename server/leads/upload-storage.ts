// Where a lead's uploaded files are kept once accepted, behind one small interface. multer always
// stages an upload on disk first (limits, type sniffing, mode 0600: server/leads/uploads.ts);
// `put` then keeps it:
// - DiskUploadStorage (no DATABASE_URL, the one-machine default): the staged file stays where it
//   is, ${DATA_DIR}/uploads/<tenant>/<32 hex>, and lead_files.stored_path is its path, as before;
// - DatabaseUploadStorage (DATABASE_URL): the bytes move into `upload_blobs` (bytea) and the staged
//   file is deleted; stored_path is "db:<key>", so any server can read the file to deliver the lead.
//   Paths recorded before (a file on one server's disk) are still read from disk.
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { LeadTables } from './lead-schema';
import { uploadDir } from './uploads';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An unnamed file younger than this may be an upload still being stored. */
export const ORPHAN_GRACE_MS = DAY_MS;

export interface UploadStorage {
  readonly kind: 'disk' | 'database';
  /** Keeps a verified upload staged on disk; returns what lead_files.stored_path records. */
  put(tenant: string, stagedPath: string): Promise<string>;
  /** A kept file's bytes; undefined when it is gone (purged, or on another server's disk). */
  get(tenant: string, ref: string): Promise<Buffer | undefined>;
  /** Deletes a kept file; a missing one is no error. */
  delete(tenant: string, ref: string): Promise<void>;
  /** Deletes files no upload row names (`named`: every stored_path of the tenant) once a day old; returns how many. */
  purgeOrphans(tenant: string, named: ReadonlySet<string>, now: Date): Promise<number>;
}

const DATABASE_PREFIX = 'db:';

async function unlinkIfPresent(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export class DiskUploadStorage implements UploadStorage {
  readonly kind = 'disk';
  constructor(private readonly dataDir: string) {}

  /** A path inside the tenant's own upload folder, whatever a row says; else undefined. */
  private inside(tenant: string, ref: string): string | undefined {
    const file = path.resolve(ref);
    return path.dirname(file) === path.resolve(uploadDir(this.dataDir, tenant)) ? file : undefined;
  }

  put(_tenant: string, stagedPath: string): Promise<string> {
    return Promise.resolve(stagedPath);
  }

  async get(tenant: string, ref: string): Promise<Buffer | undefined> {
    const file = this.inside(tenant, ref);
    if (!file) return undefined;
    return readFile(file).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  }

  async delete(tenant: string, ref: string): Promise<void> {
    const file = this.inside(tenant, ref);
    if (file) await unlinkIfPresent(file);
  }

  async purgeOrphans(tenant: string, named: ReadonlySet<string>, now: Date): Promise<number> {
    const dir = path.resolve(uploadDir(this.dataDir, tenant));
    const resolved = new Set([...named].map((p) => path.resolve(p)));
    const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
    let removed = 0;
    for (const name of entries) {
      const file = path.join(dir, name);
      if (resolved.has(file)) continue;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile() || now.getTime() - info.mtimeMs < ORPHAN_GRACE_MS) continue;
      await unlinkIfPresent(file);
      removed++;
    }
    return removed;
  }
}

export class DatabaseUploadStorage implements UploadStorage {
  readonly kind = 'database';
  private readonly disk: DiskUploadStorage;
  constructor(
    private readonly db: Kysely<LeadTables>,
    dataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.disk = new DiskUploadStorage(dataDir);
  }

  async put(tenant: string, stagedPath: string): Promise<string> {
    const key = path.basename(stagedPath);
    const data = await readFile(stagedPath);
    await this.db.insertInto('upload_blobs').values({ key, tenant, data, created_at: this.now().toISOString() }).execute();
    await unlinkIfPresent(stagedPath);
    return DATABASE_PREFIX + key;
  }

  /**
   * A file recorded on this server's disk (stored before the store was the database) copied into
   * the database: its new ref, or undefined when this server's disk does not hold it (another
   * server's file). Copying a file twice keeps one blob. The disk copy stays until `delete`.
   */
  async adopt(tenant: string, ref: string): Promise<string | undefined> {
    if (ref.startsWith(DATABASE_PREFIX)) return ref;
    const data = await this.disk.get(tenant, ref);
    if (!data) return undefined;
    const key = path.basename(ref);
    await this.db
      .insertInto('upload_blobs')
      .values({ key, tenant, data, created_at: this.now().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    return DATABASE_PREFIX + key;
  }

  async get(tenant: string, ref: string): Promise<Buffer | undefined> {
    if (!ref.startsWith(DATABASE_PREFIX)) return this.disk.get(tenant, ref);
    const row = await this.db
      .selectFrom('upload_blobs')
      .select('data')
      .where('tenant', '=', tenant)
      .where('key', '=', ref.slice(DATABASE_PREFIX.length))
      .executeTakeFirst();
    return row ? Buffer.from(row.data) : undefined;
  }

  async delete(tenant: string, ref: string): Promise<void> {
    if (!ref.startsWith(DATABASE_PREFIX)) return this.disk.delete(tenant, ref);
    await this.db.deleteFrom('upload_blobs').where('tenant', '=', tenant).where('key', '=', ref.slice(DATABASE_PREFIX.length)).execute();
  }

  /** Staged files left on this server's disk (an interrupted upload), and blobs no row names. */
  async purgeOrphans(tenant: string, named: ReadonlySet<string>, now: Date): Promise<number> {
    let removed = await this.disk.purgeOrphans(tenant, named, now);
    const rows = await this.db
      .selectFrom('upload_blobs')
      .select('key')
      .where('tenant', '=', tenant)
      .where('created_at', '<', new Date(now.getTime() - ORPHAN_GRACE_MS).toISOString())
      .execute();
    for (const { key } of rows) {
      if (named.has(DATABASE_PREFIX + key)) continue;
      await this.db.deleteFrom('upload_blobs').where('tenant', '=', tenant).where('key', '=', key).execute();
      removed++;
    }
    return removed;
  }
}
