// The one car-visibility rule (runtime/lib/vehicle/visibility.ts), and its search-filter form
// checked against the embedded search engine: both must pick exactly the same cars.
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../schemas/types/car';
import { carAvailability, isCarShown, shownCarsFilter, soldWindowDays } from '../../../runtime/lib/vehicle/visibility';
import { EmbeddedIndex } from '../../../server/search/embedded';
import { CAR_INDEX_SETTINGS } from '../../../server/search/car-index';

const NOW = 1_800_000_000;
const DAY = 86_400;
type Shown = Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>;
const car = (over: Partial<Shown> = {}): Shown => ({ status: 'in_stock', show_on_dealer_website: true, ...over });

const CASES: [string, Shown, number, ReturnType<typeof carAvailability>][] = [
  ['in stock', car(), 3, 'available'],
  ['coming soon', car({ status: 'coming_soon' }), 3, 'available'],
  ['hidden (false)', car({ show_on_dealer_website: false }), 3, 'unavailable'],
  ['hidden (missing)', car({ show_on_dealer_website: undefined }), 3, 'unavailable'],
  ['sold a day ago', car({ status: 'sold', sold_date_timestamp: NOW - DAY }), 3, 'sold'],
  ['sold one second inside the window', car({ status: 'sold', sold_date_timestamp: NOW - 3 * DAY + 1 }), 3, 'sold'],
  ['sold exactly at the window edge', car({ status: 'sold', sold_date_timestamp: NOW - 3 * DAY }), 3, 'unavailable'],
  ['sold 10 days ago', car({ status: 'sold', sold_date_timestamp: NOW - 10 * DAY }), 3, 'unavailable'],
  ['sold 10 days ago, window 30 days', car({ status: 'sold', sold_date_timestamp: NOW - 10 * DAY }), 30, 'sold'],
  ['sold without a date', car({ status: 'sold' }), 3, 'unavailable'],
  ['sold a day ago but hidden', car({ status: 'sold', sold_date_timestamp: NOW - DAY, show_on_dealer_website: false }), 3, 'unavailable'],
  ['sold an hour ago, window 0 days', car({ status: 'sold', sold_date_timestamp: NOW - 3600 }), 0, 'unavailable'],
];

describe('carAvailability and isCarShown', () => {
  it.each(CASES)('%s', (_, c, days, expected) => {
    expect(carAvailability(c, NOW, days)).toBe(expected);
    expect(isCarShown(c, NOW, days)).toBe(expected !== 'unavailable');
  });

  it.each([
    [{}, 3],
    [{ include_sold_cars_days: null }, 3],
    [{ include_sold_cars_days: 7 }, 7],
    [{ include_sold_cars_days: 0 }, 0],
  ])('the sold window of %j is %i days', (site, days) => expect(soldWindowDays(site)).toBe(days));
});

describe('shownCarsFilter', () => {
  it.each([3, 30, 0])('selects exactly the cars isCarShown shows (window %i days)', (days) => {
    const docs = CASES.map(([, c], i) => ({ id: i + 1, ...c }));
    const index = new EmbeddedIndex('cars', CAR_INDEX_SETTINGS);
    index.replaceAll(docs);
    const hits = index.search({ indexUid: 'cars', filter: shownCarsFilter(NOW, days), limit: 100 }).hits.map((h) => h.id);
    expect(hits.sort((a, b) => Number(a) - Number(b))).toEqual(docs.filter((d) => isCarShown(d, NOW, days)).map((d) => d.id));
  });
});
