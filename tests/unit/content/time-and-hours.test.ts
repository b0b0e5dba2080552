// "Open now" on the dealer's clock, holiday hours winning over the week, and the time zone
// default from locale and state. Instants are fixed, never the machine's clock.
import { describe, expect, it } from 'vitest';
import { defaultTimezone, isValidTimezone, siteTimezone, zonedTime } from '../../../runtime/lib/timezone';
import { openStatus, parseClock, specialHoursText, upcomingSpecialHours } from '../../../runtime/lib/open-now';
import { validateDocument } from '../../../server/tenants/schema-validator';
import type { OpeningHour } from '../../../schemas/types/location';

describe('time zone default from locale and state', () => {
  it.each([
    ['en-AU', 'QLD', 'Australia/Brisbane'],
    ['en-AU', 'qld', 'Australia/Brisbane'],
    ['en-AU', 'Victoria', 'Australia/Melbourne'],
    ['en-AU', 'WA', 'Australia/Perth'],
    ['en-AU', 'SA', 'Australia/Adelaide'],
    ['en-AU', undefined, 'Australia/Sydney'],
    ['en-NZ', 'Canterbury', 'Pacific/Auckland'],
    ['en-US', 'TX', 'America/Chicago'],
    ['en-US', 'Texas', 'America/Chicago'],
    ['en-US', 'AZ', 'America/Phoenix'],
    ['en-US', 'CA', 'America/Los_Angeles'],
    ['en-US', undefined, 'America/New_York'],
  ])('%s %s -> %s', (locale, state, zone) => expect(defaultTimezone(locale, state)).toBe(zone));

  it.each([
    ['Australia/Brisbane', true],
    ['America/Chicago', true],
    ['UTC', true],
    ['Australia/Brisbaen', false],
    ['../etc/passwd', false],
    ['', false],
  ])('%s valid: %s, and the same when asked again (the answer is kept per name)', (zone, valid) => {
    expect(isValidTimezone(zone)).toBe(valid);
    expect(isValidTimezone(zone)).toBe(valid);
  });

  it('site.json rejects a zone name the runtime does not know', () => {
    const zoneErrors = (timezone: string) => validateDocument('site', { timezone }).errors.filter((e) => e.instancePath === '/timezone');
    expect(zoneErrors('Australia/Brisbaen')).toHaveLength(1);
    expect(zoneErrors('Australia/Brisbane')).toEqual([]);
  });

  it('a site timezone wins; an invalid one falls back to the default', () => {
    expect(siteTimezone({ timezone: 'Australia/Perth', locale: 'en-AU', state: 'QLD' })).toBe('Australia/Perth');
    expect(siteTimezone({ timezone: 'Mars/Base', locale: 'en-AU', state: 'QLD' })).toBe('Australia/Brisbane');
    expect(siteTimezone({ locale: 'en-US', address: { state: 'TX' } })).toBe('America/Chicago');
  });
});

describe('zoned time', () => {
  it('reads the wall clock of the zone, across the date line', () => {
    // 2026-03-02T22:30Z is Tuesday 08:30 in Brisbane (UTC+10) and Monday 16:30 in Chicago (UTC-6).
    const at = Date.UTC(2026, 2, 2, 22, 30);
    expect(zonedTime(at, 'Australia/Brisbane')).toEqual({ date: '2026-03-03', weekday: 2, minutes: 8 * 60 + 30 });
    expect(zonedTime(at, 'America/Chicago')).toEqual({ date: '2026-03-02', weekday: 1, minutes: 16 * 60 + 30 });
  });

  it("a zone's kept formatter gives each instant its own wall clock, either side of a DST change", () => {
    // Sydney leaves daylight time at 03:00 on 2026-04-05 (UTC+11 to UTC+10): 15:59Z and 16:00Z of the 4th.
    expect(zonedTime(Date.UTC(2026, 3, 4, 15, 59), 'Australia/Sydney')).toEqual({ date: '2026-04-05', weekday: 0, minutes: 2 * 60 + 59 });
    expect(zonedTime(Date.UTC(2026, 3, 4, 16, 0), 'Australia/Sydney')).toEqual({ date: '2026-04-05', weekday: 0, minutes: 2 * 60 });
    expect(zonedTime(Date.UTC(2026, 3, 4, 16, 0), 'Australia/Brisbane')).toEqual({ date: '2026-04-05', weekday: 0, minutes: 2 * 60 });
  });
});

describe('clock text', () => {
  it.each([
    ['08:30', 510],
    ['8:30am', 510],
    ['5:30pm', 1050],
    ['12pm', 720],
    ['12am', 0],
    ['17:00', 1020],
    ['13pm', null],
    ['noon', null],
  ])('%s -> %s', (text, minutes) => expect(parseClock(text)).toBe(minutes));
});

const week: OpeningHour[] = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:30', close: '17:30', formated_hours: '8:30am - 5:30pm' })),
  { weekday: 6, status: 'Open', formated_hours: '9:00am - 12:00pm' },
  { weekday: 0, status: 'Closed' },
];
// Brisbane is UTC+10 all year: local h:mm on 2026-03-03 (a Tuesday) is UTC h-10.
const brisbane = (day: number, h: number, m = 0) => Date.UTC(2026, 2, day, h - 10, m);

