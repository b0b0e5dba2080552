// The wall clock of an IANA time zone, with Intl only: small enough for the browser.

// An Intl.DateTimeFormat costs about 0.1 ms to make, and the footer, the opening hours and the
// booking slots ask for one per render: one formatter per zone is kept (zone names come from the
// dealers' site.json files, so the maps stay small).
const knownZones = new Map<string, boolean>();
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows this IANA zone name. */
export function isValidTimezone(name: string): boolean {
  const known = knownZones.get(name);
  if (known !== undefined) return known;
  let valid = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  if (valid) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: name });
    } catch {
      valid = false;
    }
  }
  if (knownZones.size < 10_000) knownZones.set(name, valid);
  return valid;
}

/** The zone's wall clock to the second (en-US parts, 24-hour), made once per zone. */
export function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

export interface ZonedTime {
  /** YYYY-MM-DD in the zone. */
  date: string;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** Minutes since midnight. */
  minutes: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall clock in `timeZone` at the instant `nowMs`. */
export function zonedTime(nowMs: number, timeZone: string): ZonedTime {
  const parts = wallClock(timeZone).formatToParts(new Date(nowMs));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    weekday: WEEKDAYS.indexOf(get('weekday')),
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}
