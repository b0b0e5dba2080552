// Combining the matches of a query's terms under a matching strategy (Meilisearch's `last`,
// `all` and `frequency`): which documents match, their cost, and how many terms each misses.

import type { Bitset } from './bitset';
import { emptyBitset } from './bitset';
import type { MatchingStrategy, TextMatch } from './text-index';

/** What combining reads of one term's match. */
export interface TermMatchBits {
  bits: Bitset;
  cost: Uint32Array;
  count: number;
}

/** A dropped match's arrays (text-index.ts recycles the one its cache evicts): each is overwritten. */
export interface ReusableArrays {
  bits: Bitset;
  cost: Uint32Array;
  missing: Uint8Array;
}

/** The query's match from its terms' matches (which it only reads). */
/** `mandatory[i]`: term i is a quoted phrase, never dropped by `last` or `frequency` (milli's mandatory terms). */
export function combineMatches(
  matches: readonly TermMatchBits[],
  strategy: MatchingStrategy,
  n: number,
  fields: number,
  mandatory: readonly boolean[] = [],
  reuse: ReusableArrays | null = null,
): TextMatch {
  // The order terms are kept in: all of them for `all`; for `last` the first term, then the
  // next ones; for `frequency` the rarest first. A document's level is how many it matches.
  // Phrases come first and are always kept: the documents matching all of them (or, without a
  // phrase, the first kept term) are the widest level.
  const order = matches.map((_, i) => i);
  // A term no document holds is dropped first (Meilisearch answers "Captain Supercopter Marvel"
  // with the Marvel documents), then the most frequent.
  const rarity = (i: number) => (matches[i]!.count === 0 ? Infinity : matches[i]!.count);
  if (strategy === 'frequency') order.sort((a, b) => rarity(a) - rarity(b) || a - b);
  const kept = (i: number) => (mandatory[i] === true ? 0 : 1);
  order.sort((a, b) => kept(a) - kept(b));
  const base = Math.max(1, order.filter((i) => kept(i) === 0).length);
  const cost = reuse?.cost ?? new Uint32Array(n);
  const missing = reuse?.missing ?? new Uint8Array(n);
  if (reuse !== null) {
    cost.fill(0);
    missing.fill(0);
  }
  if (strategy === 'all') {
    const bits = reuse?.bits ?? emptyBitset(n);
    bits.set(matches[0]!.bits);
    for (const m of matches.slice(1)) for (let w = 0; w < bits.length; w++) bits[w]! &= m.bits[w]!;
    for (let w = 0; w < bits.length; w++) {
      let v = bits[w]!;
      while (v !== 0) {
        const t = v & -v;
        const doc = (w << 5) + 31 - Math.clz32(t);
        for (const m of matches) cost[doc]! += m.cost[doc]!;
        v ^= t;
      }
    }
    return { bits, cost, missing, terms: matches.length, fields, keptOrder: order };
  }
  const bits = reuse?.bits ?? emptyBitset(n);
  bits.set(matches[order[0]!]!.bits);
  for (const i of order.slice(1, base)) for (let w = 0; w < bits.length; w++) bits[w]! &= matches[i]!.bits[w]!;
  const level = emptyBitset(n);
  level.set(bits);
  for (let j = 0; j < order.length; j++) {
    const m = matches[order[j]!]!;
    if (j >= base) for (let w = 0; w < level.length; w++) level[w]! &= m.bits[w]!;
    for (let w = 0; w < level.length; w++) {
      let v = level[w]!;
      while (v !== 0) {
        const t = v & -v;
        const doc = (w << 5) + 31 - Math.clz32(t);
        cost[doc]! += m.cost[doc]!;
        missing[doc] = order.length - 1 - j;
        v ^= t;
      }
    }
  }
  return { bits, cost, missing, terms: matches.length, fields, keptOrder: order };
}
