// The value of a `bookingSlot` form field: which location and which offered slot the visitor
// chose, as "<location id>@<slot start, ISO UTC instant>". The browser writes it, the lead
// pipeline reads it to book the slot; both go through these two functions. The day and time
// labels are shared with the booking-slots block.
import { localeMessages } from './locale-messages';

interface SlotChoice {
  locationId: string;
  /** The slot's start as a canonical ISO UTC instant (what the slots endpoint answers). */
  start: string;
}

const LOCATION_ID = /^[A-Za-z0-9_-]{1,40}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

export function slotChoiceValue(locationId: string | number, start: string): string {
  return `${locationId}@${start}`;
}

/** The choice a field value names, or null for anything else (a readable value, a malformed one). */
export function parseSlotChoice(value: unknown): SlotChoice | null {
  if (typeof value !== 'string') return null;
  const at = value.indexOf('@');
  if (at < 0) return null;
  const locationId = value.slice(0, at);
  const start = value.slice(at + 1);
  if (!LOCATION_ID.test(locationId) || !INSTANT.test(start)) return null;
  const instant = Date.parse(start);
  if (Number.isNaN(instant)) return null;
  const canonical = new Date(instant).toISOString();
  // 2026-02-30 parses as March 2nd: only a real date and time is a slot.
  if (canonical.slice(0, 16) !== start.slice(0, 16)) return null;
  return { locationId, start: canonical };
}

/**
 * "Thursday 26 November" (AU, NZ) or "Thursday, November 26" (US) for a dealer-local YYYY-MM-DD
 * (the date is a calendar day, not an instant).
 */
export function slotDayLabel(date: string, locale?: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(localeMessages(locale).locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** "9:30 am" for a dealer-local HH:MM. */
export function slotTimeLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

type SlotKind = 'service' | 'appointment';

/** What a bookingSlot field books: its `"kind"` option, service unless it says appointment (test drives). */
export function slotKindOf(options: Readonly<Record<string, unknown>> | undefined): SlotKind {
  return options?.kind === 'appointment' ? 'appointment' : 'service';
}
