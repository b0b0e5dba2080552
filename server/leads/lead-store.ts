// The lead store: leads, idempotency keys, uploads' rows, used captcha challenges and delivery
// rows, through the Kysely query layer (server/store/database.ts) over DATA_DIR/leads.sqlite (WAL,
// synchronous=FULL: a committed lead survives a power cut) or the PostgreSQL of DATABASE_URL that
// every server shares. Every query names its tenant. Delivery rows and their leases:
// lead-deliveries.ts; routes: lead-routes.ts; uploads' rows: lead-file-rows.ts.
import { sql, type Kysely } from 'kysely';
import { openStore, storeConfig, writeTransaction, type Store, type StoreConfig } from '../store/database';
import { LEAD_AREA, type LeadTables } from './lead-schema';
import { insertDeliveries, type Delivery, type DeliveryState, type NewDestination } from './lead-deliveries';
import { insertRoute, type LeadRoute, type NewRoute } from './lead-routes';
import { LeadFileRows, insertFiles, type NewFile, type StoredFile } from './lead-file-rows';
import { DatabaseUploadStorage, DiskUploadStorage, type UploadStorage } from './upload-storage';

export { leadDatabasePath } from './lead-schema';
export type { Delivery, DeliveryState, NewDestination, NewRoute, NewFile, StoredFile };

export type LeadStatus = 'Incomplete' | 'Complete';
export type LeadPayload = Record<string, unknown>;

export interface StoredLead {
  id: string;
  tenant: string;
  form: string;
  status: LeadStatus;
  payload: LeadPayload;
  createdAt: string;
  updatedAt: string;
}

export interface CreateLeadInput {
  id: string;
  tenant: string;
  form: string;
  status: LeadStatus;
  payload: LeadPayload;
  idempotencyKey?: string;
  /** A digest of what the request sent, kept with the key (see idempotentLead). */
  fingerprint?: string;
  /** One delivery row per destination, created only for a Complete lead. */
  destinations: readonly NewDestination[];
  /** How lead-routing.json routed it (absent: the site's leadDelivery), stored with the deliveries. */
  route?: NewRoute;
  files?: readonly NewFile[];
  now?: Date;
}

export interface UpdateLeadInput {
  tenant: string;
  id: string;
  status: LeadStatus;
  payload: LeadPayload;
  destinations: readonly NewDestination[];
  route?: NewRoute;
  files?: readonly NewFile[];
  now?: Date;
}

export interface LeadWithDeliveries extends StoredLead {
  deliveries: Delivery[];
  files: StoredFile[];
  /** How lead-routing.json routed it; absent for a lead of the site's leadDelivery (or not routed yet). */
  route?: LeadRoute;
}

type LeadRow = LeadTables['leads'];
type Db = Kysely<LeadTables>;

