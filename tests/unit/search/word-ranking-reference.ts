// The straightforward proximity and wordPosition keys (word-ranking.ts before its fast path, session 11):
// what tests/unit/search/word-ranking.test.ts compares the fast path with.
import { termHoldsDoc } from '../../../server/search/embedded/text-postings';
import { bucketedPosition, costFromDistance, FAR, MAX_POSITION_COST, type WordRankInput } from '../../../server/search/embedded/word-ranking';
import { type Derivation, FORWARD, LEFT, POSITION, RIGHT } from '../../../server/search/embedded/term-derivations';

export interface ReferenceRanks {
  proximity(doc: number): number;
  position(doc: number): number;
}

/** The proximity and position keys of each document, memoised. */
export function referenceWordRanks(input: WordRankInput): ReferenceRanks {
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
