// Uploads a server stored on its own disk (DATA_DIR/uploads/<tenant>/) before its store was the
// database have rows naming that disk path, so only that server could deliver their leads. At
// start with DATABASE_URL each server copies the files its disk holds, for leads not yet
// delivered everywhere, into upload_blobs, points their rows at the blob, then deletes the disk
// copy: from then on any server delivers them. Running it again (a restart, a second server)
// finds nothing left to move; a crash half-way leaves a blob the next run reuses, or a disk file
// no row names, which the orphan purge removes after a day.
import { sql } from 'kysely';
import { log } from '../log';
import type { LeadStore } from './lead-store';
import { DatabaseUploadStorage } from './upload-storage';

/** How many files this server moved into the database. */
export async function moveDiskUploads(store: LeadStore): Promise<number> {
  const storage = store.uploads;
  if (!(storage instanceof DatabaseUploadStorage)) return 0;
  const db = store.store.db;
  // Not delivered: no delivery row yet (an incomplete lead) or one not delivered (pending or dead, which can be resent).
  const rows = await db
    .selectFrom('lead_files as f')
    .select(['f.id', 'f.tenant', 'f.stored_path'])
    .where('f.purged_at', 'is', null)
    .where('f.stored_path', 'not like', 'db:%')
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(
            eb
              .selectFrom('deliveries as d')
              .select(sql`1`.as('one'))
              .whereRef('d.lead_id', '=', 'f.lead_id'),
          ),
        ),
        eb.exists(
          eb
            .selectFrom('deliveries as d')
            .select(sql`1`.as('one'))
            .whereRef('d.lead_id', '=', 'f.lead_id')
            .where('d.state', '<>', 'delivered'),
        ),
      ]),
    )
    .orderBy('f.id')
    .execute();
  let moved = 0;
  for (const row of rows) {
    try {
      const ref = await storage.adopt(row.tenant, row.stored_path);
      if (!ref) continue;
      const updated = await db
        .updateTable('lead_files')
        .set({ stored_path: ref })
        .where('id', '=', row.id)
        .where('stored_path', '=', row.stored_path)
        .executeTakeFirst();
      await storage.delete(row.tenant, row.stored_path);
      if (Number(updated.numUpdatedRows) === 1) moved++;
    } catch (error) {
      // An unreadable file stays where it is (its server still delivers it); the next start tries again.
      log.warn({ err: error, tenant: row.tenant, file: row.stored_path }, 'could not move an upload into the database');
    }
  }
  if (moved) log.info({ files: moved }, 'uploads stored on this server’s disk moved into the database');
  return moved;
}