const toLead = (r: LeadRow): StoredLead => ({
  id: r.id,
  tenant: r.tenant,
  form: r.form,
  status: r.status,
  payload: JSON.parse(r.payload) as LeadPayload,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A unique constraint refused the row (another server stored the same key first). */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

const leadRow = (db: Db, tenant: string, id: string) => db.selectFrom('leads').selectAll().where('tenant', '=', tenant).where('id', '=', id).executeTakeFirst();

const keyRow = (db: Db, tenant: string, key: string) =>
  db
    .selectFrom('idempotency_keys as k')
    .innerJoin('leads', (j) => j.onRef('leads.id', '=', 'k.lead_id').onRef('leads.tenant', '=', 'k.tenant'))
    .selectAll('leads')
    .select('k.fingerprint')
    .where('k.tenant', '=', tenant)
    .where('k.key', '=', key)
    .executeTakeFirst();

/** A Complete lead's delivery rows and, when a routing rule chose them, its route row: written together. */
async function queue(db: Db, tenant: string, leadId: string, destinations: readonly NewDestination[], route: NewRoute | undefined, now: number): Promise<void> {
  await insertDeliveries(db, tenant, leadId, destinations, now);
  if (route) await insertRoute(db, tenant, leadId, route);
}

export class LeadStore extends LeadFileRows {
  /** The SQLite file, or undefined when the store is PostgreSQL. */
  readonly file: string | undefined;
  /** Several servers share this store (PostgreSQL): a lease of another worker may belong to a live server. */
  readonly shared: boolean;
  /** Where uploaded files' bytes are kept: the database on PostgreSQL, else DATA_DIR/uploads/. */
  readonly uploads: UploadStorage;

  private constructor(store: Store<LeadTables>, dataDir: string) {
    super(store);
    this.file = store.file;
    this.shared = store.dialect === 'postgres';
    this.uploads = this.shared ? new DatabaseUploadStorage(store.db, dataDir) : new DiskUploadStorage(dataDir);
  }

  /** Opens (creating and migrating when needed) the store of a data folder, or DATABASE_URL's. */
  static async open(where: string | StoreConfig): Promise<LeadStore> {
    const config = typeof where === 'string' ? storeConfig(where) : where;
    return new LeadStore(await openStore<LeadTables>(LEAD_AREA, config), config.dataDir);
  }

  /**
   * Inserts a lead with its idempotency key, files and delivery rows in one transaction. When
   * the tenant already has a lead for the key, nothing is written and that lead is returned.
   */
  async createLead(input: CreateLeadInput): Promise<{ lead: StoredLead; created: boolean; fingerprint: string | null }> {
    const now = (input.now ?? new Date()).toISOString();
    const attempt = () =>
      writeTransaction(this.store, async (trx) => {
        if (input.idempotencyKey) {
          const existing = await keyRow(trx, input.tenant, input.idempotencyKey);
          if (existing) return { lead: toLead(existing), created: false, fingerprint: existing.fingerprint };
        }
        const row: LeadRow = {
          id: input.id,
          tenant: input.tenant,
          form: input.form,
          status: input.status,
          payload: JSON.stringify(input.payload),
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto('leads').values(row).execute();
        if (input.idempotencyKey) {
          await trx
            .insertInto('idempotency_keys')
            .values({ tenant: input.tenant, key: input.idempotencyKey, lead_id: input.id, fingerprint: input.fingerprint ?? null, created_at: now })
            .execute();
        }
        await insertFiles(trx, input.tenant, input.id, input.files ?? [], now);
        if (input.status === 'Complete') await queue(trx, input.tenant, input.id, input.destinations, input.route, Date.parse(now));
        return { lead: toLead(row), created: true, fingerprint: input.fingerprint ?? null };
      });
    try {
      return await attempt();
    } catch (error) {
      // Two servers took the same key at once: the loser's transaction rolled back; now it finds the winner's lead.
      if (input.idempotencyKey && isUniqueViolation(error)) return attempt();
      throw error;
    }
  }

  /**
   * Replaces a lead's payload and status. Delivery rows are created the first time the lead is
   * Complete; a later update never queues it twice. Returns undefined for another tenant's id.
   */
  async updateLead(input: UpdateLeadInput): Promise<StoredLead | undefined> {
    const now = (input.now ?? new Date()).toISOString();
    return writeTransaction(this.store, async (trx) => {
      const current = await trx
        .selectFrom('leads')
        .selectAll()
        .where('tenant', '=', input.tenant)
        .where('id', '=', input.id)
        .$if(this.shared, (q) => q.forUpdate())
        .executeTakeFirst();
      if (!current) return undefined;
      const status: LeadStatus = current.status === 'Complete' ? 'Complete' : input.status;
      const payload = JSON.stringify(input.payload);
      await trx.updateTable('leads').set({ status, payload, updated_at: now }).where('tenant', '=', input.tenant).where('id', '=', input.id).execute();
      await insertFiles(trx, input.tenant, input.id, input.files ?? [], now);
      if (status === 'Complete') {
        const queued = await trx.selectFrom('deliveries').select('id').where('tenant', '=', input.tenant).where('lead_id', '=', input.id).executeTakeFirst();
        const routed = await trx
          .selectFrom('lead_routes')
          .select('lead_id')
          .where('tenant', '=', input.tenant)
          .where('lead_id', '=', input.id)
          .executeTakeFirst();
        if (!queued && !routed) await queue(trx, input.tenant, input.id, input.destinations, input.route, Date.parse(now));
      }
      return toLead({ ...current, status, payload, updated_at: now });
    });
  }

  async getLead(tenant: string, id: string): Promise<StoredLead | undefined> {
    const row = await leadRow(this.store.db, tenant, id);
    return row ? toLead(row) : undefined;
  }

  /** The lead a key created, with the fingerprint of the request that created it. */
  async idempotentLead(tenant: string, key: string): Promise<{ lead: StoredLead; fingerprint: string | null } | undefined> {
    const row = await keyRow(this.store.db, tenant, key);
    return row ? { lead: toLead(row), fingerprint: row.fingerprint } : undefined;
  }

  /**
   * Marks a solved captcha challenge used until it expires; false when it already was (a replay,
   * on this server or another). Kept in the database so a restart does not make every solved
   * challenge valid once more.
   */
  async useChallenge(id: string, expiresAt: number, now: number): Promise<boolean> {
    return writeTransaction(this.store, async (trx) => {
      await trx.deleteFrom('used_challenges').where('expires_at', '<', now).execute();
      const result = await trx
        .insertInto('used_challenges')
        .values({ id, expires_at: expiresAt })
        .onConflict((c) => c.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    });
  }

  /** Newest first; `failedOnly` keeps leads with a dead delivery or one that is being retried. */
  async listLeads(tenant: string, options: { failedOnly?: boolean; limit?: number } = {}): Promise<LeadWithDeliveries[]> {
    const db = this.store.db;
    // Same-millisecond leads in the order they were stored: SQLite's rowid; PostgreSQL has none, the id decides.
    const tieBreak = this.shared ? sql`id` : sql`rowid`;
    const rows = await db
      .selectFrom('leads')
      .selectAll()
      .where('tenant', '=', tenant)
      .$if(options.failedOnly === true, (q) =>
        q.where('id', 'in', (sub) =>
          sub
            .selectFrom('deliveries')
            .select('lead_id')
            .where('tenant', '=', tenant)
            .where((e) => e.or([e('state', '=', 'dead'), e.and([e('state', '=', 'pending'), e('attempts', '>', 0)])])),
        ),
      )
      .orderBy('created_at', 'desc')
      .orderBy(tieBreak, 'desc')
      .limit(options.limit ?? 1000)
      .execute();
    return Promise.all(
      rows.map(async (r) => {
        const route = await this.route(tenant, r.id);
        return { ...toLead(r), deliveries: await this.deliveries(tenant, r.id), files: await this.files(tenant, r.id), ...(route ? { route } : {}) };
      }),
    );
  }

  /**
   * Creates the delivery rows of a Complete lead that has none (it was stored while its site had
   * no destinations). Returns how many were queued.
   */
  async queueDeliveries(tenant: string, leadId: string, destinations: readonly NewDestination[], now = Date.now(), route?: NewRoute): Promise<number> {
    return writeTransaction(this.store, async (trx) => {
      const lead = await leadRow(trx, tenant, leadId);
      if (!lead || lead.status !== 'Complete') return 0;
      if (await trx.selectFrom('deliveries').select('id').where('tenant', '=', tenant).where('lead_id', '=', leadId).executeTakeFirst()) return 0;
      if (await trx.selectFrom('lead_routes').select('lead_id').where('tenant', '=', tenant).where('lead_id', '=', leadId).executeTakeFirst()) return 0;
      await queue(trx, tenant, leadId, destinations, route, now);
      return destinations.length;
    });
  }

  async close(): Promise<void> {
    await this.store.close();
  }
}
