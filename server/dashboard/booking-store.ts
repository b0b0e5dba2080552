// Service and test-drive bookings in the garage store (garage.sqlite, or the PostgreSQL every
// server shares). The unique index bookings_one_per_slot on (tenant, kind, location, start) of the
// bookings not released makes a slot bookable once, however many requests (or server processes)
// race for it. Issue 25: a booking records who made it (client address, email), and one the
// dealer does not confirm in time is released (kept, with released_at), which frees its slot.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookingKind, GarageTables } from '../garage/garage-schema';
import type { Store } from '../store/database';
import { freeSeat } from '../../runtime/lib/booking-limits';

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

  /**
   * The booking; null when the slot was already taken; 'limit' when the client address or email
   * has no free seat (3 live bookings). The seats' unique indexes hold the limit when servers race.
   */
  async tryBook(
    tenant: string,
    kind: BookingKind,
    locationId: string,
    startIso: string,
    contact: Record<string, unknown>,
    leadId?: string,
    booker: Booker = {},
    confirmBy: number | null = null,
  ): Promise<Booking | null | 'limit'> {
    const id = randomBytes(12).toString('base64url');
    // A lost race for a seat (another request took it meanwhile) is tried again with the seats read anew.
    for (let attempt = 0; attempt < 3; attempt++) {
      const seats = await this.freeSeats(tenant, booker);
      if (seats === 'limit') return 'limit';
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
          ...seats,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return { id, kind, location_id: locationId, start: startIso };
      if ((await this.holder(tenant, kind, locationId, startIso)) !== undefined) return null;
    }
    return 'limit';
  }

  /** The seats a new booking of this visitor takes, after the visitor's begun bookings gave theirs back. */
  private async freeSeats(tenant: string, booker: Booker): Promise<{ client_seat: number | null; email_seat: number | null } | 'limit'> {
    const nowIso = new Date(this.now()).toISOString();
    const seats = { client_seat: null as number | null, email_seat: null as number | null };
    for (const [column, seat, value] of [
      ['client', 'client_seat', booker.client],
      ['email', 'email_seat', booker.email],
    ] as const) {
      if (!value) continue;
      await this.db
        .updateTable('bookings')
        .set({ [seat]: null })
        .where('tenant', '=', tenant)
        .where(column, '=', value)
        .where(seat, 'is not', null)
        .where('start_at', '<=', nowIso)
        .execute();
      const rows = await this.db
        .selectFrom('bookings')
        .select(seat)
        .where('tenant', '=', tenant)
        .where(column, '=', value)
        .where(seat, 'is not', null)
        .execute();
      const free = freeSeat(rows.map((r) => Number(r[seat])));
      if (free === null) return 'limit';
      seats[seat] = free;
    }
    return seats;
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
        .set({ released_at: now, release_reason: 'not confirmed', client_seat: null, email_seat: null })
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
