// Opening hours display (spec section 2 "Locations"): one row per day, Monday first, with the
// five weekdays collapsed into a single "Mon-Fri" row when they all read the same. Every time a
// visitor reads is written by clockText in the site's locale ("8:30 am" en-AU, "8:30 AM" en-US),
// whether the dealer's file has the times or only its own formatted text.
import type { OpeningHour } from '../../schemas/types/location';

export interface HoursRow {
  /** "Mon-Fri" or a single day name ("Mon" ... "Sun"). */
  days: string;
  /** What the visitor reads: "8:30 am - 5:30 pm", "Closed", or the entry's own status text. */
  hours: string;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Display order: the week starts on Monday in every supported locale's dealer listings. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The text shown for one day's entry, its times in the locale's format. */
export function hoursText(entry: OpeningHour, locale: string): string {
  const status = entry.status.trim();
  if (/^closed$/i.test(status)) return 'Closed';
  if (/^open$/i.test(status) || status === '') {
    // The times (or the times read from the dealer's own text), so every location reads alike;
    // the dealer's text as written only when no time can be read from it.
    const span = hoursSpan(entry.open, entry.close, entry.formated_hours);
    return span ? spanText(span, locale) : entry.formated_hours?.trim() || 'Open';
  }
  // Any other status ("By appointment", "Public holiday hours vary") is the dealer's own wording.
  return status;
}

/**
 * Rows to display, Monday to Sunday. Days with no entry are left out (unknown, not closed).
 * The weekdays collapse into "Mon-Fri" only when all five are present and read the same.
 */
export function groupOpeningHours(entries: readonly OpeningHour[], locale: string): HoursRow[] {
  const byDay = new Map<number, string>();
  for (const entry of entries) {
    if (!byDay.has(entry.weekday)) byDay.set(entry.weekday, hoursText(entry, locale));
  }
  const weekdayTexts = WEEKDAYS.map((d) => byDay.get(d));
  const first = weekdayTexts[0];
  const weekdaysMatch = first !== undefined && weekdayTexts.every((t) => t === first);

  const rows: HoursRow[] = [];
  if (weekdaysMatch) rows.push({ days: 'Mon-Fri', hours: first });
  for (const day of DISPLAY_ORDER) {
    if (weekdaysMatch && day >= 1 && day <= 5) continue;
    const hours = byDay.get(day);
    if (hours !== undefined) rows.push({ days: DAY_NAMES[day], hours });
  }
  return rows;
}

/** "08:30", "8:30am", "5pm", "17:00" -> minutes since midnight; null when unreadable. */
export function parseClock(text: string | undefined): number | null {
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s*$/i.exec(text ?? '');
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hour > 24 || minute > 59) return null;
  return hour * 60 + minute;
}

/** Opening and closing minutes of an entry: open/close, else its "8:30am - 5:30pm" text. */
export function hoursSpan(open: string | undefined, close: string | undefined, text: string | undefined): [number, number] | null {
  let from = parseClock(open);
  let to = parseClock(close);
  if ((from === null || to === null) && text) {
    const [a, b] = text.split(/\s*(?:-|–|—|to)\s*/);
    from = parseClock(a);
    to = parseClock(b);
  }
  return from === null || to === null ? null : [from, to];
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** Minutes since midnight as the locale writes a time of day ("8:30 am" en-AU, "8:30 AM" en-US), with plain spaces. */
function minutesText(minutes: number, locale: string): string {
  let format = clockFormats.get(locale);
  if (!format) clockFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })));
  return format.format(Date.UTC(2000, 0, 1, 0, minutes % (24 * 60))).replace(/[\u00a0\u202f]/g, ' ');
}

/** "8:30 am - 5:30 pm": an opening span in the locale's format. */
export function spanText([from, to]: readonly [number, number], locale: string): string {
  return `${minutesText(from, locale)} - ${minutesText(to, locale)}`;
}

/** "08:30" → "8:30 am" (en-AU, en-NZ), "8:30 AM" (en-US), "8:30" (en-GB). Null if not HH:MM. */
export function clockText(time: string, locale: string): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? minutesText(Number(m[1]) * 60 + Number(m[2]), locale) : null;
}

/** The hours text an open day shows for its HH:MM times ("8:30 am - 5:30 pm"), or undefined when a time is missing. */
export function hoursLabel(open: string | null | undefined, close: string | null | undefined, locale: string): string | undefined {
  const from = open ? clockText(open, locale) : null;
  const to = close ? clockText(close, locale) : null;
  return from && to ? `${from} - ${to}` : undefined;
}
