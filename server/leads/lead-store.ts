// The lead store: one SQLite file, ${DATA_DIR}/leads.sqlite, in WAL mode with synchronous=FULL so a
// committed lead survives a power cut. Prepared statements, no ORM; every query names its tenant.
import type Database from 'better-sqlite3';
import { leadDatabasePath, openDatabase } from './lead-database';

export { leadDatabasePath } from './lead-database';

export type LeadStatus = 'Incomplete' | 'Complete';
export type DeliveryState = 'pending' | 'delivered' | 'dead';
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

export interface Delivery {
  id: number;
  leadId: string;
  tenant: string;
  /** Position of the destination in the site's leadDelivery list. */
  destination: number;
  kind: string;
  url: string;
  state: DeliveryState;
  attempts: number;
  /** ms since the epoch. */
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface StoredFile {
  id: number;
  leadId: string;
  field: string;
  storedPath: string;
  originalName: string;
  mime: string;
  size: number;
}

export interface NewDestination {
  kind: string;
  url: string;
}

export type NewFile = Omit<StoredFile, 'id' | 'leadId'>;

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
  files?: readonly NewFile[];
  now?: Date;
}

export interface UpdateLeadInput {
  tenant: string;
  id: string;
  status: LeadStatus;
  payload: LeadPayload;
  destinations: readonly NewDestination[];
  files?: readonly NewFile[];
  now?: Date;
}

export interface LeadWithDeliveries extends StoredLead {
  deliveries: Delivery[];
  files: StoredFile[];
}

interface LeadRow {
  id: string;
  tenant: string;
  form: string;
  status: LeadStatus;
  payload: string;
  created_at: string;
  updated_at: string;
}

interface DeliveryRow {
  id: number;
  lead_id: string;
  tenant: string;
  destination: number;
  kind: string;
  url: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: string | null;
}

interface FileRow {
  id: number;
  lead_id: string;
  field: string;
  stored_path: string;
  original_name: string;
  mime: string;
  size: number;
}

