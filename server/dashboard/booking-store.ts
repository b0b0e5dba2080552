// Service and test-drive bookings in garage.sqlite. The unique index on (tenant, kind, location,
// start) makes a slot bookable once, however many requests (or server processes) race for it.
import { randomBytes } from 'node:crypto';
import type { GarageDatabase } from '../garage/garage-db';

export type BookingKind = 'service' | 'appointment';

export interface Booking {
  id: string;
  kind: BookingKind;
  location_id: string;
  start: string;
}

export class BookingStore {
  constructor(
    private readonly db: GarageDatabase,
    readonly now: () => number = Date.now,
  ) {}

  /** Start instants already booked at a location from `fromIso` on. */
  booked(tenant: string, kind: BookingKind, locationId: string, fromIso: string): Set<string> {
    const rows = this.db
      .prepare('SELECT start_at FROM bookings WHERE tenant = ? AND kind = ? AND location_id = ? AND start_at >= ?')
      .all(tenant, kind, locationId, fromIso) as { start_at: string }[];
    return new Set(rows.map((r) => r.start_at));
  }

  /** The booking, or null when the slot was already taken. */
  tryBook(tenant: string, kind: BookingKind, locationId: string, startIso: string, contact: Record<string, unknown>, leadId?: string): Booking | null {
    const id = randomBytes(12).toString('base64url');
    const result = this.db
      .prepare('INSERT OR IGNORE INTO bookings (id, tenant, kind, location_id, start_at, contact, lead_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(id, tenant, kind, locationId, startIso, JSON.stringify(contact), leadId ?? null, this.now());
    return result.changes === 1 ? { id, kind, location_id: locationId, start: startIso } : null;
  }

  /** The lead holding a booked slot (null for a booking without a lead), or undefined when the slot is free. */
  holder(tenant: string, kind: BookingKind, locationId: string, startIso: string): string | null | undefined {
    const row = this.db
      .prepare('SELECT lead_id FROM bookings WHERE tenant = ? AND kind = ? AND location_id = ? AND start_at = ?')
      .get(tenant, kind, locationId, startIso) as { lead_id: string | null } | undefined;
    return row ? row.lead_id : undefined;
  }

  /** Frees a booking (its lead was not stored). */
  cancel(tenant: string, id: string): void {
    this.db.prepare('DELETE FROM bookings WHERE tenant = ? AND id = ?').run(tenant, id);
  }

  /** Frees a lead's other slots of a kind once it has moved to `keepId` (a visitor who went back and chose again). */
  releaseOthers(tenant: string, leadId: string, kind: BookingKind, keepId: string): number {
    return this.db.prepare('DELETE FROM bookings WHERE tenant = ? AND lead_id = ? AND kind = ? AND id != ?').run(tenant, leadId, kind, keepId).changes;
  }
}
