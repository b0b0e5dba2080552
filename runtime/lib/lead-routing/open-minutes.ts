// When a lead's escalation falls due: after `minutes` of its location's open time (issue 19
// "only the minutes the location is open count"), walking the location's days in the dealer's
// time zone from the moment the lead was routed.
import type { OpeningHour } from '../../../schemas/types/location';
import { openSpanOn, type SpecialHoursEntry } from '../open-now';
import { zonedTime } from '../zoned-time';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
/** A location closed every day of a year never opens: its timer then counts wall-clock minutes. */
const MAX_DAYS = 366;

export interface OpenHours {
  hours: readonly OpeningHour[];
  special: readonly SpecialHoursEntry[];
  timeZone: string;
  locationId?: string | number;
}

/**
 * The instant (ms) at which `minutes` open minutes have passed since `startMs`. A day whose
 * hours say nothing readable counts as open all day, so a lead of a location without hours still
 * escalates after `minutes`.
 */
export function openMinutesDueAt(startMs: number, minutes: number, where: OpenHours): number {
  let t = startMs;
  let left = minutes;
  for (let days = 0; days <= MAX_DAYS;) {
    const now = zonedTime(t, where.timeZone);
    const span = openSpanOn(where.hours, where.special, now.date, now.weekday, where.locationId);
    const [from, to] = span === null ? [0, DAY_MINUTES] : span === 'closed' ? [DAY_MINUTES, DAY_MINUTES] : span;
    if (from < to && now.minutes < from) {
      t += (from - now.minutes) * MINUTE;
      continue;
    }
    if (from < to && now.minutes < to) {
      const open = to - now.minutes;
      if (left <= open) return t + left * MINUTE;
      left -= open;
      t += open * MINUTE;
      continue;
    }
    // Closed today, or past today's hours: on to the next midnight in the dealer's zone.
    t += (DAY_MINUTES - now.minutes) * MINUTE;
    days++;
  }
  return startMs + minutes * MINUTE;
}
