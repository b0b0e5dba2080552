// The rows of a lead's uploaded files (lead_files): written with the lead, read for delivery, and
// marked purged by the retention purge. One layer of LeadStore (lead-store.ts), over the routes'.
import { sql, type Kysely } from 'kysely';
import type { LeadTables } from './lead-schema';
import { LeadRouteRows } from './lead-routes';

export interface StoredFile {
  id: number;
  leadId: string;
  field: string;
  storedPath: string;
  originalName: string;
  mime: string;
  size: number;
  /** When the retention purge deleted the file's bytes (absent while they are kept). */
  purgedAt?: string;
}

export type NewFile = Omit<StoredFile, 'id' | 'leadId' | 'purgedAt'>;

type FileRow = Omit<LeadTables['lead_files'], 'id'> & { id: number };

const toFile = (r: FileRow): StoredFile => ({
  id: r.id,
  leadId: r.lead_id,
  field: r.field,
  storedPath: r.stored_path,
  originalName: r.original_name,
  mime: r.mime,
  size: r.size,
  ...(r.purged_at ? { purgedAt: r.purged_at } : {}),
});

export async function insertFiles(db: Kysely<LeadTables>, tenant: string, leadId: string, files: readonly NewFile[], now: string): Promise<void> {
  if (!files.length) return;
  await db
    .insertInto('lead_files')
    .values(
      files.map((f) => ({
        lead_id: leadId,
        tenant,
        field: f.field,
        stored_path: f.storedPath,
        original_name: f.originalName,
        mime: f.mime,
        size: f.size,
        created_at: now,
        purged_at: null,
      })),
    )
    .execute();
}

export class LeadFileRows extends LeadRouteRows {
  async files(tenant: string, leadId: string): Promise<StoredFile[]> {
    const rows = await this.store.db.selectFrom('lead_files').selectAll().where('tenant', '=', tenant).where('lead_id', '=', leadId).orderBy('id').execute();
    return rows.map(toFile);
  }

  /** Bytes of a tenant's (or one lead's) uploads still kept. */
  async uploadedBytes(tenant: string, leadId?: string): Promise<number> {
    const row = await this.store.db
      .selectFrom('lead_files')
      .select(sql<number>`coalesce(sum(size), 0)`.as('bytes'))
      .where('tenant', '=', tenant)
      .where('purged_at', 'is', null)
      .$if(leadId !== undefined, (q) => q.where('lead_id', '=', leadId!))
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  /** A tenant's uploads stored before `before` and not purged yet. */
  async expiredFiles(tenant: string, before: Date): Promise<StoredFile[]> {
    const rows = await this.store.db
      .selectFrom('lead_files')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('created_at', '<', before.toISOString())
      .where('purged_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(toFile);
  }

  /** Records that an upload's file was deleted by the retention purge (the row stays: the lead says it had files). */
  async markFilePurged(tenant: string, id: number, now = new Date()): Promise<void> {
    await this.store.db.updateTable('lead_files').set({ purged_at: now.toISOString() }).where('tenant', '=', tenant).where('id', '=', id).execute();
  }

  /** Tenants that have ever stored an upload. */
  async tenantsWithFiles(): Promise<string[]> {
    return (await this.store.db.selectFrom('lead_files').select('tenant').distinct().execute()).map((r) => r.tenant);
  }

  /** Every stored path a tenant's upload rows name, purged or not. */
  async storedPaths(tenant: string): Promise<Set<string>> {
    const rows = await this.store.db.selectFrom('lead_files').select('stored_path').where('tenant', '=', tenant).execute();
    return new Set(rows.map((r) => r.stored_path));
  }
}
