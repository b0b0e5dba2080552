// Booking one offered slot, shared by POST /api/bookings (the booking-slots block) and the lead
// pipeline (a form's bookingSlot field): the slot must be one the location offers now (standalone),
// and the bookings store's unique index lets exactly one of two racing requests have it.
import { zonedDate, zoneOffset } from '../../runtime/lib/booking-slots';
import { BOOKING_LIMIT_MESSAGE, confirmWithinMs, mayBookAnother } from '../../runtime/lib/booking-limits';
import { log } from '../log';
import { HttpError } from '../http/http-error';
import type { Tenant } from '../tenants/tenant';
import type { Booker, Booking, BookingKind, BookingStore } from './booking-store';
import type { DashboardClient } from './dashboard-client';
import { slotSettings, standaloneSlots } from './standalone-dashboard';

export const SLOT_TAKEN_MESSAGE = 'Sorry, that time was just booked by someone else. Please choose another time.';

export interface BookedSlot {
  booking: Booking;
  /** Released unless the dealer confirms by then (ms). */
  confirmBy: number;
  /** Dealer-local date (YYYY-MM-DD) and time (HH:MM) of the slot. */
  date: string;
  time: string;
  locationName: string;
}

export interface SlotRequestBody {
  kind: BookingKind;
  locationId: string;
  start: string;
  contact: Record<string, unknown>;
  leadId?: string;
  /** Who books: counted against the per-visitor limit. */
  booker?: Booker;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dealerClock(tenant: Tenant, start: string): { date: string; time: string } {
  const zone = slotSettings(tenant).timeZone;
  const instant = Date.parse(start);
  const local = new Date(instant + zoneOffset(instant, zone));
  return { date: zonedDate(instant, zone), time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}` };
}

/** 429 `booking_limit` when this client address or email already has the most live bookings on the site. */
export async function refuseOverLimit(store: BookingStore, tenant: Tenant, booker: Booker, exceptLead?: string): Promise<void> {
  if (!mayBookAnother(await store.liveCount(tenant.slug, booker, exceptLead))) throw limitError(tenant, booker);
}

function limitError(tenant: Tenant, booker: Booker | undefined): HttpError {
  log.warn({ tenant: tenant.slug, ip: booker?.client }, 'booking refused: this visitor has the most live bookings');
  return new HttpError(429, BOOKING_LIMIT_MESSAGE, { code: 'booking_limit' });
}

/** Books the slot or throws: 404 no such location, 422 not an offered time, 409 taken (with other free slots). */
export async function bookSlot(store: BookingStore, client: DashboardClient | null, tenant: Tenant, request: SlotRequestBody): Promise<BookedSlot> {
  const { kind, locationId, start } = request;
  const location = tenant.collections.locations.find((l) => String(l.id) === locationId);
  const dealershipId = String(location?.dealership_id ?? tenant.site.dealership_id ?? '');
  // With an external dashboard the dashboard owns the offer; the store still refuses a double booking.
  const offered = client ? null : await standaloneSlots(tenant, store, kind, dealershipId, store.now(), locationId);
  const offeredHere = offered?.locations[0];
  if (offered && !offeredHere) throw new HttpError(404, `No ${kind === 'service' ? 'service' : 'test-drive'} location ${locationId} on this site`);
  if (offeredHere && !offeredHere.slots.some((s) => s.start === start)) {
    // Booked a moment ago, or never offered: tell which.
    if ((await store.booked(tenant.slug, kind, locationId, start)).has(start))
      throw new HttpError(409, SLOT_TAKEN_MESSAGE, { slots: offeredHere.slots.slice(0, 12) });
    throw new HttpError(422, 'That time is not an available slot: choose one of the offered times', { fields: { start: 'not an available time' } });
  }
  // Every booking waits for the dealer's confirmation (issue 25): unconfirmed by then, it is released.
  const confirmBy = store.now() + confirmWithinMs(tenant.site);
  const booking = await store.tryBook(tenant.slug, kind, locationId, start, request.contact, request.leadId, request.booker, confirmBy);
  if (booking === 'limit') throw limitError(tenant, request.booker);
  if (!booking) throw new HttpError(409, SLOT_TAKEN_MESSAGE, { slots: offeredHere?.slots.filter((s) => s.start !== start).slice(0, 12) ?? [] });
  const slot = offeredHere?.slots.find((s) => s.start === start) ?? dealerClock(tenant, start);
  return { booking, confirmBy, date: slot.date, time: slot.time, locationName: offeredHere?.name ?? location?.name ?? locationId };
}
