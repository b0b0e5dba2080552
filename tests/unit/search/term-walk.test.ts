// The sorted-dictionary typo walk (sorted-term-walk.ts) against the scan it replaced: every term
// of the range through typoDistance / prefixTypoDistance, in order, on random small dictionaries
// over a small alphabet (so that near misses, transpositions and shared prefixes are common).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkTypos } from '../../../server/search/embedded/sorted-term-walk';
import { prefixTypoDistance, typoDistance } from '../../../server/search/embedded/typo-distance';

/** The straightforward reference: each term of [lo, hi) in order, the first `cap` within 1..limit. */
function scan(terms: string[], lo: number, hi: number, query: string, limit: number, prefix: boolean, cap: number): [string, number][] {
  const out: [string, number][] = [];
  for (let k = lo; k < hi && out.length < cap; k++) {
    const candidate = terms[k]!;
    if (prefix ? candidate.length < query.length - limit : Math.abs(candidate.length - query.length) > limit) continue;
    const typos = prefix ? prefixTypoDistance(query, candidate, limit) : typoDistance(query, candidate, limit);
    if (typos > 0 && typos <= limit) out.push([candidate, typos]);
  }
  return out;
}

function walked(terms: string[], lo: number, hi: number, query: string, limit: number, prefix: boolean, cap: number): [string, number][] {
  const out: [string, number][] = [];
  const ids = Uint32Array.from(terms.keys());
  walkTypos({ terms, ids }, lo, hi, query, limit, prefix, (k, typos) => {
    out.push([terms[k]!, typos]);
    return out.length < cap;
  });
  return out;
}

/** The range of terms starting with `first`, as term-lookup.ts asks for it. */
function rangeOf(terms: string[], first: string): [number, number] {
  const next = String.fromCharCode(first.charCodeAt(0) + 1);
  return [terms.filter((t) => t < first).length, terms.filter((t) => t < next).length];
}

const word = (alphabet: string[], max: number) => fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: max }).map((chars) => chars.join(''));

describe('walkTypos (typo lookups over a sorted dictionary)', () => {
  it('finds what the scan of every term finds, in the same order, for whole words and prefixes', () => {
    fc.assert(
      fc.property(
        fc.array(word(['a', 'b', 'c', '1', '2'], 9), { maxLength: 60 }),
        word(['a', 'b', 'c', '1', '2'], 10),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 20 }),
        (list, query, limit, prefix, cap) => {
          const terms = [...new Set(list)].sort();
          const [lo, hi] = rangeOf(terms, query[0]!);
          expect(walked(terms, lo, hi, query, limit, prefix, cap)).toEqual(scan(terms, lo, hi, query, limit, prefix, cap));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees on terms made from the query by edits (transpositions, long words past the budget)', () => {
    fc.assert(
      fc.property(
        word(['a', 'b', 'c', 'd', 'é', '7'], 12),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.constantFrom('a', 'b', 'x', '7')), { maxLength: 40 }),
        fc.integer({ min: 1, max: 2 }),
        fc.boolean(),
        (query, edits, limit, prefix) => {
          const list = edits.map(([kind, at, ch]) => {
            const i = 1 + (at % Math.max(1, query.length));
            if (kind === 0) return query.slice(0, i) + ch + query.slice(i); // insertion
            if (kind === 1) return query.slice(0, i) + query.slice(i + 1); // deletion
            if (kind === 2) return query.slice(0, i - 1) + (query[i] ?? '') + (query[i - 1] ?? '') + query.slice(i + 1); // transposition
            return query + ch.repeat(at % 6); // longer words
          });
          const terms = [...new Set([query, ...list].filter((t) => t !== ''))].sort();
          const [lo, hi] = rangeOf(terms, query[0]!);
          expect(walked(terms, lo, hi, query, limit, prefix, 1000)).toEqual(scan(terms, lo, hi, query, limit, prefix, 1000));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reaches a stock number with one typo, as a prefix and as a whole word', () => {
    const terms = ['mi0058', 'mi0059', 'mi0059x', 'mi0095', 'mi1059', 'mo0059'];
    const ids = Uint32Array.from(terms.keys());
    const found = (query: string, prefix: boolean) => {
      const out: string[] = [];
      walkTypos({ terms, ids }, 0, terms.length, query, 1, prefix, (k, typos) => (out.push(`${terms[k]}:${typos}`), true));
      return out;
    };
    expect(found('mi0059', false)).toEqual(['mi0058:1', 'mi0059x:1', 'mi0095:1', 'mi1059:1', 'mo0059:1']);
    expect(found('mi005', true)).toEqual(['mi0095:1', 'mi1059:1', 'mo0059:1']);
  });
});
