// milli's proximity and wordPosition ranking rules (search/new/ranking_rule_graph/proximity and
// position), as one key per document, computed only for the documents the comparison reaches
// (a page's tie groups, as milli's bucket sort does), from the document's words in order
// (text-postings.ts docTokenStart/tokenTerm/tokenSlot).
// - proximity: over each pair of query terms next to each other that the document kept (the
//   `words` rule), the closest the two are in one attribute (word-positions.ts pairProximity:
//   1 adjacent, the distance + 1 when backwards), cost proximity - 1 up to proximity 3, else 3
//   (milli's proximity.rs MAX_DISTANCE is 4: its word-pair database keeps nothing further). An
//   ngram ("quickbrown" for "quick brown") costs 1 between its own words, as milli's ngram node.
//   A phrase meets its neighbours by its first and last word; a split word or a multi-word
//   synonym too, when the document holds it. A word found through typos counts only for documents
//   matched with as many typos, and a pair's two words together hold no more typos than the
//   document (milli ranks proximity within a typo bucket, by its words; per path, not per pair).
// - wordPosition: per kept term, the cost of its best word's position (bucketed as milli stores
//   it) against the term's position in the query (cost_from_distance); an ngram's k-th word adds
//   k to the distance; 10 when no word of the term is found (matched through a split word).

import { termHoldsDoc, type Postings } from './text-postings';
import { type Derivation, type Derivations, FORWARD, LEFT, POSITION, RIGHT } from './term-derivations';

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
/** milli's cost for two terms not within proximity 3 (crate::proximity::MAX_DISTANCE - 1). */
export const FAR = 3;

export interface WordRankInput {
  postings: Postings;
  derivations: Derivations;
  terms: number;
  keptOrder: readonly number[];
  missing: Uint8Array;
  /** Each document's typos over the terms it matched. */
  typos: (doc: number) => number;
}

export interface WordRanks {
  proximity(doc: number): number;
  position(doc: number): number;
}

/** The proximity and position keys of each document, memoised. */
export function wordRanks(input: WordRankInput): WordRanks {
  const { postings, derivations, terms, keptOrder, missing, typos } = input;
  const keptSets = new Map<number, Uint8Array>();
  const keptOf = (doc: number): Uint8Array => {
    const dropped = missing[doc]!;
    let kept = keptSets.get(dropped);
    if (kept === undefined) {
      kept = new Uint8Array(terms);
      for (const t of keptOrder.slice(0, keptOrder.length - dropped)) kept[t] = 1;
      keptSets.set(dropped, kept);
    }
    return kept;
  };
  const proximityMemo = new Map<number, number>();
  const positionMemo = new Map<number, number>();
  // Per term, the slots (field << 16 | position) where it may meet its neighbours, and the ngram
  // token each came from (-1 for single words).
  const lefts: number[][] = Array.from({ length: terms }, () => []);
  const leftNgram: number[][] = Array.from({ length: terms }, () => []);
  const rights: number[][] = Array.from({ length: terms }, () => []);
  const rightNgram: number[][] = Array.from({ length: terms }, () => []);
  const rightForward: boolean[][] = Array.from({ length: terms }, () => []);
  const leftTypos: number[][] = Array.from({ length: terms }, () => []);
  const rightTypos: number[][] = Array.from({ length: terms }, () => []);
  const best = new Uint8Array(terms);

  const compute = (doc: number): void => {
    const kept = keptOf(doc);
    for (let t = 0; t < terms; t++) {
      lefts[t]!.length = 0;
      leftNgram[t]!.length = 0;
      rights[t]!.length = 0;
      rightNgram[t]!.length = 0;
      rightForward[t]!.length = 0;
      leftTypos[t]!.length = 0;
      rightTypos[t]!.length = 0;
      best[t] = MAX_POSITION_COST;
    }
    const pairHeld = new Map<number, boolean>();
    const docTypos = typos(doc);
    const counts = (d: Derivation): boolean => {
      if (d.typos > docTypos) return false;
      if (d.pair < 0) return true;
      let held = pairHeld.get(d.pair);
      if (held === undefined) pairHeld.set(d.pair, (held = termHoldsDoc(postings, d.pair, doc)));
      return held;
    };
    for (let k = postings.docTokenStart[doc]!, end = postings.docTokenStart[doc + 1]!; k < end; k++) {
      const list = derivations.get(postings.tokenTerm[k]!);
      if (list === undefined) continue;
      const slot = postings.tokenSlot[k]!;
      for (const d of list) {
        if (kept[d.term] !== 1 || !counts(d)) continue;
        if ((d.roles & LEFT) !== 0) {
          lefts[d.term]!.push(slot);
          leftNgram[d.term]!.push(d.ngram);
          leftTypos[d.term]!.push(d.typos);
        }
        if ((d.roles & RIGHT) !== 0) {
          rights[d.term]!.push(slot);
          rightNgram[d.term]!.push(d.ngram);
          rightForward[d.term]!.push((d.roles & FORWARD) !== 0);
          rightTypos[d.term]!.push(d.typos);
        }
        if ((d.roles & POSITION) !== 0) {
          const distance = Math.abs(bucketedPosition(slot & 0xffff) - d.start) + (d.term - d.start);
          const cost = costFromDistance(distance);
          if (cost < best[d.term]!) best[d.term] = cost;
        }
      }
    }
    let position = 0;
    for (let t = 0; t < terms; t++) if (kept[t] === 1) position += best[t]!;
    positionMemo.set(doc, position);
    let proximity = 0;
    for (let t = 0; t + 1 < terms; t++) {
      if (kept[t] !== 1 || kept[t + 1] !== 1) continue;
      let cost = FAR;
      const ls = lefts[t]!;
      const rs = rights[t + 1]!;
      for (let i = 0; i < ls.length && cost > 0; i++) {
        const l = ls[i]!;
        for (let j = 0; j < rs.length; j++) {
          const r = rs[j]!;
          if (l >>> 16 !== r >>> 16) continue;
          // The two words' typos together within the document's (typo_proximity.rs:96).
          if (leftNgram[t]![i] !== rightNgram[t + 1]![j] || leftNgram[t]![i]! < 0) {
            if (leftTypos[t]![i]! + rightTypos[t + 1]![j]! > docTypos) continue;
          }
          const d = (r & 0xffff) - (l & 0xffff);
          let c: number;
          if (d === 0) c = leftNgram[t]![i]! >= 0 && leftNgram[t]![i] === rightNgram[t + 1]![j] ? 1 : FAR;
          else if (d < 0 && rightForward[t + 1]![j]) continue;
          else c = Math.min(FAR, (d > 0 ? d : 1 - d) - 1);
          if (c < cost) cost = c;
        }
      }
      proximity += cost;
    }
    proximityMemo.set(doc, proximity);
  };

  return {
    proximity(doc) {
      let key = proximityMemo.get(doc);
      if (key === undefined) {
        compute(doc);
        key = proximityMemo.get(doc)!;
      }
      return key;
    },
    position(doc) {
      let key = positionMemo.get(doc);
      if (key === undefined) {
        compute(doc);
        key = positionMemo.get(doc)!;
      }
      return key;
    },
  };
}
