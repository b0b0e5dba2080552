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

// Fast path (session 12): the derivations are flattened into typed arrays, looked up by term id
// through a small bit filter then a binary search; each document's key is kept in a byte per
// document; a document keeping no two neighbouring terms has proximity 0 without reading its
// words, and a query whose every document is so says `proximityTied` (the rule is then skipped).
// tests/unit/search/word-ranking.test.ts compares it with the straightforward version.

import { termHoldsDoc, type Postings } from './text-postings';
import { type Derivations, FORWARD, LEFT, POSITION, RIGHT } from './term-derivations';
import { bucketedPosition, costFromDistance, type DerivationArrays, MAX_POSITION_COST, positionBatchCost, positionSavings, SLOW } from './word-position-batch';

export { bucketedPosition, costFromDistance, MAX_POSITION_COST } from './word-position-batch';

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
  /** Whether no document keeps two neighbouring terms: proximity is 0 for all of them. */
  proximityTied: boolean;
}

const FILTER_BITS = 4096;
/** Reading a document's words costs about this many postings read by the batch (word-position-batch.ts). */
const BATCH_POSTINGS_PER_DOCUMENT = 32;
const BATCH_MIN_DOCUMENTS = 32;
const NOT_COMPUTED = 0xff;

/** The derivations as parallel arrays, entries of term id ids[i] at [start[i], start[i + 1]). */
interface FlatDerivations extends DerivationArrays {
  ngram: Int32Array;
  /** Bit (id % FILTER_BITS) set for every derived id: most of a document's words are not derived. */
  filter: Uint32Array;
}

export function flatDerivations(derivations: Derivations): FlatDerivations {
  const ids = Uint32Array.from(derivations.keys()).sort();
  let total = 0;
  for (const list of derivations.values()) total += list.length;
  const flat: FlatDerivations = {
    ids,
    start: new Uint32Array(ids.length + 1),
    term: new Uint8Array(total),
    from: new Uint8Array(total),
    roles: new Uint8Array(total),
    pair: new Int32Array(total),
    ngram: new Int32Array(total),
    typos: new Uint8Array(total),
    filter: new Uint32Array(FILTER_BITS / 32),
  };
  let at = 0;
  ids.forEach((id, i) => {
    flat.start[i] = at;
    flat.filter[(id % FILTER_BITS) >>> 5]! |= 1 << (id & 31);
    for (const d of derivations.get(id)!) {
      flat.term[at] = d.term;
      flat.from[at] = d.start;
      flat.roles[at] = d.roles;
      flat.pair[at] = d.pair;
      flat.ngram[at] = d.ngram;
      flat.typos[at] = Math.min(255, d.typos);
      at++;
    }
  });
  flat.start[ids.length] = at;
  return flat;
}

/** Index of `id` in flat.ids, or -1. */
function find(flat: FlatDerivations, id: number): number {
  if ((flat.filter[(id % FILTER_BITS) >>> 5]! & (1 << (id & 31))) === 0) return -1;
  const { ids } = flat;
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid]!;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

// One document's derived words (a search is synchronous: shared by every call).
let hitTerm = new Uint8Array(64);
let hitSlot = new Uint32Array(64);
let hitNgram = new Int32Array(64);
let hitTypos = new Uint8Array(64);
let hitRoles = new Uint8Array(64);
const pairSeen: number[] = [];
const pairHeld: boolean[] = [];

function growHits(): void {
  const grow = <T extends Uint8Array | Uint32Array | Int32Array>(a: T): T => {
    const b = new (a.constructor as new (n: number) => T)(a.length * 2);
    b.set(a);
    return b;
  };
  hitTerm = grow(hitTerm);
  hitSlot = grow(hitSlot);
  hitNgram = grow(hitNgram);
  hitTypos = grow(hitTypos);
  hitRoles = grow(hitRoles);
}

/** Per number of dropped terms (0 to all), which terms are kept (1) under the strategy's order. */
export function keptLevels(keptOrder: readonly number[], terms: number): Uint8Array[] {
  return Array.from({ length: keptOrder.length + 1 }, (_, dropped) => {
    const kept = new Uint8Array(terms);
    for (const t of keptOrder.slice(0, keptOrder.length - dropped)) kept[t] = 1;
    return kept;
  });
}

