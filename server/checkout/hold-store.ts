// Car holds and reservations in the garage store (garage.sqlite, or the PostgreSQL every server
// shares). A hold is `held` while its deposit is being paid (it expires after the site's hold
// time), `reserved` once paid, `released` when the payment failed or expired. The partial unique
// index holds_one_per_car lets only one live hold per car exist, so of two racing visitors (on one
// server or two) exactly one wins.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { GarageTables, HoldState } from '../garage/garage-schema';
import type { Store } from '../store/database';

export type { HoldState };

export interface Hold {
  id: string;
  tenant: string;
  carId: string;
  state: HoldState;
  provider: string;
  paymentId: string | null;
  amount: number;
  currency: string;
  contact: Record<string, unknown>;
  leadId: string | null;
  releaseReason: string | null;
  createdAt: number;
  expiresAt: number;
}

/** A live hold as `builder-cli checkout holds` lists it. */
export interface LiveHold {
  id: string;
  carId: string;
  state: 'held' | 'reserved';
  provider: string;
  email: string | null;
  client: string | null;
  createdAt: number;
  expiresAt: number;
}

type HoldRow = GarageTables['holds'];

const toHold = (r: HoldRow): Hold => ({
  id: r.id,
  tenant: r.tenant,
  carId: r.car_id,
  state: r.state,
  provider: r.provider,
  paymentId: r.payment_id,
  amount: Number(r.amount),
  currency: r.currency,
  contact: JSON.parse(r.contact) as Record<string, unknown>,
  leadId: r.lead_id,
  releaseReason: r.release_reason,
  createdAt: Number(r.created_at),
  expiresAt: Number(r.expires_at),
});

export interface NewHold {
  tenant: string;
  carId: string;
  provider: string;
  amount: number;
  currency: string;
  contact: Record<string, unknown>;
  holdMs: number;
  /** The client address (req.ip) and normalised email: each may have one live `held` hold per site. */
  client?: string;
  email?: string;
}

export class HoldStore {
  private readonly db: Kysely<GarageTables>;

  constructor(
    store: Store<GarageTables>,
    readonly now: () => number = Date.now,
  ) {
    this.db = store.db;
  }

  /** The new hold, or null when the car already has a live one. */
  async tryHold(input: NewHold): Promise<Hold | null> {
    const now = this.now();
    const row: HoldRow = {
      id: randomBytes(12).toString('base64url'),
      tenant: input.tenant,
      car_id: input.carId,
      state: 'held',
      provider: input.provider,
      payment_id: null,
      amount: input.amount,
      currency: input.currency,
      contact: JSON.stringify(input.contact),
      lead_id: null,
      release_reason: null,
      created_at: now,
      expires_at: now + input.holdMs,
      updated_at: now,
      client: input.client ?? null,
      email: input.email ?? null,
    };
    // A new random id can only meet holds_one_per_car (a live hold on the car), or holds_one_per_client
    // or holds_one_per_email (this visitor already holds a car): heldBy tells which.
    const inserted = await this.db
      .insertInto('holds')
      .values(row)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? toHold(row) : null;
  }

  async get(tenant: string, id: string): Promise<Hold | undefined> {
    const row = await this.db.selectFrom('holds').selectAll().where('tenant', '=', tenant).where('id', '=', id).executeTakeFirst();
    return row && toHold(row);
  }

  async byPayment(paymentId: string): Promise<Hold | undefined> {
    const row = await this.db.selectFrom('holds').selectAll().where('payment_id', '=', paymentId).executeTakeFirst();
    return row && toHold(row);
  }

  async setPayment(id: string, paymentId: string): Promise<void> {
    await this.db.updateTable('holds').set({ payment_id: paymentId, updated_at: this.now() }).where('id', '=', id).execute();
  }

