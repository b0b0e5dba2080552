// Opening hours display (spec section 2 "Locations"): one row per day, Monday first, with the
// five weekdays collapsed into a single "Mon-Fri" row when they all read the same.
import type { OpeningHour } from '../../schemas/types/location';

export interface HoursRow {
  /** "Mon-Fri" or a single day name ("Mon" ... "Sun"). */
  days: string;
  /** What the visitor reads: "8:30am - 5:30pm", "Closed", or the entry's own status text. */
  hours: string;
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** Display order: the week starts on Monday in every supported locale's dealer listings. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** The text shown for one day's entry. */
export function hoursText(entry: OpeningHour): string {
  const status = entry.status.trim();
  if (/^closed$/i.test(status)) return 'Closed';
  if (/^open$/i.test(status) || status === '') {
    if (entry.formated_hours?.trim()) return entry.formated_hours.trim();
    if (entry.open && entry.close) return `${entry.open} - ${entry.close}`;
    return 'Open';
  }
  // Any other status ("By appointment", "Public holiday hours vary") is the dealer's own wording.
  return status;
}

/**
 * Rows to display, Monday to Sunday. Days with no entry are left out (unknown, not closed).
 * The weekdays collapse into "Mon-Fri" only when all five are present and read the same.
 */
export function groupOpeningHours(entries: readonly OpeningHour[]): HoursRow[] {
  const byDay = new Map<number, string>();
  for (const entry of entries) {
    if (!byDay.has(entry.weekday)) byDay.set(entry.weekday, hoursText(entry));
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

/** "08:30" → "8:30am", "17:00" → "5pm": how the sample dealers write their hours. Null if not HH:MM. */
export function clockText(time: string): string | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!m) return null;
  const hour = Number(m[1]);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${m[2] === '00' ? '' : `:${m[2]}`}${hour < 12 ? 'am' : 'pm'}`;
}

/** The hours text an open day shows for its times ("8:30am - 5:30pm"), or undefined when a time is missing. */
export function hoursLabel(open: string | undefined, close: string | undefined): string | undefined {
  const from = open ? clockText(open) : null;
  const to = close ? clockText(close) : null;
  return from && to ? `${from} - ${to}` : undefined;
}
