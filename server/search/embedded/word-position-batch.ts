// milli's wordPosition key for every document at once, from the postings instead of each
// document's words: the rule is asked for whole tie groups (a one-word query such as "Spo" or
// "Toyota" ties thousands of documents up to it), and reading each one's words cost ~40% of such a
// search. Each posting knows the smallest two distinct positions of its term in the document
// (text-postings.ts postingPos), which decide the term's best cost; a document where they may not
// (a term at three or more positions, or a position past 0xfffd) is left to the word-by-word
// computation (word-ranking.ts), which stays the definition.

import { MANY_POSITIONS, NO_SECOND, type Postings, termHoldsDoc } from './text-postings';
import { POSITION } from './term-derivations';

/** milli's position/mod.rs cost_from_distance. */
export function costFromDistance(distance: number): number {
  if (distance <= 1) return distance;
  if (distance <= 4) return 2;
  if (distance <= 7) return 3;
  if (distance <= 11) return 4;
  if (distance <= 16) return 5;
  if (distance <= 24) return 6;
  if (distance <= 64) return 7;
  if (distance <= 256) return 8;
  if (distance <= 1024) return 9;
  return 10;
}

/** milli's bucketed_position (lib.rs): kept below 16, 24 up to 23, then the next power of two. */
export function bucketedPosition(position: number): number {
  if (position < 16) return position;
  if (position < 24) return 24;
  return 2 ** Math.ceil(Math.log2(position));
}

export const MAX_POSITION_COST = 10;

/** The derivations of one query, term id ids[i]'s at [start[i], start[i + 1]) (word-ranking.ts flatten). */
export interface DerivationArrays {
  ids: Uint32Array;
  start: Uint32Array;
  term: Uint8Array;
  from: Uint8Array;
  roles: Uint8Array;
  pair: Int32Array;
  typos: Uint8Array;
}

export interface PositionBatchInput {
  postings: Postings;
  flat: DerivationArrays;
  terms: number;
  /** Per number of dropped terms, which terms are kept (1) or not (0). */
  keptByLevel: readonly Uint8Array[];
  missing: Uint8Array;
  typos: (doc: number) => number;
}

/** A document whose words must be read (positionSavings). */
export const SLOW = 0xffff;

let scratchBest = new Uint8Array(0);

/** How many postings positionSavings reads: what it costs, against reading documents one by one. */
export function positionBatchCost(postings: Postings, flat: DerivationArrays): number {
  let total = 0;
  for (let i = 0; i < flat.ids.length; i++) {
    const id = flat.ids[i]!;
    total += postings.postingStart[id + 1]! - postings.postingStart[id]!;
  }
  return total;
}

/**
 * Each document's saving on the wordPosition key: MAX_POSITION_COST per kept term less the key,
 * summed (a document holding no derived word saves 0), or SLOW when its words must be read.
 */
export function positionSavings(input: PositionBatchInput): Uint16Array {
  const { postings, flat, terms, keptByLevel, missing, typos } = input;
  const { postingStart, postingDoc, postingPos, termIds } = postings;
  const n = postings.n;
  const saving = new Uint16Array(n);
  if (scratchBest.length < n) scratchBest = new Uint8Array(n).fill(MAX_POSITION_COST);
  const best = scratchBest;
  const touched: number[] = [];
  // A pair's id is never one of a document's words.
  const isWord = flat.ids.map((id) => (termIds.get(postings.terms[id]!) === id ? 1 : 0));
  for (let t = 0; t < terms; t++) {
    for (let i = 0; i < flat.ids.length; i++) {
      if (isWord[i] === 0) continue;
      const id = flat.ids[i]!;
      for (let j = flat.start[i]!, last = flat.start[i + 1]!; j < last; j++) {
        if (flat.term[j] !== t || (flat.roles[j]! & POSITION) === 0) continue;
        const from = flat.from[j]!;
        const extra = t - from;
        const derivationTypos = flat.typos[j]!;
        const pair = flat.pair[j]!;
        for (let p = postingStart[id]!, end = postingStart[id + 1]!; p < end; p++) {
          const doc = postingDoc[p]!;
          if (saving[doc] === SLOW || keptByLevel[missing[doc]!]![t] !== 1 || derivationTypos > typos(doc)) continue;
          if (pair >= 0 && !termHoldsDoc(postings, pair, doc)) continue;
          const pos = postingPos[p]!;
          const second = pos >>> 16;
          if (second === MANY_POSITIONS) {
            saving[doc] = SLOW;
            continue;
          }
          let distance = Math.abs(bucketedPosition(pos & 0xffff) - from);
          if (second !== NO_SECOND) distance = Math.min(distance, Math.abs(bucketedPosition(second) - from));
          const cost = costFromDistance(distance + extra);
          if (cost < best[doc]!) {
            if (best[doc] === MAX_POSITION_COST) touched.push(doc);
            best[doc] = cost;
          }
        }
      }
    }
    for (const doc of touched) {
      if (saving[doc] !== SLOW) saving[doc]! += MAX_POSITION_COST - best[doc]!;
      best[doc] = MAX_POSITION_COST;
    }
    touched.length = 0;
  }
  return saving;
}