  /** held -> reserved; false when the hold is no longer held (released or already reserved). */
  async markReserved(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('holds')
      .set({ state: 'reserved', updated_at: this.now() })
      .where('id', '=', id)
      .where('state', '=', 'held')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async setLead(id: string, leadId: string): Promise<void> {
    await this.db.updateTable('holds').set({ lead_id: leadId, updated_at: this.now() }).where('id', '=', id).execute();
  }

  /** held -> released; false when it was not held. */
  async release(id: string, reason: string): Promise<boolean> {
    const result = await this.db
      .updateTable('holds')
      .set({ state: 'released', release_reason: reason, updated_at: this.now() })
      .where('id', '=', id)
      .where('state', '=', 'held')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The unexpired `held` hold of this client address or email on the site, if any. */
  async heldBy(tenant: string, who: { client?: string; email?: string }): Promise<Hold | undefined> {
    const { client, email } = who;
    if (!client && !email) return undefined;
    const row = await this.db
      .selectFrom('holds')
      .selectAll()
      .where('tenant', '=', tenant)
      .where('state', '=', 'held')
      .where('expires_at', '>', this.now())
      .where((eb) => eb.or([...(client ? [eb('client', '=', client)] : []), ...(email ? [eb('email', '=', email)] : [])]))
      .executeTakeFirst();
    return row && toHold(row);
  }

  /** A held hold that has not run out lasts until `until` (when that is later); false when it is no longer held. */
  async extend(id: string, until: number): Promise<boolean> {
    const now = this.now();
    const result = await this.db
      .updateTable('holds')
      .set({ expires_at: until, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'held')
      .where('expires_at', '>', now)
      .where('expires_at', '<', until)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The site's live holds (held and not run out, or reserved), oldest first. */
  async live(tenant: string): Promise<LiveHold[]> {
    const rows = await this.db
      .selectFrom('holds')
      .select(['id', 'car_id', 'state', 'provider', 'email', 'client', 'created_at', 'expires_at'])
      .where('tenant', '=', tenant)
      .where((eb) => eb.or([eb('state', '=', 'reserved'), eb.and([eb('state', '=', 'held'), eb('expires_at', '>', this.now())])]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      carId: r.car_id,
      state: r.state === 'reserved' ? 'reserved' : 'held',
      provider: r.provider,
      email: r.email,
      client: r.client,
      createdAt: Number(r.created_at),
      expiresAt: Number(r.expires_at),
    }));
  }

  /** Live holds of every site by tenant and state, for /metrics (read from the store every server shares). */
  async liveCounts(): Promise<{ tenant: string; state: 'held' | 'reserved'; count: number }[]> {
    const rows = await this.db
      .selectFrom('holds')
      .select(['tenant', 'state', (eb) => eb.fn.countAll<number | string | bigint>().as('n')])
      .where((eb) => eb.or([eb('state', '=', 'reserved'), eb.and([eb('state', '=', 'held'), eb('expires_at', '>', this.now())])]))
      .groupBy(['tenant', 'state'])
      .execute();
    return rows.map((r) => ({ tenant: r.tenant, state: r.state === 'reserved' ? 'reserved' : 'held', count: Number(r.n) }));
  }

  /** Releases the tenant's holds whose time ran out; returns the car ids this call set free. */
  async releaseExpired(tenant: string): Promise<string[]> {
    const now = this.now();
    // One statement: only the rows this update changed come back, so of two servers releasing at once each reports its own.
    const rows = await this.db
      .updateTable('holds')
      .set({ state: 'released', release_reason: 'expired', updated_at: now })
      .where('tenant', '=', tenant)
      .where('state', '=', 'held')
      .where('expires_at', '<=', now)
      .returning('car_id')
      .execute();
    return rows.map((r) => r.car_id);
  }

  /** Car ids of the tenant that are held or reserved right now. */
  async liveCarIds(tenant: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('holds')
      .select('car_id')
      .where('tenant', '=', tenant)
      .where((eb) => eb.or([eb('state', '=', 'reserved'), eb.and([eb('state', '=', 'held'), eb('expires_at', '>', this.now())])]))
      .execute();
    return new Set(rows.map((r) => r.car_id));
  }
}
