// Service and test-drive bookings in the garage store (garage.sqlite, or the PostgreSQL every
// server shares). The unique index bookings_one_per_slot on (tenant, kind, location, start) makes
// a slot bookable once, however many requests (or server processes) race for it.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookingKind, GarageTables } from '../garage/garage-schema';
import type { Store } from '../store/database';

export type { BookingKind };

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
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? { id, kind, location_id: locationId, start: startIso } : null;
  }

  /** The lead holding a booked slot (null for a booking without a lead), or undefined when the slot is free. */
  async holder(tenant: string, kind: BookingKind, locationId: string, startIso: string): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('bookings')
      .select('lead_id')
      .where('tenant', '=', tenant)
      .where('kind', '=', kind)
      .where('location_id', '=', locationId)
      .where('start_at', '=', startIso)
      .executeTakeFirst();
    return row ? row.lead_id : undefined;
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
