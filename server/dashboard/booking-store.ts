// Service and test-drive bookings in the garage store (garage.sqlite, or the PostgreSQL every
// server shares). The unique index bookings_one_per_slot on (tenant, kind, location, start) of the
// bookings not released makes a slot bookable once, however many requests (or server processes)
// race for it. Issue 25: a booking records who made it (client address, email), and one the
// dealer does not confirm in time is released (kept, with released_at), which frees its slot.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookingKind, GarageTables } from '../garage/garage-schema';
import type { Store } from '../store/database';

export type { BookingKind };

/** Who made a booking: the client address (req.ip) and the normalised email. */
export interface Booker {
  client?: string;
  email?: string;
}

export interface Booking {
  id: string;
  kind: BookingKind;
  location_id: string;
  start: string;
}

export class BookingStore {
  private readonly db: Kysely<GarageTables>;

  constructor(
    store: Store<GarageTables>,
    readonly now: () => number = Date.now,
  ) {
    this.db = store.db;
  }

  /** Start instants already booked at a location from `fromIso` on. */
  async booked(tenant: string, kind: BookingKind, locationId: string, fromIso: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('bookings')
      .select('start_at')
      .where('tenant', '=', tenant)
      .where('kind', '=', kind)
      .where('location_id', '=', locationId)
      .where('start_at', '>=', fromIso)
      .where('released_at', 'is', null)
      .execute();
    return new Set(rows.map((r) => r.start_at));
  }

  /** The booking, or null when the slot was already taken. */
  async tryBook(
    tenant: string,
    kind: BookingKind,
    locationId: string,
    startIso: string,
    contact: Record<string, unknown>,
    leadId?: string,
    booker: Booker = {},
    confirmBy: number | null = null,
  ): Promise<Booking | null> {
    const id = randomBytes(12).toString('base64url');
    // The only constraint a new random id can meet is bookings_one_per_slot.
    const inserted = await this.db
      .insertInto('bookings')
      .values({
        id,
        tenant,
        kind,
        location_id: locationId,
        start_at: startIso,
        contact: JSON.stringify(contact),
        lead_id: leadId ?? null,
        created_at: this.now(),
        client: booker.client ?? null,
        email: booker.email ?? null,
        confirm_by: confirmBy,
        confirmed_at: null,
        released_at: null,
        release_reason: null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? { id, kind, location_id: locationId, start: startIso } : null;
  }

  /** The live booking of a slot (its lead: null for a booking without one), or undefined when the slot is free. */
  async holder(tenant: string, kind: BookingKind, locationId: string, startIso: string): Promise<{ id: string; lead_id: string | null } | undefined> {
    return this.db
      .selectFrom('bookings')
      .select(['id', 'lead_id'])
      .where('tenant', '=', tenant)
      .where('kind', '=', kind)
      .where('location_id', '=', locationId)
      .where('start_at', '=', startIso)
      .where('released_at', 'is', null)
      .executeTakeFirst();
  }

  /**
   * The most live bookings (not released, slot not yet begun) of this client address or of this
   * email on the site; a lead's own bookings (`exceptLead`, a visitor choosing another time) aside.
   */
  async liveCount(tenant: string, booker: Booker, exceptLead?: string): Promise<number> {
    const nowIso = new Date(this.now()).toISOString();
    let most = 0;
    for (const [column, value] of [
      ['client', booker.client],
      ['email', booker.email],
    ] as const) {
      if (!value) continue;
      const row = await this.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('tenant', '=', tenant)
        .where(column, '=', value)
        .where('released_at', 'is', null)
        .where('start_at', '>', nowIso)
        .$if(exceptLead !== undefined, (q) => q.where((eb) => eb.or([eb('lead_id', 'is', null), eb('lead_id', '!=', exceptLead!)])))
        .executeTakeFirstOrThrow();
      most = Math.max(most, Number(row.n));
    }
    return most;
  }

  /** The booking's lead, stored after it. */
  async setLead(id: string, leadId: string): Promise<void> {
    await this.db.updateTable('bookings').set({ lead_id: leadId }).where('id', '=', id).execute();
  }

  /**
   * Releases the site's bookings whose confirmation time has passed without the dealer confirming;
   * one `acknowledged` says the dealer confirmed through a lead is marked confirmed instead.
   * Returns how many this call released.
   */
  async releaseUnconfirmed(tenant: string, acknowledged: (booking: { id: string; lead_id: string | null }) => Promise<boolean>): Promise<number> {
    const now = this.now();
    const due = await this.db
      .selectFrom('bookings')
      .select(['id', 'lead_id'])
      .where('tenant', '=', tenant)
      .where('released_at', 'is', null)
      .where('confirmed_at', 'is', null)
      .where('confirm_by', '<=', now)
      .execute();
    let released = 0;
    for (const booking of due) {
      if (await acknowledged(booking)) {
        await this.confirm(tenant, booking.id);
        continue;
      }
      const result = await this.db
        .updateTable('bookings')
        .set({ released_at: now, release_reason: 'not confirmed' })
        .where('id', '=', booking.id)
        .where('released_at', 'is', null)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      released += Number(result.numUpdatedRows);
    }
    return released;
  }

  /** The dealer confirmed the booking: it is kept however long ago it was made. False when there is no such live booking. */
  async confirm(tenant: string, id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('bookings')
      .set({ confirmed_at: this.now() })
      .where('tenant', '=', tenant)
      .where('id', '=', id)
      .where('released_at', 'is', null)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Frees a booking (its lead was not stored). */
  async cancel(tenant: string, id: string): Promise<void> {
    await this.db.deleteFrom('bookings').where('tenant', '=', tenant).where('id', '=', id).execute();
  }

  /** Frees a lead's other slots of a kind once it has moved to `keepId` (a visitor who went back and chose again). */
  async releaseOthers(tenant: string, leadId: string, kind: BookingKind, keepId: string): Promise<number> {
    const result = await this.db
      .deleteFrom('bookings')
      .where('tenant', '=', tenant)
      .where('lead_id', '=', leadId)
      .where('kind', '=', kind)
      .where('id', '!=', keepId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
