// Car holds in garage.sqlite. A hold is `held` while its deposit is being paid (it expires after
// the site's hold time), `reserved` once paid, `released` when the payment failed or expired.
// A partial unique index lets only one live hold per car exist, so of two racing visitors one wins.
import { randomBytes } from 'node:crypto';
import type { GarageDatabase } from '../garage/garage-db';

export type HoldState = 'held' | 'reserved' | 'released';

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

interface HoldRow {
  id: string;
  tenant: string;
  car_id: string;
  state: HoldState;
  provider: string;
  payment_id: string | null;
  amount: number;
  currency: string;
  contact: string;
  lead_id: string | null;
  release_reason: string | null;
  created_at: number;
  expires_at: number;
}

const toHold = (r: HoldRow): Hold => ({
  id: r.id,
  tenant: r.tenant,
  carId: r.car_id,
  state: r.state,
  provider: r.provider,
  paymentId: r.payment_id,
  amount: r.amount,
  currency: r.currency,
  contact: JSON.parse(r.contact) as Record<string, unknown>,
  leadId: r.lead_id,
  releaseReason: r.release_reason,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

export interface NewHold {
  tenant: string;
  carId: string;
  provider: string;
  amount: number;
  currency: string;
  contact: Record<string, unknown>;
  holdMs: number;
}

export class HoldStore {
  constructor(
    private readonly db: GarageDatabase,
    readonly now: () => number = Date.now,
  ) {}

  /** The new hold, or null when the car already has a live one. */
  tryHold(input: NewHold): Hold | null {
    const now = this.now();
    const id = randomBytes(12).toString('base64url');
    const result = this.db
      .prepare(
        "INSERT OR IGNORE INTO holds (id, tenant, car_id, state, provider, amount, currency, contact, created_at, expires_at, updated_at) VALUES (?, ?, ?, 'held', ?, ?, ?, ?, ?, ?, ?)",
      )
      .run(id, input.tenant, input.carId, input.provider, input.amount, input.currency, JSON.stringify(input.contact), now, now + input.holdMs, now);
    return result.changes === 1 ? (this.get(input.tenant, id) ?? null) : null;
  }

  get(tenant: string, id: string): Hold | undefined {
    const row = this.db.prepare('SELECT * FROM holds WHERE tenant = ? AND id = ?').get(tenant, id) as HoldRow | undefined;
    return row && toHold(row);
  }

  byPayment(paymentId: string): Hold | undefined {
    const row = this.db.prepare('SELECT * FROM holds WHERE payment_id = ?').get(paymentId) as HoldRow | undefined;
    return row && toHold(row);
  }

  setPayment(id: string, paymentId: string): void {
    this.db.prepare('UPDATE holds SET payment_id = ?, updated_at = ? WHERE id = ?').run(paymentId, this.now(), id);
  }

  /** held -> reserved; false when the hold is no longer held (released or already reserved). */
  markReserved(id: string): boolean {
    return this.db.prepare("UPDATE holds SET state = 'reserved', updated_at = ? WHERE id = ? AND state = 'held'").run(this.now(), id).changes === 1;
  }

  setLead(id: string, leadId: string): void {
    this.db.prepare('UPDATE holds SET lead_id = ?, updated_at = ? WHERE id = ?').run(leadId, this.now(), id);
  }

  /** held -> released; false when it was not held. */
  release(id: string, reason: string): boolean {
    return (
      this.db.prepare("UPDATE holds SET state = 'released', release_reason = ?, updated_at = ? WHERE id = ? AND state = 'held'").run(reason, this.now(), id)
        .changes === 1
    );
  }

  /** Releases the tenant's holds whose time ran out; returns the car ids set free. */
  releaseExpired(tenant: string): string[] {
    const now = this.now();
    return this.db.transaction(() => {
      const rows = this.db.prepare("SELECT id, car_id FROM holds WHERE tenant = ? AND state = 'held' AND expires_at <= ?").all(tenant, now) as {
        id: string;
        car_id: string;
      }[];
      const release = this.db.prepare("UPDATE holds SET state = 'released', release_reason = 'expired', updated_at = ? WHERE id = ? AND state = 'held'");
      for (const r of rows) release.run(now, r.id);
      return rows.map((r) => r.car_id);
    })();
  }

  /** Car ids of the tenant that are held or reserved right now. */
  liveCarIds(tenant: string): Set<string> {
    const rows = this.db
      .prepare("SELECT car_id FROM holds WHERE tenant = ? AND (state = 'reserved' OR (state = 'held' AND expires_at > ?))")
      .all(tenant, this.now()) as { car_id: string }[];
    return new Set(rows.map((r) => r.car_id));
  }
}
