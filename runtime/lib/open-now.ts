// Today's status of a location (issue 11 "Locations"): open now or closed, judged on the dealer's
// clock (its time zone), with a special-hours entry for today winning over the weekly hours.
import type { OpeningHour } from '../../schemas/types/location';
import { zonedTime } from './zoned-time';
import { hoursSpan, hoursText, parseClock, spanText } from './opening-hours';

export interface SpecialHoursEntry {
  date: string;
  status: string;
  start_hour?: string;
  end_hour?: string;
  hours?: { begin?: string; end?: string };
  location_id?: string | number;
  label?: string;
}

export interface OpenStatus {
  open: boolean;
  /** "Open now" or "Closed now". */
  text: string;
  /** Today's hours as shown ("8:30 am - 5:30 pm" in the site's locale, "Closed"), when known. */
  today?: string;
}

export { parseClock };
const span = hoursSpan;

const isClosed = (status: string) => /^closed$/i.test(status.trim());
const isOpenStatus = (status: string) => /^open$/i.test(status.trim()) || status.trim() === '';

/** Special hours of this location for one date (entries without location_id apply to every location). */
function specialHoursOn(entries: readonly SpecialHoursEntry[], date: string, locationId?: string | number): SpecialHoursEntry | undefined {
  return entries.find((e) => e.date === date && (e.location_id === undefined || String(e.location_id) === String(locationId)));
}

/** Upcoming special hours of a location (today and later), by date. */
export function upcomingSpecialHours(entries: readonly SpecialHoursEntry[], today: string, locationId?: string | number): SpecialHoursEntry[] {
  return entries
    .filter((e) => e.date >= today && (e.location_id === undefined || String(e.location_id) === String(locationId)))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function specialHoursText(entry: SpecialHoursEntry, locale: string): string {
  if (isClosed(entry.status)) return 'Closed';
  const start = entry.start_hour ?? entry.hours?.begin;
  const end = entry.end_hour ?? entry.hours?.end;
  const s = span(start, end, undefined);
  if (s) return spanText(s, locale);
  if (start && end) return `${start} - ${end}`;
  return entry.status;
}

/**
 * The opening and closing minutes of one day (YYYY-MM-DD, weekday 0 Sunday) of a location: a
 * special-hours entry for the date wins over the weekly hours. "closed" on a closed day; null
 * when neither says anything readable about that day.
 */
export function openSpanOn(
  hours: readonly OpeningHour[],
  special: readonly SpecialHoursEntry[],
  date: string,
  weekday: number,
  locationId?: string | number,
): [number, number] | 'closed' | null {
  const holiday = specialHoursOn(special, date, locationId);
  if (holiday) {
    if (isClosed(holiday.status)) return 'closed';
    return span(holiday.start_hour ?? holiday.hours?.begin, holiday.end_hour ?? holiday.hours?.end, undefined);
  }
  const entry = hours.find((h) => h.weekday === weekday);
  if (!entry) return null;
  if (isClosed(entry.status)) return 'closed';
  if (!isOpenStatus(entry.status)) return null;
  return span(entry.open, entry.close, entry.formated_hours);
}

/** Open now when today's entry is open and the dealer's clock is inside its hours. */
export function openStatus(
  hours: readonly OpeningHour[],
  special: readonly SpecialHoursEntry[],
  nowMs: number,
  timeZone: string,
  locale: string,
  locationId?: string | number,
): OpenStatus | null {
  const now = zonedTime(nowMs, timeZone);
  const closed = (today?: string): OpenStatus => ({ open: false, text: 'Closed now', ...(today ? { today } : {}) });
  const opened = (today?: string): OpenStatus => ({ open: true, text: 'Open now', ...(today ? { today } : {}) });

  const holiday = specialHoursOn(special, now.date, locationId);
  if (holiday) {
    const today = specialHoursText(holiday, locale);
    if (isClosed(holiday.status)) return closed(today);
    const s = span(holiday.start_hour ?? holiday.hours?.begin, holiday.end_hour ?? holiday.hours?.end, undefined);
    if (!s) return null;
    return now.minutes >= s[0] && now.minutes < s[1] ? opened(today) : closed(today);
  }
  const entry = hours.find((h) => h.weekday === now.weekday);
  if (!entry) return null;
  if (isClosed(entry.status)) return closed('Closed');
  if (!isOpenStatus(entry.status)) return null;
  const s = span(entry.open, entry.close, entry.formated_hours);
  if (!s) return null;
  const today = hoursText(entry, locale);
  return now.minutes >= s[0] && now.minutes < s[1] ? opened(today) : closed(today);
}