/** The proximity and position keys of each document, memoised. */
export function wordRanks(input: WordRankInput): WordRanks {
  const { postings, terms, keptOrder, missing, typos } = input;
  const flat = flatDerivations(input.derivations);
  // Per number of dropped terms: which terms are kept, and whether two neighbours are.
  const keptByLevel = keptLevels(keptOrder, terms);
  const pairsByLevel = keptByLevel.map((kept) => {
    let pairs = false;
    for (let t = 0; t + 1 < terms; t++) pairs ||= kept[t] === 1 && kept[t + 1] === 1;
    return pairs;
  });
  // Only the levels a document can have (missing[doc] <= keptOrder.length - 1) decide the tie.
  const proximityTied = !pairsByLevel.slice(0, Math.max(1, keptOrder.length)).some(Boolean);
  const wide = terms * MAX_POSITION_COST >= NOT_COMPUTED;
  let proximityMemo: Uint8Array | Uint16Array | null = null;
  let positionMemo: Uint8Array | Uint16Array | null = null;
  const memo = (): Uint8Array | Uint16Array => {
    const n = postings.n;
    const made = wide ? new Uint16Array(n) : new Uint8Array(n);
    return made.fill(wide ? 0xffff : NOT_COMPUTED);
  };
  const unset = wide ? 0xffff : NOT_COMPUTED;
  const best = new Uint8Array(terms);
  // The whole-batch wordPosition key (word-position-batch.ts), once enough documents asked for it.
  const fullCost = keptByLevel.map((kept) => kept.reduce((sum, k) => sum + k * MAX_POSITION_COST, 0));
  let savings: Uint16Array | null = null;
  let computed = 0;
  let batchCost: number | undefined;

  const compute = (doc: number): void => {
    const level = missing[doc]!;
    const kept = keptByLevel[level]!;
    best.fill(MAX_POSITION_COST);
    pairSeen.length = 0;
    pairHeld.length = 0;
    const docTypos = typos(doc);
    let hits = 0;
    const { tokenTerm, tokenSlot } = postings;
    for (let k = postings.docTokenStart[doc]!, end = postings.docTokenStart[doc + 1]!; k < end; k++) {
      const i = find(flat, tokenTerm[k]!);
      if (i < 0) continue;
      const slot = tokenSlot[k]!;
      for (let j = flat.start[i]!, last = flat.start[i + 1]!; j < last; j++) {
        const term = flat.term[j]!;
        if (kept[term] !== 1 || flat.typos[j]! > docTypos) continue;
        const pair = flat.pair[j]!;
        if (pair >= 0) {
          let p = pairSeen.indexOf(pair);
          if (p < 0) {
            p = pairSeen.push(pair) - 1;
            pairHeld.push(termHoldsDoc(postings, pair, doc));
          }
          if (!pairHeld[p]) continue;
        }
        const roles = flat.roles[j]!;
        if ((roles & (LEFT | RIGHT)) !== 0) {
          if (hits === hitTerm.length) growHits();
          hitTerm[hits] = term;
          hitSlot[hits] = slot;
          hitNgram[hits] = flat.ngram[j]!;
          hitTypos[hits] = flat.typos[j]!;
          hitRoles[hits++] = roles;
        }
        if ((roles & POSITION) !== 0) {
          const from = flat.from[j]!;
          const cost = costFromDistance(Math.abs(bucketedPosition(slot & 0xffff) - from) + (term - from));
          if (cost < best[term]!) best[term] = cost;
        }
      }
    }
    let position = 0;
    for (let t = 0; t < terms; t++) if (kept[t] === 1) position += best[t]!;
    (positionMemo ??= memo())[doc] = position;
    let proximity = 0;
    if (pairsByLevel[level]) {
      for (let t = 0; t + 1 < terms; t++) {
        if (kept[t] !== 1 || kept[t + 1] !== 1) continue;
        proximity += pairCost(t, hits, docTypos);
      }
    }
    (proximityMemo ??= memo())[doc] = proximity;
  };

  return {
    proximityTied,
    proximity(doc) {
      if (!pairsByLevel[missing[doc]!]) return 0;
      if (proximityMemo === null || proximityMemo[doc] === unset) compute(doc);
      return proximityMemo![doc]!;
    },
    position(doc) {
      if (positionMemo !== null && positionMemo[doc] !== unset) return positionMemo[doc]!;
      // Asked for many documents, the key comes from the postings for all of them at once.
      if (
        savings === null &&
        ++computed >= BATCH_MIN_DOCUMENTS &&
        computed * BATCH_POSTINGS_PER_DOCUMENT >= (batchCost ??= positionBatchCost(postings, flat))
      ) {
        savings = positionSavings({ postings, flat, terms, keptByLevel, missing, typos });
      }
      if (savings !== null) {
        const saving = savings[doc]!;
        if (saving !== SLOW) return fullCost[missing[doc]!]! - saving;
      }
      compute(doc);
      return positionMemo![doc]!;
    },
  };
}

/** The closest term t (as a left word) and term t + 1 (as a right word) come, in one attribute. */
function pairCost(t: number, hits: number, docTypos: number): number {
  let cost = FAR;
  for (let i = 0; i < hits && cost > 0; i++) {
    if (hitTerm[i] !== t || (hitRoles[i]! & LEFT) === 0) continue;
    const l = hitSlot[i]!;
    const lNgram = hitNgram[i]!;
    for (let j = 0; j < hits; j++) {
      if (hitTerm[j] !== t + 1 || (hitRoles[j]! & RIGHT) === 0) continue;
      const r = hitSlot[j]!;
      if (l >>> 16 !== r >>> 16) continue;
      const sameNgram = lNgram >= 0 && lNgram === hitNgram[j];
      // The two words' typos together within the document's (typo_proximity.rs:96).
      if (!sameNgram && hitTypos[i]! + hitTypos[j]! > docTypos) continue;
      const d = (r & 0xffff) - (l & 0xffff);
      let c: number;
      if (d === 0) c = sameNgram ? 1 : FAR;
      else if (d < 0 && (hitRoles[j]! & FORWARD) !== 0) continue;
      else c = Math.min(FAR, (d > 0 ? d : 1 - d) - 1);
      if (c < cost) cost = c;
    }
  }
  return cost;
}
