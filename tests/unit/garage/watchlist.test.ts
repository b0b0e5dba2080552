import { describe, expect, it } from 'vitest';
import { WATCHLIST_LIMIT, liveStatus, mergeWatchlists, watchedCar, type WatchlistEntry } from '../../../runtime/lib/garage/watchlist';

const entry = (id: number | string, saved_price: number | null = 30000): WatchlistEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Mazda',
  model: 'CX-5',
  primary_image_url: null,
  saved_price,
});

describe('mergeWatchlists: the account list first, then local favourites it lacks', () => {
  it.each([
    ['empty account takes the local list', [], [entry(1), entry(2)], [1, 2]],
    ['local duplicates of account cars are dropped (ids compared as text)', [entry(1)], [entry('1'), entry(2)], [1, 2]],
    ['account order is kept', [entry(3), entry(1)], [entry(2)], [3, 1, 2]],
    ['nothing local', [entry(1)], [], [1]],
  ])('%s', (_, account, local, ids) => expect(mergeWatchlists(account, local).map((e) => e.id)).toEqual(ids));

  it(`caps the list at ${WATCHLIST_LIMIT}`, () => {
    const local = Array.from({ length: WATCHLIST_LIMIT + 5 }, (_, i) => entry(i));
    expect(mergeWatchlists([entry('a')], local)).toHaveLength(WATCHLIST_LIMIT);
  });
});

describe('live status', () => {
  it.each([
    ['no car', undefined, 'gone'],
    ['in stock', { status: 'in_stock' as const }, 'available'],
    ['coming soon', { status: 'coming_soon' as const }, 'available'],
    ['reserved', { status: 'in_stock' as const, reserved: true }, 'reserved'],
    ['sold flag beats reserved', { status: 'in_stock' as const, reserved: true, sold: true }, 'sold'],
    ['sold status', { status: 'sold' as const }, 'sold'],
  ])('%s', (_, car, expected) => expect(liveStatus(car)).toBe(expected));

  it.each([
    ['same price', 30000, 30000, false],
    ['price dropped', 30000, 28990, true],
    ['no price now', 30000, null, false],
    ['saved without a price', null, 28990, false],
  ])('price changed: %s', (_, saved, now, changed) => {
    expect(watchedCar(entry(1, saved), { status: 'in_stock', price: now }).price_changed).toBe(changed);
  });
});
