import { describe, expect, it } from 'vitest';
import { bookingSlots, hoursOn, zonedInstant, type SlotRequest } from '../../../runtime/lib/booking-slots';

const weekly = [
  { weekday: 1, status: 'Open', open: '09:00', close: '11:00' },
  { weekday: 2, status: 'Open', open: '09:00', close: '10:00' },
  { weekday: 3, status: 'Closed' },
  { weekday: 6, status: 'By appointment' },
];
// Monday 2026-11-23 06:00 in Brisbane (UTC+10, no daylight saving) is Sunday 20:00 UTC.
const mondayMorning = Date.parse('2026-11-22T20:00:00Z');
const request = (over: Partial<SlotRequest> = {}): SlotRequest => ({
  openingHours: weekly,
  specialHours: [],
  locationId: 101,
  timeZone: 'Australia/Brisbane',
  now: mondayMorning,
  days: 3,
  slotMinutes: 30,
  leadMinutes: 0,
  booked: new Set(),
  ...over,
});
const times = (r: SlotRequest) => bookingSlots(r).map((s) => `${s.date} ${s.time}`);

describe('bookingSlots', () => {
  it('cuts the opening hours into whole slots in the dealer time zone', () => {
    const slots = bookingSlots(request({ days: 1 }));
    expect(slots.map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(slots[0]).toEqual({ start: '2026-11-22T23:00:00.000Z', end: '2026-11-22T23:30:00.000Z', date: '2026-11-23', time: '09:00' });
  });

  it.each([
    ['a slot that would end after closing is not offered', request({ days: 1, slotMinutes: 45 }), ['2026-11-23 09:00', '2026-11-23 09:45']],
    ['closed and non-open days have no slots', request({ days: 3, slotMinutes: 60 }), ['2026-11-23 09:00', '2026-11-23 10:00', '2026-11-24 09:00']],
    [
      'a booked slot is left out',
      request({ days: 1, booked: new Set(['2026-11-22T23:30:00.000Z']) }),
      ['2026-11-23 09:00', '2026-11-23 10:00', '2026-11-23 10:30'],
    ],
    // 09:30 local is 23:30 UTC; with 3h30 lead from 20:00 UTC the earliest start is exactly 23:30.
    [
      'the lead time excludes earlier slots; a slot starting exactly at it is kept',
      request({ days: 1, leadMinutes: 210 }),
      ['2026-11-23 09:30', '2026-11-23 10:00', '2026-11-23 10:30'],
    ],
    ['a site-wide holiday closes the day', request({ days: 1, specialHours: [{ date: '2026-11-23', status: 'Closed' }] }), []],
    [
      "another location's holiday does not",
      request({ days: 1, specialHours: [{ date: '2026-11-23', status: 'Closed', location_id: 999 }] }),
      ['2026-11-23 09:00', '2026-11-23 09:30', '2026-11-23 10:00', '2026-11-23 10:30'],
    ],
    [
      "holiday hours for this location replace the day's hours",
      request({
        days: 1,
        specialHours: [
          { date: '2026-11-23', status: 'Closed' },
          { date: '2026-11-23', status: 'Open', start_hour: '10:00', end_hour: '11:00', location_id: 101 },
        ],
      }),
      ['2026-11-23 10:00', '2026-11-23 10:30'],
    ],
    [
      'holiday hours open a normally closed day',
      request({ days: 3, slotMinutes: 60, specialHours: [{ date: '2026-11-25', status: 'Open', start_hour: '08:00', end_hour: '09:00' }] }),
      ['2026-11-23 09:00', '2026-11-23 10:00', '2026-11-24 09:00', '2026-11-25 08:00'],
    ],
  ])('%s', (_, r, expected) => expect(times(r)).toEqual(expected));

  it('follows daylight saving: 9:00 in Sydney is 23:00 UTC before 4 October 2026 (from 22:00 local on the 2nd, that day has no slot left) and 22:00 UTC from then', () => {
    const everyDay = Array.from({ length: 7 }, (_, weekday) => ({ weekday, status: 'Open', open: '09:00', close: '09:30' }));
    const slots = bookingSlots(request({ openingHours: everyDay, timeZone: 'Australia/Sydney', now: Date.parse('2026-10-02T12:00:00Z'), days: 4 }));
    expect(slots.map((s) => [s.date, s.start])).toEqual([
      ['2026-10-03', '2026-10-02T23:00:00.000Z'],
      ['2026-10-04', '2026-10-03T22:00:00.000Z'],
      ['2026-10-05', '2026-10-04T22:00:00.000Z'],
    ]);
  });
});

describe('hoursOn and time zones', () => {
  it.each([
    ['Monday', '2026-11-23', { open: '09:00', close: '11:00' }],
    ['Wednesday is closed', '2026-11-25', null],
    ['Saturday has other text', '2026-11-28', null],
    ['Sunday has no entry', '2026-11-29', null],
  ])('%s', (_, date, expected) => expect(hoursOn(date, { openingHours: weekly, specialHours: [], locationId: 1 })).toEqual(expected));

  it('turns a dealer wall-clock time into the instant', () => {
    expect(new Date(zonedInstant('2026-07-01', '09:00', 'Pacific/Auckland')).toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(new Date(zonedInstant('2026-01-15', '09:00', 'Pacific/Auckland')).toISOString()).toBe('2026-01-14T20:00:00.000Z');
  });

  // The dealer's zone is runtime/lib/timezone.ts's siteTimezone, tested in its own table.
});
