// The ranked-page cache (page-cache.ts): an index that has answered other searches returns the
// same hits as a fresh index for every page of every search, whichever of filter, q, strategy and
// sort differ between them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RankedPages, rankedPageKey } from '../../../server/search/embedded/page-cache';
import type { SearchQuery } from '../../../server/search/embedded';
import { carIndex, ids } from './car-fixture';

const values = {
  q: ['', 'toyota', 'hi', 'ford ranger xlt', 'mazda cx'],
  filter: [undefined, 'year >= 2020', 'price < 40000'],
  sort: [undefined, ['price:asc'], ['km:desc'], ['year:desc', 'price:asc']],
  matchingStrategy: ['last', 'all', 'frequency'],
} as const;
type Field = keyof typeof values;
/** A search, then steps each changing one of what decides the order, and the page asked. */
const step = fc.record({
  field: fc.constantFrom(...(Object.keys(values) as Field[])),
  pick: fc.nat(),
  offset: fc.integer({ min: 0, max: 6 }),
  limit: fc.integer({ min: 0, max: 9 }),
});
const fresh = new Map<string, unknown[]>();
/** A fresh index's answer (each distinct search built once). */
function freshIds(search: SearchQuery): unknown[] {
  const key = JSON.stringify(search);
  let found = fresh.get(key);
  if (found === undefined) fresh.set(key, (found = ids(carIndex().search(search).hits)));
  return found;
}

describe('RankedPages', () => {
  it('answers each page as a fresh index does, after any other searches', () => {
    const warm = carIndex();
    fc.assert(
      fc.property(fc.array(step, { minLength: 2, maxLength: 6 }), (steps) => {
        const current: Record<string, unknown> = { indexUid: 'cars', q: 'ford ranger xlt', limit: 9 };
        for (const { field, pick, offset, limit } of steps) {
          current[field] = values[field][pick % values[field].length];
          const search = { ...current, offset, limit } as SearchQuery;
          expect(ids(warm.search(search).hits)).toEqual(freshIds(search));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('serves a shorter page from a longer ranking and ranks again for a longer one', () => {
    const pages = new RankedPages();
    const order = [7, 3, 9, 1, 4, 8];
    const asked: number[] = [];
    const rank = (end: number) => (asked.push(end), order.slice(0, end));
    expect(pages.page('k', 0, 4, rank)).toEqual([7, 3, 9, 1]);
    expect(pages.page('k', 1, 3, rank)).toEqual([3, 9]);
    expect(pages.page('k', 2, 6, rank)).toEqual([9, 1, 4, 8]);
    expect(pages.page('k', 0, 1, rank)).toEqual([7]);
    expect(pages.page(null, 0, 1, rank)).toEqual([7]);
    expect(asked).toEqual([4, 6, 1]);
  });

  it('keys an order by filter, q, strategy and sort, and not a filter too large to name', () => {
    expect(rankedPageKey(null, 'q', 'last', undefined)).toBeNull();
    const keys = [
      rankedPageKey('', 'q', 'last', undefined),
      rankedPageKey('f', 'q', 'last', undefined),
      rankedPageKey('', 'q2', 'last', undefined),
      rankedPageKey('', 'q', 'all', undefined),
      rankedPageKey('', 'q', 'last', ['price:asc']),
      rankedPageKey('', 'q', 'last', ['price:asc', 'km:asc']),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});
