// The proximity and wordPosition keys' fast path (word-ranking.ts: flattened derivations, a byte
// per document, no word read when a document keeps no two neighbouring terms) against the
// straightforward version it replaced (word-ranking-reference.ts), over random documents and
// random derivations of every kind (words, prefixes met only forwards, ngrams, phrases and split
// words needing a pair, typos).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildPostings } from '../../../server/search/embedded/text-postings';
import { type Derivations, addDerivation, FORWARD, LEFT, POSITION, RIGHT } from '../../../server/search/embedded/term-derivations';
import { flatDerivations, keptLevels as keptByLevel, MAX_POSITION_COST, type WordRankInput, wordRanks } from '../../../server/search/embedded/word-ranking';
import { positionSavings, SLOW } from '../../../server/search/embedded/word-position-batch';
import { referenceWordRanks } from './word-ranking-reference';

const VOCABULARY = ['red', 'car', 'sport', 'gt', 'line', 'ute', 'x5', 'auto'];
const SEPARATORS = [' ', ' ', ' ', '-', '. ', ', '];

const text = fc
  .array(fc.tuple(fc.constantFrom(...VOCABULARY), fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 7 })
  .map((words) => words.map(([w, s]) => w + s).join(''));
const documents = fc.array(fc.record({ name: text, model: text }), { minLength: 1, maxLength: 12 });
const derivation = fc.record({
  word: fc.nat(),
  roles: fc.constantFrom(LEFT | RIGHT | POSITION, LEFT | RIGHT | POSITION | FORWARD, RIGHT | POSITION, LEFT, LEFT | RIGHT),
  pair: fc.option(fc.nat(), { freq: 3 }),
  ngram: fc.option(fc.nat(), { freq: 2 }),
  typos: fc.integer({ min: 0, max: 2 }),
  back: fc.integer({ min: 0, max: 2 }),
});

type Picks = [number, { word: number; roles: number; pair: number | null; ngram: number | null; typos: number; back: number }][];

/** A random query's word-ranking input over `docs` (derivations picked among their words and pairs). */
function rankInput(
  docs: { name: string; model: string }[],
  terms: number,
  picks: Picks,
  missingPicks: number[],
  docTypos: number[],
  orderPicks: number[],
): WordRankInput {
  const postings = buildPostings(['name', 'model'], docs);
  const wordIds = [...postings.termIds.values()];
  const pairIds = [...postings.pairIds.values()];
  const derivations: Derivations = new Map();
  for (const [t, d] of picks) {
    const term = t % terms;
    const id = wordIds[d.word % wordIds.length]!;
    const ngram = d.ngram === null ? -1 : wordIds[d.ngram % wordIds.length]!;
    const pair = d.pair === null || pairIds.length === 0 ? -1 : pairIds[d.pair % pairIds.length]!;
    addDerivation(derivations, id, { term, start: Math.max(0, term - d.back), roles: d.roles, pair, ngram, typos: d.typos });
  }
  // The order the strategy keeps terms in: a permutation of them.
  const keptOrder = [...Array(terms).keys()].sort((a, b) => orderPicks[a]! - orderPicks[b]! || a - b);
  const missing = Uint8Array.from(docs.map((_, doc) => missingPicks[doc % missingPicks.length]! % terms));
  return { postings, derivations, terms, keptOrder, missing, typos: (doc: number) => docTypos[doc % docTypos.length]! };
}

const query = [
  fc.integer({ min: 1, max: 4 }),
  fc.array(fc.tuple(fc.nat(), derivation), { maxLength: 16 }),
  fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 12, maxLength: 12 }),
  fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
] as const;

describe('wordRanks', () => {
  it('gives every document the keys of the straightforward version', () => {
    fc.assert(
      fc.property(
        documents,
        ...query,
        fc.array(fc.integer({ min: 0, max: 11 }), { maxLength: 12 }),
        (docs, terms, picks, missingPicks, docTypos, orderPicks, askOrder) => {
          const input = rankInput(docs, terms, picks, missingPicks, docTypos, orderPicks);
          const fast = wordRanks(input);
          const reference = referenceWordRanks(input);
          // Asked in a random order first (the memo must not depend on it), then all of them.
          const asked = [...askOrder.filter((doc) => doc < docs.length), ...docs.keys()];
          for (const doc of asked) {
            expect(fast.position(doc)).toBe(reference.position(doc));
            expect(fast.proximity(doc)).toBe(reference.proximity(doc));
          }
          if (fast.proximityTied) for (const doc of docs.keys()) expect(reference.proximity(doc)).toBe(0);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('gives the same wordPosition keys when enough documents are asked for the postings to answer them all at once', () => {
    // 8 copies of up to 12 documents: asked one by one, the key switches to word-position-batch.ts
    // midway (after BATCH_MIN_DOCUMENTS); a word at three positions sends its document back to its words.
    fc.assert(
      fc.property(documents, ...query, fc.nat(), (few, terms, picks, missingPicks, docTypos, orderPicks, shift) => {
        const docs = Array.from({ length: 8 }, () => few).flat();
        const input = rankInput(docs, terms, picks, missingPicks, docTypos, orderPicks);
        const fast = wordRanks(input);
        const reference = referenceWordRanks(input);
        for (let k = 0; k < docs.length; k++) {
          const doc = (k * 7 + shift) % docs.length;
          expect(fast.position(doc)).toBe(reference.position(doc));
        }
        const savings = positionSavings({ ...input, flat: flatDerivations(input.derivations), keptByLevel: keptByLevel(input.keptOrder, terms) });
        for (const doc of docs.keys()) {
          if (savings[doc] === SLOW) continue;
          const kept = keptByLevel(input.keptOrder, terms)[input.missing[doc]!]!.reduce((sum, k) => sum + k, 0);
          expect(kept * MAX_POSITION_COST - savings[doc]!).toBe(reference.position(doc));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('says proximity is tied only when no document can keep two neighbouring terms', () => {
    const postings = buildPostings(['name'], [{ name: 'red car' }, { name: 'car red' }]);
    const derivations: Derivations = new Map();
    const red = postings.termIds.get('red')!;
    const car = postings.termIds.get('car')!;
    addDerivation(derivations, red, { term: 0, start: 0, roles: LEFT | RIGHT | POSITION, pair: -1, ngram: -1, typos: 0 });
    addDerivation(derivations, car, { term: 1, start: 1, roles: LEFT | RIGHT | POSITION, pair: -1, ngram: -1, typos: 0 });
    const input = { postings, derivations, keptOrder: [0, 1], typos: () => 0 };
    const both = wordRanks({ ...input, terms: 2, missing: Uint8Array.from([0, 0]) });
    expect(both.proximityTied).toBe(false);
    expect([both.proximity(0), both.proximity(1)]).toEqual([0, 1]);
    const one = wordRanks({ ...input, terms: 1, keptOrder: [0], missing: Uint8Array.from([0, 0]) });
    expect(one.proximityTied).toBe(true);
  });
});