const toLead = (r: LeadRow): StoredLead => ({
  id: r.id,
  tenant: r.tenant,
  form: r.form,
  status: r.status,
  payload: JSON.parse(r.payload) as LeadPayload,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const toDelivery = (r: DeliveryRow): Delivery => ({
  id: r.id,
  leadId: r.lead_id,
  tenant: r.tenant,
  destination: r.destination,
  kind: r.kind,
  url: r.url,
  state: r.state,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  lastError: r.last_error,
  deliveredAt: r.delivered_at,
});

const toFile = (r: FileRow): StoredFile => ({
  id: r.id,
  leadId: r.lead_id,
  field: r.field,
  storedPath: r.stored_path,
  originalName: r.original_name,
  mime: r.mime,
  size: r.size,
});

export class LeadStore {
  private readonly db: Database.Database;
  private readonly q;

  private constructor(readonly file: string) {
    this.db = openDatabase(file);
    const db = this.db;
    this.q = {
      insertLead: db.prepare<[string, string, string, LeadStatus, string, string, string]>(
        'INSERT INTO leads (id, tenant, form, status, payload, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      updateLead: db.prepare<[LeadStatus, string, string, string, string]>(
        'UPDATE leads SET status = ?, payload = ?, updated_at = ? WHERE tenant = ? AND id = ?',
      ),
      lead: db.prepare<[string, string], LeadRow>('SELECT * FROM leads WHERE tenant = ? AND id = ?'),
      leads: db.prepare<[string, number], LeadRow>('SELECT * FROM leads WHERE tenant = ? ORDER BY created_at DESC, rowid DESC LIMIT ?'),
      failedLeads: db.prepare<[string, number], LeadRow>(
        `SELECT * FROM leads WHERE tenant = ? AND id IN (
           SELECT lead_id FROM deliveries WHERE tenant = leads.tenant AND (state = 'dead' OR (state = 'pending' AND attempts > 0))
         ) ORDER BY created_at DESC, rowid DESC LIMIT ?`,
      ),
      keyLead: db.prepare<[string, string], LeadRow & { fingerprint: string | null }>(
        'SELECT leads.*, k.fingerprint AS fingerprint FROM idempotency_keys k JOIN leads ON leads.id = k.lead_id AND leads.tenant = k.tenant WHERE k.tenant = ? AND k.key = ?',
      ),
      insertKey: db.prepare<[string, string, string, string | null, string]>(
        'INSERT INTO idempotency_keys (tenant, key, lead_id, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      insertFile: db.prepare<[string, string, string, string, string, string, number, string]>(
        'INSERT INTO lead_files (lead_id, tenant, field, stored_path, original_name, mime, size, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      files: db.prepare<[string, string], FileRow>('SELECT * FROM lead_files WHERE tenant = ? AND lead_id = ? ORDER BY id'),
      tenantBytes: db.prepare<[string], { bytes: number | null }>('SELECT SUM(size) AS bytes FROM lead_files WHERE tenant = ? AND purged_at IS NULL'),
      leadBytes: db.prepare<[string, string], { bytes: number | null }>(
        'SELECT SUM(size) AS bytes FROM lead_files WHERE tenant = ? AND lead_id = ? AND purged_at IS NULL',
      ),
      expiredFiles: db.prepare<[string, string], FileRow>('SELECT * FROM lead_files WHERE tenant = ? AND created_at < ? AND purged_at IS NULL ORDER BY id'),
      markPurged: db.prepare<[string, string, number]>('UPDATE lead_files SET purged_at = ? WHERE tenant = ? AND id = ?'),
      fileTenants: db.prepare<[], { tenant: string }>('SELECT DISTINCT tenant FROM lead_files'),
      storedPaths: db.prepare<[string], { stored_path: string }>('SELECT stored_path FROM lead_files WHERE tenant = ?'),
      forgetChallenges: db.prepare<[number]>('DELETE FROM used_challenges WHERE expires_at < ?'),
      useChallenge: db.prepare<[string, number]>('INSERT OR IGNORE INTO used_challenges (id, expires_at) VALUES (?, ?)'),
      insertDelivery: db.prepare<[string, string, number, string, string, number]>(
        `INSERT INTO deliveries (lead_id, tenant, destination, kind, url, state, attempts, next_attempt_at) VALUES (?, ?, ?, ?, ?, 'pending', 0, ?)`,
      ),
      deliveries: db.prepare<[string, string], DeliveryRow>('SELECT * FROM deliveries WHERE tenant = ? AND lead_id = ? ORDER BY destination'),
      delivery: db.prepare<[string, number], DeliveryRow>('SELECT * FROM deliveries WHERE tenant = ? AND id = ?'),
      dueTenants: db.prepare<[number], { tenant: string }>(`SELECT DISTINCT tenant FROM deliveries WHERE state = 'pending' AND next_attempt_at <= ?`),
      due: db.prepare<[string, number, number], DeliveryRow>(
        `SELECT * FROM deliveries WHERE tenant = ? AND state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
      ),
      nextDue: db.prepare<[], { at: number | null }>(`SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE state = 'pending'`),
      nextDueAfter: db.prepare<[number], { at: number | null }>(
        `SELECT MIN(next_attempt_at) AS at FROM deliveries WHERE state = 'pending' AND next_attempt_at > ?`,
      ),
      dueOfDestination: db.prepare<[string, number, number, number], DeliveryRow>(
        `SELECT * FROM deliveries WHERE tenant = ? AND destination = ? AND state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
      ),
      dueDestinations: db.prepare<[number], { tenant: string; destination: number }>(
        `SELECT DISTINCT tenant, destination FROM deliveries WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY tenant, destination`,
      ),
      lease: db.prepare<[number, string | null, string, number]>(
        `UPDATE deliveries SET next_attempt_at = ?, leased_by = ? WHERE tenant = ? AND id = ? AND state = 'pending'`,
      ),
      releaseLeases: db.prepare<[number, string]>(
        `UPDATE deliveries SET next_attempt_at = ?, leased_by = NULL WHERE state = 'pending' AND leased_by IS NOT NULL AND leased_by != ?`,
      ),
      delivered: db.prepare<[number, string, string, number]>(
        `UPDATE deliveries SET state = 'delivered', attempts = ?, last_error = NULL, delivered_at = ?, leased_by = NULL WHERE tenant = ? AND id = ?`,
      ),
      failed: db.prepare<[DeliveryState, number, number, string, string, number]>(
        'UPDATE deliveries SET state = ?, attempts = ?, next_attempt_at = ?, last_error = ?, leased_by = NULL WHERE tenant = ? AND id = ?',
      ),
      resendLead: db.prepare<[number, string, string]>(
        `UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE tenant = ? AND lead_id = ? AND state != 'delivered'`,
      ),
      resendFailed: db.prepare<[number, string]>(
        `UPDATE deliveries SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE tenant = ? AND (state = 'dead' OR (state = 'pending' AND attempts > 0))`,
      ),
    };
  }

  static open(dataDir: string): LeadStore {
    return new LeadStore(leadDatabasePath(dataDir));
  }

  /**
   * Inserts a lead with its idempotency key, files and delivery rows in one transaction. When
   * the tenant already has a lead for the key, nothing is written and that lead is returned.
   */
  createLead(input: CreateLeadInput): { lead: StoredLead; created: boolean; fingerprint: string | null } {
    const now = (input.now ?? new Date()).toISOString();
    const run = this.db.transaction((): { lead: StoredLead; created: boolean; fingerprint: string | null } => {
      if (input.idempotencyKey) {
        const existing = this.q.keyLead.get(input.tenant, input.idempotencyKey);
        if (existing) return { lead: toLead(existing), created: false, fingerprint: existing.fingerprint };
      }
      this.q.insertLead.run(input.id, input.tenant, input.form, input.status, JSON.stringify(input.payload), now, now);
      if (input.idempotencyKey) this.q.insertKey.run(input.tenant, input.idempotencyKey, input.id, input.fingerprint ?? null, now);
      this.insertFiles(input.tenant, input.id, input.files ?? [], now);
      if (input.status === 'Complete') this.insertDeliveries(input.tenant, input.id, input.destinations, Date.parse(now));
      return { lead: toLead(this.q.lead.get(input.tenant, input.id)!), created: true, fingerprint: input.fingerprint ?? null };
    });
    return run.immediate();
  }

  /**
   * Replaces a lead's payload and status. Delivery rows are created the first time the lead is
   * Complete; a later update never queues it twice. Returns undefined for another tenant's id.
   */
  updateLead(input: UpdateLeadInput): StoredLead | undefined {
    const now = (input.now ?? new Date()).toISOString();
    const run = this.db.transaction((): StoredLead | undefined => {
      const current = this.q.lead.get(input.tenant, input.id);
      if (!current) return undefined;
      const status: LeadStatus = current.status === 'Complete' ? 'Complete' : input.status;
      this.q.updateLead.run(status, JSON.stringify(input.payload), now, input.tenant, input.id);
      this.insertFiles(input.tenant, input.id, input.files ?? [], now);
      if (status === 'Complete' && this.q.deliveries.all(input.tenant, input.id).length === 0) {
        this.insertDeliveries(input.tenant, input.id, input.destinations, Date.parse(now));
      }
      return toLead(this.q.lead.get(input.tenant, input.id)!);
    });
    return run.immediate();
  }

  private insertFiles(tenant: string, leadId: string, files: readonly NewFile[], now: string): void {
    for (const f of files) this.q.insertFile.run(leadId, tenant, f.field, f.storedPath, f.originalName, f.mime, f.size, now);
  }

  private insertDeliveries(tenant: string, leadId: string, destinations: readonly NewDestination[], now: number): void {
    destinations.forEach((d, index) => this.q.insertDelivery.run(leadId, tenant, index, d.kind, d.url, now));
  }

  getLead(tenant: string, id: string): StoredLead | undefined {
    const row = this.q.lead.get(tenant, id);
    return row ? toLead(row) : undefined;
  }

  /** The lead a key created, with the fingerprint of the request that created it. */
  idempotentLead(tenant: string, key: string): { lead: StoredLead; fingerprint: string | null } | undefined {
    const row = this.q.keyLead.get(tenant, key);
    return row ? { lead: toLead(row), fingerprint: row.fingerprint } : undefined;
  }

  files(tenant: string, leadId: string): StoredFile[] {
    return this.q.files.all(tenant, leadId).map(toFile);
  }

  /** Bytes of a tenant's (or one lead's) uploads still on disk. */
  uploadedBytes(tenant: string, leadId?: string): number {
    return (leadId === undefined ? this.q.tenantBytes.get(tenant) : this.q.leadBytes.get(tenant, leadId))?.bytes ?? 0;
  }

  /** A tenant's uploads stored before `before` and not purged yet. */
  expiredFiles(tenant: string, before: Date): StoredFile[] {
    return this.q.expiredFiles.all(tenant, before.toISOString()).map(toFile);
  }

  /** Records that an upload's file was deleted by the retention purge (the row stays: the lead says it had files). */
  markFilePurged(tenant: string, id: number, now = new Date()): void {
    this.q.markPurged.run(now.toISOString(), tenant, id);
  }

  /** Tenants that have ever stored an upload. */
  tenantsWithFiles(): string[] {
    return this.q.fileTenants.all().map((r) => r.tenant);
  }

  /** Every stored path a tenant's upload rows name, purged or not. */
  storedPaths(tenant: string): Set<string> {
    return new Set(this.q.storedPaths.all(tenant).map((r) => r.stored_path));
  }

  /**
   * Marks a solved captcha challenge used until it expires; false when it already was (a replay).
   * Kept in the database so a restart does not make every solved challenge valid once more.
   */
  useChallenge(id: string, expiresAt: number, now: number): boolean {
    return this.db
      .transaction(() => {
        this.q.forgetChallenges.run(now);
        return this.q.useChallenge.run(id, expiresAt).changes === 1;
      })
      .immediate();
  }

  deliveries(tenant: string, leadId: string): Delivery[] {
    return this.q.deliveries.all(tenant, leadId).map(toDelivery);
  }

  delivery(tenant: string, id: number): Delivery | undefined {
    const row = this.q.delivery.get(tenant, id);
    return row ? toDelivery(row) : undefined;
  }

  /** Newest first; `failedOnly` keeps leads with a dead delivery or one that is being retried. */
  listLeads(tenant: string, options: { failedOnly?: boolean; limit?: number } = {}): LeadWithDeliveries[] {
    const limit = options.limit ?? 1000;
    const rows = options.failedOnly ? this.q.failedLeads.all(tenant, limit) : this.q.leads.all(tenant, limit);
    return rows.map((r) => ({ ...toLead(r), deliveries: this.deliveries(tenant, r.id), files: this.files(tenant, r.id) }));
  }

  /** Slugs of tenants with a pending delivery due by `now` (the outbox then works per tenant). */
  tenantsWithDueDeliveries(now: number): string[] {
    return this.q.dueTenants.all(now).map((r) => r.tenant);
  }

  /** When the next pending delivery is due (ms since the epoch), or undefined when none is pending. */
  nextDueAt(): number | undefined {
    return this.q.nextDue.get()?.at ?? undefined;
  }

  /** When the next pending delivery that is not yet due becomes due, or undefined. */
  nextDueAfter(now: number): number | undefined {
    return this.q.nextDueAfter.get(now)?.at ?? undefined;
  }

  /**
   * Due deliveries of a tenant, each leased until `now + leaseMs` so a crash mid-send retries it
   * after the lease instead of losing it, and a second worker does not send it at the same time.
   */
  claimDue(tenant: string, now: number, leaseMs: number, limit = 20, options: { destination?: number; owner?: string } = {}): Delivery[] {
    return this.db
      .transaction(() => {
        const rows =
          options.destination === undefined ? this.q.due.all(tenant, now, limit) : this.q.dueOfDestination.all(tenant, options.destination, now, limit);
        for (const r of rows) this.q.lease.run(now + leaseMs, options.owner ?? null, tenant, r.id);
        return rows.map(toDelivery);
      })
      .immediate();
  }

  /** The (tenant, destination) queues with a delivery due by `now`: the outbox works each on its own. */
  dueDestinations(now: number): { tenant: string; destination: number }[] {
    return this.q.dueDestinations.all(now);
  }

  /**
   * Makes deliveries leased by any other worker due at `now`. Called when a server starts: one
   * server owns a data folder, so such a lease belongs to a process that died mid-send, and its
   * deliveries are retried at once instead of when the lease runs out (at least once, never lost).
   */
  releaseLeases(owner: string, now: number): number {
    return this.q.releaseLeases.run(now, owner).changes;
  }

  markDelivered(tenant: string, id: number, attempts: number, now = new Date()): void {
    this.q.delivered.run(attempts, now.toISOString(), tenant, id);
  }

  /** Records a failed attempt: pending again at `nextAttemptAt`, or dead when that is null. */
  markFailed(tenant: string, id: number, attempts: number, error: string, nextAttemptAt: number | null): void {
    this.q.failed.run(nextAttemptAt === null ? 'dead' : 'pending', attempts, nextAttemptAt ?? 0, error.slice(0, 1000), tenant, id);
  }

  /**
   * Creates the delivery rows of a Complete lead that has none (it was stored while its site had
   * no destinations). Returns how many were queued.
   */
  queueDeliveries(tenant: string, leadId: string, destinations: readonly NewDestination[], now = Date.now()): number {
    return this.db
      .transaction(() => {
        const lead = this.q.lead.get(tenant, leadId);
        if (!lead || lead.status !== 'Complete' || this.q.deliveries.all(tenant, leadId).length > 0) return 0;
        this.insertDeliveries(tenant, leadId, destinations, now);
        return destinations.length;
      })
      .immediate();
  }

  /** Puts a lead's undelivered deliveries (or every failed one of the tenant) back to pending, due now. */
  resend(tenant: string, target: { leadId: string } | 'all-failed', now = Date.now()): number {
    const result = target === 'all-failed' ? this.q.resendFailed.run(now, tenant) : this.q.resendLead.run(now, tenant, target.leadId);
    return result.changes;
  }

  /** Pending deliveries and when the lead of the oldest one was stored (ms since the epoch), for /metrics. */
  outboxStats(): { depth: number; oldestCreatedAt: number | undefined } {
    const row = this.db
      .prepare("SELECT count(*) AS depth, min(l.created_at) AS oldest FROM deliveries d JOIN leads l ON l.id = d.lead_id WHERE d.state = 'pending'")
      .get() as { depth: number; oldest: string | null };
    return { depth: row.depth, oldestCreatedAt: row.oldest ? Date.parse(row.oldest) : undefined };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
