// How many live bookings one visitor may have, and how long a booking waits for the dealer (issue 25).
import { describe, expect, it } from 'vitest';
import { BOOKINGS_PER_VISITOR, confirmationNote, confirmWithinMs, freeSeat, mayBookAnother } from '../../runtime/lib/booking-limits';

const HOUR = 60 * 60_000;

describe('mayBookAnother', () => {
  it.each<[number, boolean]>([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [4, false],
  ])('with %i live bookings: %s', (live, allowed) => expect(mayBookAnother(live)).toBe(allowed));

  it('the limit is 3', () => expect(BOOKINGS_PER_VISITOR).toBe(3));
});

describe('confirmWithinMs', () => {
  it.each<[string, Parameters<typeof confirmWithinMs>[0], number]>([
    ['no dashboard settings', {}, 24 * HOUR],
    ['dashboard without confirm_hours', { dashboard: { slot_minutes: 30 } }, 24 * HOUR],
    ['confirm_hours 2', { dashboard: { confirm_hours: 2 } }, 2 * HOUR],
    ['confirm_hours 336', { dashboard: { confirm_hours: 336 } }, 336 * HOUR],
  ])('%s', (_, site, expected) => expect(confirmWithinMs(site)).toBe(expected));
});

describe('confirmationNote', () => {
  it.each<[Parameters<typeof confirmationNote>[1], string]>([
    [
      {},
      'booking b1: confirm it within 24 hours by acknowledging this lead or with POST /api/dashboard/bookings/b1/confirm (site admin key), or the time is offered again',
    ],
    [
      { dashboard: { confirm_hours: 2 } },
      'booking b1: confirm it within 2 hours by acknowledging this lead or with POST /api/dashboard/bookings/b1/confirm (site admin key), or the time is offered again',
    ],
  ])('%j', (site, expected) => expect(confirmationNote('b1', site)).toBe(expected));
});

describe('freeSeat', () => {
  it.each<[number[], number | null]>([
    [[], 1],
    [[1], 2],
    [[2], 1],
    [[1, 3], 2],
    [[1, 2], 3],
    [[3, 1, 2], null],
  ])('taken %j: %s', (taken, seat) => expect(freeSeat(taken)).toBe(seat));
});
