// The lead outbox's rows: one delivery per lead and destination, claimed by a worker with a lease
// (next_attempt_at moved past the send's timeout, leased_by naming the worker). On PostgreSQL the
// claim skips rows another server is claiming at that moment (FOR UPDATE SKIP LOCKED), so three
// servers draining one outbox send each delivery once; a worker killed mid-send leaves its lease,
// which runs out, and another worker sends again (same Idempotency-Key: at least once).
import type { Kysely } from 'kysely';
import type { Store } from '../store/database';
import type { LeadTables } from './lead-schema';

export type DeliveryState = 'pending' | 'delivered' | 'dead';

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
  /** The lead-routing.json rule it belongs to; null: the site's leadDelivery. */
  rule: string | null;
}

export interface NewDestination {
  kind: string;
  url: string;
  /** The routing rule (absent: the site's leadDelivery list). */
  rule?: string;
  /** Position in the rule's destinations (default: position in the list given); -1 is the rule's escalation mail. */
  destination?: number;
}

type DeliveryRow = Omit<LeadTables['deliveries'], 'id'> & { id: number };
type Db = Kysely<LeadTables>;

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
  rule: r.rule,
});

export async function insertDeliveries(db: Db, tenant: string, leadId: string, destinations: readonly NewDestination[], now: number): Promise<void> {
  if (!destinations.length) return;
  await db
    .insertInto('deliveries')
    .values(
      destinations.map((d, index) => ({
        lead_id: leadId,
        tenant,
        destination: d.destination ?? index,
        rule: d.rule ?? null,
        kind: d.kind,
        url: d.url,
        state: 'pending' as const,
        attempts: 0,
        next_attempt_at: now,
      })),
    )
    .execute();
}

export class LeadDeliveries {
  constructor(readonly store: Store<LeadTables>) {}

  async deliveries(tenant: string, leadId: string): Promise<Delivery[]> {
    const rows = await this.store.db
      .selectFrom('deliveries')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('lead_id', '=', leadId)
      .orderBy('destination')
      .execute();
    return rows.map(toDelivery);
  }

  async delivery(tenant: string, id: number): Promise<Delivery | undefined> {
    const row = await this.store.db.selectFrom('deliveries').selectAll().where('tenant', '=', tenant).where('id', '=', id).executeTakeFirst();
    return row ? toDelivery(row) : undefined;
  }

  /** Slugs of tenants with a pending delivery due by `now`. */
  async tenantsWithDueDeliveries(now: number): Promise<string[]> {
    const rows = await this.store.db
      .selectFrom('deliveries')
      .select('tenant')
      .distinct()
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .execute();
    return rows.map((r) => r.tenant);
  }

  /** When the next pending delivery is due (ms since the epoch), or undefined when none is pending. */
  async nextDueAt(): Promise<number | undefined> {
    const row = await this.store.db
      .selectFrom('deliveries')
      .select((e) => e.fn.min('next_attempt_at').as('at'))
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return row?.at ?? undefined;
  }

  /** When the next pending delivery that is not yet due becomes due, or undefined. */
  async nextDueAfter(now: number): Promise<number | undefined> {
    const row = await this.store.db
      .selectFrom('deliveries')
      .select((e) => e.fn.min('next_attempt_at').as('at'))
      .where('state', '=', 'pending')
      .where('next_attempt_at', '>', now)
      .executeTakeFirst();
    return row?.at ?? undefined;
  }

  /** Pending deliveries and when the lead of the oldest one was stored (ms since the epoch), for /metrics. */
  async outboxStats(): Promise<{ depth: number; oldestCreatedAt: number | undefined }> {
    const row = await this.store.db
      .selectFrom('deliveries as d')
      .innerJoin('leads as l', 'l.id', 'd.lead_id')
      .select((e) => [e.fn.countAll<number>().as('depth'), e.fn.min('l.created_at').as('oldest')])
      .where('d.state', '=', 'pending')
      .executeTakeFirst();
    return { depth: Number(row?.depth ?? 0), oldestCreatedAt: row?.oldest ? Date.parse(row.oldest) : undefined };
  }

