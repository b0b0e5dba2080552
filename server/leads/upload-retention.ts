// The retention purge behind `builder-cli uploads purge [slug]`: deletes uploads older than the
// retention period (the lead and its file rows stay, marked purged) and files no lead names (a
// rejected or interrupted upload) once they are a day old, through the store's upload storage
// (disk, or the database with DATABASE_URL: server/leads/upload-storage.ts).
import type { LeadStore } from './lead-store';

export { ORPHAN_GRACE_MS } from './upload-storage';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  tenant: string;
  /** Expired uploads deleted. */
  files: number;
  bytes: number;
  /** Files no lead names, deleted. */
  orphans: number;
}

export async function purgeExpiredUploads(store: LeadStore, tenant: string, retentionDays: number, now = new Date()): Promise<PurgeResult> {
  const result: PurgeResult = { tenant, files: 0, bytes: 0, orphans: 0 };
  for (const file of await store.expiredFiles(tenant, new Date(now.getTime() - retentionDays * DAY_MS))) {
    await store.uploads.delete(tenant, file.storedPath);
    await store.markFilePurged(tenant, file.id, now);
    result.files++;
    result.bytes += file.size;
  }
  result.orphans = await store.uploads.purgeOrphans(tenant, await store.storedPaths(tenant), now);
  return result;
}
