// Ordering matched documents by the index's ranking rules (Meilisearch's words, typo, proximity,
// attribute (attributeRank, wordPosition), sort, exactness), then by insertion order. Proximity,
// wordPosition and exactness keys are computed only for the documents the comparison reaches.
import type { Bitset } from './bitset';
import type { SortKeys } from './sort-column';
import { type RankKey, bucketSortSteps, compareByKeys, kthSmallest } from './bucket-sort';
import type { Steps } from './time-slice';
import { FIELD_COST, type TextMatch, TYPO_COST } from './text-index';

export const DEFAULT_RANKING_RULES = ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'] as const;
export type RankingRule = (typeof DEFAULT_RANKING_RULES)[number];

/** One sort expression: an attribute's precomputed ranks, or distances to a `_geoPoint`. */
export type SortRule = { keys: SortKeys } | { distance: Float64Array; descending: boolean; keys?: SortKeys };

/** Keeps the k best ids under `compare`, returned in order. */
export function topK(ids: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  const heap: number[] = [];
  const siftDown = (from: number): void => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compare(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && compare(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (let p = 0; p < ids.length; p++) {
    const id = ids[p]!;
    if (heap.length < k) {
      heap.push(id);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (compare(id, heap[0]!) < 0) {
      heap[0] = id;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

/**
 * The attribute part of a match cost. An ngram's typos are shared among its words in thirds or
 * halves of TYPO_COST, and a document may take some of its words from the ngram and others alone
 * (attribute_fid.rs:129's "overthelazy" beside a lone "the"), so the typo part is a multiple of
 * TYPO_COST / 6, not of TYPO_COST.
 */
function fieldPart(cost: number): number {
  return Math.floor((cost % (TYPO_COST / 6)) / FIELD_COST);
}

/** Ranks of the rankingRules' `attribute:asc` / `attribute:desc` rules, by rule text. */
export type CustomRuleKeys = ReadonlyMap<string, SortKeys>;
const NO_CUSTOM_RULES: CustomRuleKeys = new Map();

/**
 * The ranking rules as per-document keys, compared in order, smaller first (ties fall to the next
 * key, then to insertion order). A key may be computed lazily: the bucket sort (bucket-sort.ts)
 * asks for a key only for the documents still tied when it is reached.
 */
export function rankingKeys(rules: readonly string[], sort: readonly SortRule[], text: TextMatch | null, custom: CustomRuleKeys = NO_CUSTOM_RULES): RankKey[] {
  const keys: RankKey[] = [];
  for (const rule of rules) {
    const ranks = custom.get(rule);
    if (ranks !== undefined) keys.push((doc) => ranks.rank[doc]!);
    else if (rule === 'sort') {
      for (const s of sort) {
        const sortKeys = s.keys;
        if (sortKeys) keys.push((doc) => sortKeys.rank[doc]!);
        else if ('distance' in s) {
          // Documents without `_geo` (NaN) come last either way.
          const { distance, descending } = s;
          keys.push((doc) => {
            const d = distance[doc]!;
            return d !== d ? Infinity : descending ? -d : d;
          });
        }
      }
    } else if (text !== null) {
      const { cost, missing } = text;
      // A rule on which every match of q ties orders no subset of them: no key (tiedRules).
      const tied = tiedRules(text);
      if (rule === 'words') {
        if (!tied.words) keys.push((doc) => missing[doc]!);
      } else if (rule === 'typo') {
        if (!tied.typo) keys.push((doc) => Math.floor(cost[doc]! / TYPO_COST));
      } else if ((rule === 'attribute' || rule === 'attributeRank') && !tied.attribute) keys.push((doc) => fieldPart(cost[doc]!));
      const ranks = text.wordRanks;
      if (ranks !== undefined && (rule === 'attribute' || rule === 'wordPosition')) keys.push((doc) => ranks.position(doc));
      // A query whose documents keep no two neighbouring terms ties them all on proximity: no key.
      else if (ranks !== undefined && rule === 'proximity' && !ranks.proximityTied) keys.push((doc) => ranks.proximity(doc));
      else if (rule === 'exactness') {
        const key = text.exactness;
        keys.push(key ?? ((doc) => cost[doc]! % FIELD_COST));
      }
    }
  }
  return keys;
}

interface TiedRules {
  words: boolean;
  typo: boolean;
  attribute: boolean;
}
const tiedByMatch = new WeakMap<TextMatch, TiedRules>();

/** Which of the words, typo and attributeRank keys are the same for every document q matched (one pass, once per match). */
export function tiedRules(text: TextMatch): TiedRules {
  let tied = tiedByMatch.get(text);
  if (tied !== undefined) return tied;
  const { bits, cost, missing } = text;
  let first = -1;
  let words = true;
  let typo = true;
  let attribute = true;
  for (let w = 0; w < bits.length && (words || typo || attribute); w++) {
    let v = bits[w]!;
    while (v !== 0) {
      const t = v & -v;
      const doc = (w << 5) + 31 - Math.clz32(t);
      v ^= t;
      if (first < 0) first = doc;
      words &&= missing[doc] === missing[first];
      typo &&= Math.floor(cost[doc]! / TYPO_COST) === Math.floor(cost[first]! / TYPO_COST);
      attribute &&= fieldPart(cost[doc]!) === fieldPart(cost[first]!);
    }
  }
  tied = { words, typo, attribute };
  tiedByMatch.set(text, tied);
  return tied;
}

/** The comparison the ranking rules define; documents outside `text` never reach it. */
export function rankingCompare(
  rules: readonly string[],
  sort: readonly SortRule[],
  text: TextMatch | null,
  custom: CustomRuleKeys = NO_CUSTOM_RULES,
): (a: number, b: number) => number {
  return compareByKeys(rankingKeys(rules, sort, text, custom));
}

/** Whether the first thing the rules compare is the first sort rule (relevance rules all tie without q). */
function sortLeads(rules: readonly string[], text: TextMatch | null, custom: CustomRuleKeys): boolean {
  if (text === null) return rules.find((r) => r === 'sort' || custom.has(r)) === 'sort';
  return rules[0] === 'sort';
}

/** The documents ranked [offset, end) among the matched ones, as steps (a text query's bucket sort may pause). */
export function* selectPage(
  bits: Bitset,
  total: number,
  ids: () => Uint32Array,
  rules: readonly string[],
  sort: readonly SortRule[],
  text: TextMatch | null,
  offset: number,
  end: number,
  custom: CustomRuleKeys = NO_CUSTOM_RULES,
): Steps<number[]> {
  if (sort.length === 0 && text === null && custom.size === 0) {
    // Insertion order: skip `offset` set bits word by word, then collect.
    const page: number[] = [];
    let skipped = 0;
    for (let w = 0; w < bits.length && page.length < end - offset; w++) {
      let v = bits[w]!;
      while (v !== 0 && page.length < end - offset) {
        const t = v & -v;
        if (skipped < offset) skipped++;
        else page.push((w << 5) + 31 - Math.clz32(t));
        v ^= t;
      }
    }
    return page;
  }
  const keys = rankingKeys(rules, sort, text, custom);
  const compare = compareByKeys(keys);
  const first = sort[0];
  const leads = first?.keys !== undefined && sortLeads(rules, text, custom);
  // A text query ranks by its relevance rules first: bucket by bucket, computing each rule's key
  // only for the documents still tied (bucket-sort.ts), as milli's bucket sort does.
  if (text !== null && !leads) return yield* bucketSortSteps(ids(), keys, offset, end);
  if (!leads || total <= 4 * end) return topK(ids(), end, compare).slice(offset);

  // Walk the first sort rule's presorted order; stop once `end` documents are in and the next one
  // ranks differently, so later rules only reorder that last tie group. The walk is cheap when
  // matches are spread over the order, but a filter that goes against the sort (price >= 40000,
  // sorted by price ascending) leaves the matches at the far end: past a budget proportional to
  // the matches, select by rank over the matches instead.
  const { rank, order } = first!.keys!;
  const budget = Math.min(order.length, WALK_BUDGET_PER_MATCH * total + WALK_BUDGET_MIN);
  const collected: number[] = [];
  let boundary = -1;
  let p = 0;
  for (; p < order.length; p++) {
    const doc = order[p]!;
    if ((bits[doc >>> 5]! & (1 << (doc & 31))) === 0) continue; // hasBit, written out (see countFacets)
    if (collected.length >= end && rank[doc] !== boundary) break;
    collected.push(doc);
    if (collected.length === end) boundary = rank[doc]!;
    if (p >= budget && collected.length < end) return selectByRank(bits, rank, total, compare, offset, end);
  }
  collected.sort(compare);
  return collected.slice(offset, end);
}

const WALK_BUDGET_PER_MATCH = 4;
let scratchDocs = new Uint32Array(0);
let scratchRanks = new Uint32Array(0);
const WALK_BUDGET_MIN = 2048;

/**
 * [offset, end) of the matches when `compare` orders by `rank` first: the end-th smallest rank
 * over the matches (quickselect), then only the documents up to it are sorted. O(matches).
 */
export function selectByRank(bits: Bitset, rank: Uint32Array, total: number, compare: (a: number, b: number) => number, offset: number, end: number): number[] {
  // Two buffers of `total` entries per call were up to 800 KB of short-lived ArrayBuffers per query
  // at 100k documents, whose external memory pushed V8 into extra collections: reused instead (a
  // search is synchronous, nothing keeps them).
  if (scratchDocs.length < total) {
    scratchDocs = new Uint32Array(total);
    scratchRanks = new Uint32Array(total);
  }
  const docs = scratchDocs;
  const ranks = scratchRanks;
  let n = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    while (v !== 0) {
      const t = v & -v;
      const doc = (w << 5) + 31 - Math.clz32(t);
      docs[n] = doc;
      ranks[n++] = rank[doc]!;
      v ^= t;
    }
  }
  if (n === 0 || end <= offset) return [];
  const cut = kthSmallest(ranks.subarray(0, n), Math.min(end, n) - 1);
  const kept: number[] = [];
  for (let i = 0; i < n; i++) if (rank[docs[i]!]! <= cut) kept.push(docs[i]!);
  kept.sort(compare);
  return kept.slice(offset, end);
}

/**
 * A relevance score in [0, 1] like Meilisearch's `_rankingScore`: each relevance rule's score
 * (words matched, typos avoided, earlier attribute, whole words), weighted so an earlier rule
 * outweighs every later one. Sort rules do not count, as in Meilisearch; without q every document
 * scores 1. An approximation: proximity and wordPosition do not count, and the weights are ours.
 */
export function rankingScore(rules: readonly string[], text: TextMatch | null, doc: number): number {
  if (text === null || text.terms === 0) return 1;
  const k = text.terms;
  const cost = text.cost[doc]!;
  const parts: number[] = [];
  for (const rule of rules) {
    if (rule === 'words') parts.push((k - text.missing[doc]!) / k);
    else if (rule === 'typo') parts.push(Math.max(0, 1 - Math.floor(cost / TYPO_COST) / (2 * k)));
    else if (rule === 'attribute' || rule === 'attributeRank') parts.push(Math.max(0, 1 - fieldPart(cost) / (k * Math.max(1, text.fields))));
    else if (rule === 'exactness') parts.push(1 - (cost % FIELD_COST) / k);
  }
  let score = 0;
  let weight = 1;
  let total = 0;
  for (const part of parts) {
    weight *= 0.1;
    score += part * weight;
    total += weight;
  }
  return total === 0 ? 1 : score / total;
}