describe('open now in the dealer time zone', () => {
  it.each([
    ['Tue 08:29 is before opening', brisbane(3, 8, 29), false, '8:30 am - 5:30 pm'],
    ['Tue 08:30 is open', brisbane(3, 8, 30), true, '8:30 am - 5:30 pm'],
    ['Tue 17:29 is open', brisbane(3, 17, 29), true, '8:30 am - 5:30 pm'],
    ['Tue 17:30 has closed', brisbane(3, 17, 30), false, '8:30 am - 5:30 pm'],
    ['Sat 11:00 from the formatted hours', brisbane(7, 11), true, '9:00 am - 12:00 pm'],
    ['Sun is closed', brisbane(8, 11), false, 'Closed'],
  ])('%s', (_, at, open, today) => {
    expect(openStatus(week, [], at, 'Australia/Brisbane', 'en-AU')).toEqual({ open, text: open ? 'Open now' : 'Closed now', today });
  });

  it('the same instant is open in Brisbane and closed in Chicago', () => {
    const at = brisbane(3, 10);
    expect(openStatus(week, [], at, 'Australia/Brisbane', 'en-AU')!.open).toBe(true);
    expect(openStatus(week, [], at, 'America/Chicago', 'en-AU')!.open).toBe(false);
  });

  it('a holiday closed today wins over the weekly hours', () => {
    const special = [{ date: '2026-03-03', status: 'Closed', label: 'Show day' }];
    expect(openStatus(week, special, brisbane(3, 10), 'Australia/Brisbane', 'en-AU')).toEqual({ open: false, text: 'Closed now', today: 'Closed' });
  });

  it('holiday hours of another location do not apply', () => {
    const special = [{ date: '2026-03-03', status: 'Closed', location_id: 9 }];
    expect(openStatus(week, special, brisbane(3, 10), 'Australia/Brisbane', 'en-AU', 1)!.open).toBe(true);
    expect(openStatus(week, special, brisbane(3, 10), 'Australia/Brisbane', 'en-AU', 9)!.open).toBe(false);
  });

  it('short holiday hours', () => {
    const special = [{ date: '2026-03-03', status: 'Open', start_hour: '10:00', end_hour: '14:00' }];
    expect(openStatus(week, special, brisbane(3, 9), 'Australia/Brisbane', 'en-AU')).toEqual({ open: false, text: 'Closed now', today: '10:00 am - 2:00 pm' });
    expect(openStatus(week, special, brisbane(3, 13, 59), 'Australia/Brisbane', 'en-AU')!.open).toBe(true);
  });

  it('no entry for today: unknown', () => expect(openStatus(week.slice(0, 5), [], brisbane(8, 10), 'Australia/Brisbane', 'en-AU')).toBeNull());
});

describe('holiday hours list', () => {
  const entries = [
    { date: '2026-12-26', status: 'Closed' },
    { date: '2026-12-25', status: 'Closed' },
    { date: '2026-01-26', status: 'Closed' },
    { date: '2026-12-24', status: 'Open', hours: { begin: '9:00am', end: '1:00pm' }, location_id: 2 },
  ];
  it('upcoming only, by date, for the location', () => {
    expect(upcomingSpecialHours(entries, '2026-12-01', 1).map((e) => e.date)).toEqual(['2026-12-25', '2026-12-26']);
    expect(upcomingSpecialHours(entries, '2026-12-01', 2).map((e) => e.date)).toEqual(['2026-12-24', '2026-12-25', '2026-12-26']);
  });
  it('text of an entry', () => {
    expect(specialHoursText(entries[0]!, 'en-AU')).toBe('Closed');
    expect(specialHoursText(entries[3]!, 'en-AU')).toBe('9:00 am - 1:00 pm');
    expect(specialHoursText(entries[3]!, 'en-US')).toBe('9:00 AM - 1:00 PM');
  });
});

describe("special hours in the dashboard's hours.begin/end form", () => {
  const entry = { date: '2026-12-24', status: 'Open', hours: { begin: '09:00', end: '13:00' } };
  it('site.json accepts them, and refuses other keys in them', () => {
    const errors = (special: unknown[]) =>
      validateDocument('site', { special_hours: special }).errors.filter((e) => e.instancePath.startsWith('/special_hours'));
    expect(errors([entry])).toEqual([]);
    expect(errors([{ ...entry, hours: { begin: '09:00', until: '13:00' } }])).toHaveLength(1);
  });
  it("are shown and judged like start_hour/end_hour, in the site's locale", () => {
    expect(specialHoursText(entry, 'en-US')).toBe('9:00 AM - 1:00 PM');
    // 2026-12-24 12:59 and 13:00 in Brisbane.
    expect(openStatus(week, [entry], Date.UTC(2026, 11, 24, 2, 59), 'Australia/Brisbane', 'en-AU')).toEqual({
      open: true,
      text: 'Open now',
      today: '9:00 am - 1:00 pm',
    });
    expect(openStatus(week, [entry], Date.UTC(2026, 11, 24, 3, 0), 'Australia/Brisbane', 'en-AU')!.open).toBe(false);
  });
});
