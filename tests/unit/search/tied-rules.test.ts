// Leaving out the words, typo and attributeRank keys when every match of q ties on them
// (ranking.ts tiedRules) orders every subset of the matches as the full comparison does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyBitset, setBit } from '../../../server/search/embedded/bitset';
import { rankingCompare, tiedRules } from '../../../server/search/embedded/ranking';
import { FIELD_COST, TYPO_COST, type TextMatch } from '../../../server/search/embedded/text-index';

const N = 40;
const RULES = ['words', 'typo', 'attributeRank', 'exactness'];

/** The rules compared in full, as ranking.ts documents them. */
function fullCompare(text: TextMatch): (a: number, b: number) => number {
  const keys = [
    (d: number) => text.missing[d]!,
    (d: number) => Math.floor(text.cost[d]! / TYPO_COST),
    (d: number) => Math.floor((text.cost[d]! % (TYPO_COST / 6)) / FIELD_COST),
    (d: number) => text.cost[d]! % FIELD_COST,
  ];
  return (a, b) => {
    for (const key of keys) if (key(a) !== key(b)) return key(a) - key(b);
    return a - b;
  };
}

describe('tiedRules', () => {
  it('leaves out only keys that order no subset of the matches', () => {
    const cost = fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }));
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.tuple(cost, fc.integer({ min: 0, max: 2 })), { freq: 2 }), { minLength: N, maxLength: N }),
        fc.boolean(),
        fc.array(fc.boolean(), { minLength: N, maxLength: N }),
        (docs, uniform, subset) => {
          const text: TextMatch = { bits: emptyBitset(N), cost: new Uint32Array(N), missing: new Uint8Array(N), terms: 3, fields: 4 };
          const first = docs.find((d) => d !== null);
          docs.forEach((d, doc) => {
            if (d === null) return;
            // `uniform`: every match shares the first's words, typos and field.
            const [[typos, sixths, field, exact], missing] = uniform && first ? [[first[0][0], first[0][1], first[0][2], d[0][3]], first[1]] : d;
            setBit(text.bits, doc);
            text.cost[doc] = typos * TYPO_COST + sixths * (TYPO_COST / 6) + field * FIELD_COST + exact;
            text.missing[doc] = missing;
          });
          const ids = docs.flatMap((d, doc) => (d !== null && subset[doc] ? [doc] : []));
          expect([...ids].sort(rankingCompare(RULES, [], text))).toEqual([...ids].sort(fullCompare(text)));
          if (uniform && first) expect(tiedRules(text)).toEqual({ words: true, typo: true, attribute: true });
        },
      ),
      { numRuns: 300 },
    );
  });
});