  /**
   * Due deliveries of a tenant, each leased until `now + leaseMs` so a crash mid-send retries it
   * after the lease instead of losing it, and no other worker (of this server or another) sends
   * it at the same time. One statement: the rows are picked and leased atomically.
   */
  async claimDue(
    tenant: string,
    now: number,
    leaseMs: number,
    limit = 20,
    options: { destination?: number; rule?: string | null; owner?: string } = {},
  ): Promise<Delivery[]> {
    const shared = this.store.dialect === 'postgres';
    // The pick is a MATERIALIZED CTE: evaluated once, so the claim leases at most `limit` rows. As
    // an `IN (subquery)` PostgreSQL may run the SKIP LOCKED pick again per row and lease more.
    const rows = await this.store.db
      .with(
        (cte) => cte('picked').materialized(),
        (db) =>
          db
            .selectFrom('deliveries')
            .select('id')
            .where('tenant', '=', tenant)
            .where('state', '=', 'pending')
            .where('next_attempt_at', '<=', now)
            .$if(options.destination !== undefined, (q) => q.where('destination', '=', options.destination!))
            .$if(options.rule !== undefined, (q) => (options.rule === null ? q.where('rule', 'is', null) : q.where('rule', '=', options.rule!)))
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit)
            .$if(shared, (q) => q.forUpdate().skipLocked()),
      )
      .updateTable('deliveries')
      .set({ next_attempt_at: now + leaseMs, leased_by: options.owner ?? null })
      .where('id', 'in', (eb) => eb.selectFrom('picked').select('picked.id'))
      // Re-checked on the locked row: a claim that committed meanwhile moved it out of reach.
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .returningAll()
      .execute();
    return rows.map(toDelivery).sort((a, b) => a.id - b.id);
  }

  /** The (tenant, rule, destination) queues with a delivery due by `now`: the outbox works each on its own. */
  async dueDestinations(now: number): Promise<{ tenant: string; rule: string | null; destination: number }[]> {
    return this.store.db
      .selectFrom('deliveries')
      .select(['tenant', 'rule', 'destination'])
      .distinct()
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('tenant')
      .orderBy('rule')
      .orderBy('destination')
      .execute();
  }

  /**
   * Makes deliveries leased by any other worker due at `now`. Only for a store one server owns
   * (SQLite in its data folder): there such a lease belongs to a process that died mid-send, and
   * its deliveries are retried at once instead of when the lease runs out. A shared store never
   * calls it: the other worker may be a live server.
   */
  async releaseLeases(owner: string, now: number): Promise<number> {
    const result = await this.store.db
      .updateTable('deliveries')
      .set({ next_attempt_at: now, leased_by: null })
      .where('state', '=', 'pending')
      .where('leased_by', 'is not', null)
      .where('leased_by', '!=', owner)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async markDelivered(tenant: string, id: number, attempts: number, now = new Date()): Promise<void> {
    await this.store.db
      .updateTable('deliveries')
      .set({ state: 'delivered', attempts, last_error: null, delivered_at: now.toISOString(), leased_by: null })
      .where('tenant', '=', tenant)
      .where('id', '=', id)
      .execute();
  }

  /** Records a failed attempt: pending again at `nextAttemptAt`, or dead when that is null. */
  async markFailed(tenant: string, id: number, attempts: number, error: string, nextAttemptAt: number | null): Promise<void> {
    await this.store.db
      .updateTable('deliveries')
      .set({
        state: nextAttemptAt === null ? 'dead' : 'pending',
        attempts,
        next_attempt_at: nextAttemptAt ?? 0,
        last_error: error.slice(0, 1000),
        leased_by: null,
      })
      .where('tenant', '=', tenant)
      .where('id', '=', id)
      .execute();
  }

  /** Puts a lead's undelivered deliveries (or every failed one of the tenant) back to pending, due now. */
  async resend(tenant: string, target: { leadId: string } | 'all-failed', now = Date.now()): Promise<number> {
    const result = await this.store.db
      .updateTable('deliveries')
      .set({ state: 'pending', attempts: 0, next_attempt_at: now })
      .where('tenant', '=', tenant)
      .$if(target === 'all-failed', (q) => q.where((e) => e.or([e('state', '=', 'dead'), e.and([e('state', '=', 'pending'), e('attempts', '>', 0)])])))
      .$if(target !== 'all-failed', (q) => q.where('lead_id', '=', (target as { leadId: string }).leadId).where('state', '!=', 'delivered'))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
