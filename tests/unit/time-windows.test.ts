import { describe, expect, it } from 'vitest';
import { nextStockChangeMs } from '../../runtime/lib/time-windows';

const DAY = 86_400;
const NOW_S = 1_800_000_000;
const NOW = NOW_S * 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('nextStockChangeMs: the next moment a sold car leaves the listing or a New Arrival tag ends', () => {
  it.each([
    ['no cars', [], 3, Number.POSITIVE_INFINITY],
    ['a car sold 1 day ago leaves 2 days from now (default 3 days)', [{ sold_date_timestamp: NOW_S - DAY }], undefined, (NOW_S + 2 * DAY) * 1000],
    ['include_sold_cars_days 7 keeps it 6 more days', [{ sold_date_timestamp: NOW_S - DAY }], 7, (NOW_S + 6 * DAY) * 1000],
    ['a car sold exactly 3 days ago is already gone: no change ahead', [{ sold_date_timestamp: NOW_S - 3 * DAY }], 3, Number.POSITIVE_INFINITY],
    ['a car sold 3 days less one second ago leaves in one second', [{ sold_date_timestamp: NOW_S - 3 * DAY + 1 }], 3, NOW + 1000],
    ['a car created 8 days ago to the millisecond stops being new 1 ms later', [{ created_at: iso(NOW_S - 8 * DAY) }], 3, NOW + 1],
    ['a car created 9 days ago is no longer new', [{ created_at: iso(NOW_S - 9 * DAY) }], 3, Number.POSITIVE_INFINITY],
    [
      'the earliest of several moments wins',
      [{ created_at: iso(NOW_S - 7 * DAY) }, { sold_date_timestamp: NOW_S - 2 * DAY - 3600 }],
      3,
      (NOW_S + DAY - 3600) * 1000,
    ],
    ['null and unparsable dates are ignored', [{ sold_date_timestamp: null, created_at: 'not a date' }], 3, Number.POSITIVE_INFINITY],
  ])('%s', (_name, cars, days, expected) => {
    expect(nextStockChangeMs(cars as never, days, NOW)).toBe(expected);
  });
});
