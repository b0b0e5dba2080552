// The bucket sort's page (bucket-sort.ts) against sorting every match with the same keys.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketSortPage, compareByKeys, type RankKey } from '../../../server/search/embedded/bucket-sort';

describe('bucketSortPage', () => {
  it('returns the page a full sort by the keys returns', () => {
    const keyValues = fc.oneof(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom(0, 1, Infinity, 2.5));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.array(fc.array(keyValues, { minLength: 120, maxLength: 120 }), { maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 120, maxLength: 120 }),
        fc.integer({ min: 0, max: 130 }),
        fc.integer({ min: 0, max: 40 }),
        (n, table, matched, end, offset) => {
          const ids = Uint32Array.from([...Array(n).keys()].filter((d) => matched[d]));
          const keys: RankKey[] = table.map((values) => (doc) => values[doc]!);
          const expected = [...ids].sort(compareByKeys(keys)).slice(offset, end);
          expect(bucketSortPage(ids, keys, offset, end)).toEqual(expected);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('asks a later rule only for the documents still tied where the page ends', () => {
    const ids = Uint32Array.from([0, 1, 2, 3, 4, 5]);
    const words = [0, 1, 1, 0, 2, 1];
    const price = [50, 40, 30, 20, 10, 5];
    const askedPrice: number[] = [];
    const keys: RankKey[] = [(doc) => words[doc]!, (doc) => (askedPrice.push(doc), price[doc]!)];
    // Page of 3: docs 0 and 3 (words 0), then the best of words 1 (docs 1, 2, 5) by price: 5.
    expect(bucketSortPage(ids, keys, 0, 3)).toEqual([3, 0, 5]);
    expect(askedPrice.sort()).toEqual([0, 1, 2, 3, 5]);
  });
});
