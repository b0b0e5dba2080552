// One query term's documents and per-document cost, and a pool of them: each is a bitset and a
// cost per document (~410 KB at 100k), and a 10-word query needed about 20 of them, garbage as
// soon as the query's match was computed.

import { type Bitset, emptyBitset } from './bitset';
import { TYPO_COST } from './term-lookup';

/**
 * `cost[doc]` means something only where `bits` holds doc: every reader checks the bit first, so
 * a reused match needs only its bits cleared.
 */
export interface TermMatch {
  bits: Bitset;
  cost: Uint32Array;
  count: number;
}

const SPARE_MATCHES = 12;

export class TermMatchPool {
  private readonly spare: TermMatch[] = [];

  constructor(private readonly n: number) {}

  take(): TermMatch {
    return this.spare.pop() ?? { bits: emptyBitset(this.n), cost: new Uint32Array(this.n), count: 0 };
  }

  /** Gives back a match nothing reads any more. */
  release(match: TermMatch): void {
    if (this.spare.length >= SPARE_MATCHES) return;
    match.bits.fill(0);
    match.count = 0;
    this.spare.push(match);
  }
}

/**
 * Adds the documents of `alone` to `match` when they are not in it yet or cost less there, at
 * their cost in `alone` with its typos shared among `share` words (an ngram's words).
 */
export function mergeInto(match: TermMatch, alone: TermMatch, share = 1): void {
  for (let w = 0; w < alone.bits.length; w++) {
    let v = alone.bits[w]!;
    while (v !== 0) {
      const t = v & -v;
      const doc = (w << 5) + 31 - Math.clz32(t);
      const rest = alone.cost[doc]! % TYPO_COST;
      const c = (alone.cost[doc]! - rest) / share + rest;
      if ((match.bits[w]! & t) === 0) {
        match.bits[w]! |= t;
        match.cost[doc] = c;
        match.count++;
      } else if (c < match.cost[doc]!) {
        match.cost[doc] = c;
      }
      v ^= t;
    }
  }
}

/** Adds to `into`, at cost 0, the candidates `accept` keeps. */
export function acceptInto(candidates: Bitset, into: TermMatch, accept: (doc: number) => boolean): void {
  for (let w = 0; w < candidates.length; w++) {
    let v = candidates[w]!;
    while (v !== 0) {
      const t = v & -v;
      const doc = (w << 5) + 31 - Math.clz32(t);
      if ((into.bits[w]! & t) === 0 && accept(doc)) {
        into.bits[w]! |= t;
        into.cost[doc] = 0;
        into.count++;
      }
      v ^= t;
    }
  }
}
