// The retention purge behind `builder-cli uploads purge [slug]`: deletes uploads older than the
// retention period (the lead and its file rows stay, marked purged) and files in a tenant's upload
// folder that no lead names (a rejected or interrupted upload) once they are a day old.
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { LeadStore } from './lead-store';
import { uploadDir } from './uploads';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An unnamed file younger than this may be an upload still being stored. */
export const ORPHAN_GRACE_MS = DAY_MS;

export interface PurgeResult {
  tenant: string;
  /** Expired uploads deleted. */
  files: number;
  bytes: number;
  /** Files no lead names, deleted. */
  orphans: number;
}

async function unlinkIfPresent(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}

export async function purgeExpiredUploads(store: LeadStore, dataDir: string, tenant: string, retentionDays: number, now = new Date()): Promise<PurgeResult> {
  const result: PurgeResult = { tenant, files: 0, bytes: 0, orphans: 0 };
  const dir = path.resolve(uploadDir(dataDir, tenant));
  for (const file of await store.expiredFiles(tenant, new Date(now.getTime() - retentionDays * DAY_MS))) {
    // Only ever inside the tenant's own upload folder, whatever a row says.
    if (path.dirname(path.resolve(file.storedPath)) === dir) await unlinkIfPresent(file.storedPath);
    await store.markFilePurged(tenant, file.id, now);
    result.files++;
    result.bytes += file.size;
  }
  const named = new Set([...(await store.storedPaths(tenant))].map((p) => path.resolve(p)));
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
  for (const name of entries) {
    const file = path.join(dir, name);
    if (named.has(file)) continue;
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < ORPHAN_GRACE_MS) continue;
    await unlinkIfPresent(file);
    result.orphans++;
  }
  return result;
}
