// Service-booking and test-drive slots (issue 14): computed from a location's weekly opening
// hours, the site's special (holiday) hours and the slots already booked, in the dealer's time
// zone, so "9:00" means 9:00 at the dealership whatever the server's or visitor's zone.
import type { OpeningHour } from '../../schemas/types/location';
import type { SpecialHours } from '../../schemas/types/site';
import { wallClock } from './zoned-time';

export interface SlotRequest {
  openingHours: readonly OpeningHour[];
  specialHours: readonly SpecialHours[];
  locationId: number | string;
  timeZone: string;
  /** Epoch milliseconds: slots start at least `leadMinutes` after this. */
  now: number;
  days: number;
  slotMinutes: number;
  leadMinutes: number;
  /** Start instants (ISO UTC) already booked at this location. */
  booked: ReadonlySet<string>;
}

export interface Slot {
  /** ISO UTC instant, the slot's identity. */
  start: string;
  end: string;
  /** Dealer-local date (YYYY-MM-DD) and time (HH:MM), for display. */
  date: string;
  time: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone's offset from UTC (ms) at an instant. */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = wallClock(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock date and time in a zone (a time skipped by DST moves forward). */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, mi);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  return second;
}

/** The dealer-local calendar date of an instant. */
export function zonedDate(instant: number, timeZone: string): string {
  const local = new Date(instant + zoneOffset(instant, timeZone));
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

const addDays = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
};
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isTime = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Open and close (HH:MM) on a date, or null when closed; special hours for this location beat site-wide ones. */
export function hoursOn(date: string, request: Pick<SlotRequest, 'openingHours' | 'specialHours' | 'locationId'>): { open: string; close: string } | null {
  const special = request.specialHours.filter((s) => s.date === date);
  const own = special.find((s) => s.location_id !== undefined && String(s.location_id) === String(request.locationId));
  const chosen = own ?? special.find((s) => s.location_id === undefined);
  const weekly = request.openingHours.find((h) => h.weekday === weekdayOf(date));
  if (chosen) {
    if (/^closed$/i.test(chosen.status.trim())) return null;
    if (isTime(chosen.start_hour) && isTime(chosen.end_hour)) return { open: chosen.start_hour, close: chosen.end_hour };
  }
  if (!weekly || !/^open$/i.test(weekly.status.trim()) || !isTime(weekly.open) || !isTime(weekly.close)) return null;
  return { open: weekly.open, close: weekly.close };
}

/** Free slots, earliest first: whole slots inside opening hours, past the lead time, not booked. */
export function bookingSlots(request: SlotRequest): Slot[] {
  const slots: Slot[] = [];
  const earliest = request.now + request.leadMinutes * 60_000;
  const today = zonedDate(request.now, request.timeZone);
  for (let i = 0; i < request.days; i++) {
    const date = addDays(today, i);
    const hours = hoursOn(date, request);
    if (!hours) continue;
    for (let m = minutes(hours.open); m + request.slotMinutes <= minutes(hours.close); m += request.slotMinutes) {
      const time = `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
      const start = zonedInstant(date, time, request.timeZone);
      if (start < earliest) continue;
      const iso = new Date(start).toISOString();
      if (request.booked.has(iso)) continue;
      slots.push({ start: iso, end: new Date(start + request.slotMinutes * 60_000).toISOString(), date, time });
    }
  }
  return slots;
}
