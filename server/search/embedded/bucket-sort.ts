// A page of ranked documents the way milli's bucket sort finds it: the first rule splits the
// matches into buckets by its key, and only the buckets that reach into the page go on to the next
// rule, so a rule's key is computed only for documents still tied when it is reached, and the
// documents past the page are never sorted. The order is that of compareByKeys: keys in order,
// smaller first, then insertion order (document id).

/** One ranking rule as a number per document, smaller first. */
export type RankKey = (doc: number) => number;

/** The keys compared in order, then document ids. */
export function compareByKeys(keys: readonly RankKey[]): (a: number, b: number) => number {
  const count = keys.length;
  return (a, b) => {
    for (let i = 0; i < count; i++) {
      const key = keys[i]!;
      const x = key(a);
      const y = key(b);
      if (x !== y) return x < y ? -1 : 1;
    }
    return a - b;
  };
}

import { SCORE_CHUNK, type Steps, runToEnd } from './time-slice';

// Scratch space reused by every call (sliced searches take turns, see time-slice.ts): each level of the sort keeps the
// documents it hands to the next in its own buffer.
let keyScratch = new Float64Array(0);
let selectScratch = new Float64Array(0);
const levelDocs: Uint32Array[] = [];

function docsAt(level: number, size: number): Uint32Array {
  let docs = levelDocs[level];
  if (docs === undefined || docs.length < size) levelDocs[level] = docs = new Uint32Array(Math.max(size, 1024));
  return docs;
}

/** The documents ranked [offset, end) among `ids` (ascending document ids) under `keys`. */
export function bucketSortPage(ids: Uint32Array, keys: readonly RankKey[], offset: number, end: number): number[] {
  return runToEnd(bucketSortSteps(ids, keys, offset, end));
}

/** bucketSortPage as steps, pausable every SCORE_CHUNK keys computed (time-slice.ts). */
export function* bucketSortSteps(ids: Uint32Array, keys: readonly RankKey[], offset: number, end: number): Steps<number[]> {
  const page: number[] = [];
  if (end <= 0 || ids.length === 0) return page;
  if (keyScratch.length < ids.length) {
    keyScratch = new Float64Array(ids.length);
    selectScratch = new Float64Array(ids.length);
  }
  yield* rank(ids, 0, ids.length, 0, Math.min(end, ids.length), keys, page, 0);
  return page.slice(offset, end);
}

/**
 * Appends to `page` the `need` best of docs[from, to) (ascending ids, all tied on the keys before
 * `step`), in order.
 */
function* rank(docs: Uint32Array, from: number, to: number, step: number, need: number, keys: readonly RankKey[], page: number[], level: number): Steps<void> {
  if (step === keys.length || to - from === 1) {
    for (let i = from; i < from + need; i++) page.push(docs[i]!);
    return;
  }
  const key = keys[step]!;
  const count = to - from;
  const values = keyScratch;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < count; i++) {
    const v = key(docs[from + i]!);
    values[i] = v;
    if (v < min) min = v;
    if (v > max) max = v;
    if (i % SCORE_CHUNK === SCORE_CHUNK - 1) yield;
  }
  if (min === max) {
    yield* rank(docs, from, to, step + 1, need, keys, page, level);
    return;
  }
  // The need-th smallest key: documents above it are past the page.
  let cut = max;
  if (need < count) {
    const copy = selectScratch.subarray(0, count);
    copy.set(values.subarray(0, count));
    cut = kthSmallest(copy, need - 1);
  }
  // Documents under the cut (fewer than `need`) sorted by key, then the cut's own bucket; each run
  // of equal keys goes on to the next rule.
  const below: number[] = [];
  const atCut = docsAt(level, count);
  let tied = 0;
  for (let i = 0; i < count; i++) {
    const v = values[i]!;
    if (v < cut) below.push(i);
    else if (v === cut) atCut[tied++] = docs[from + i]!;
  }
  let remaining = need;
  if (below.length > 0) {
    const belowKeys = below.map((i) => values[i]!);
    const belowDocs = below.map((i) => docs[from + i]!);
    const order = below
      .map((_, j) => j)
      .sort((a, b) => (belowKeys[a] === belowKeys[b] ? belowDocs[a]! - belowDocs[b]! : belowKeys[a]! < belowKeys[b]! ? -1 : 1));
    const run = docsAt(level + 1, order.length);
    for (let j = 0; j < order.length && remaining > 0;) {
      let k = j;
      let size = 0;
      while (k < order.length && belowKeys[order[k]!] === belowKeys[order[j]!]) run[size++] = belowDocs[order[k++]!]!;
      const take = Math.min(size, remaining);
      yield* rank(run, 0, size, step + 1, take, keys, page, level + 2);
      remaining -= take;
      j = k;
    }
  }
  if (remaining > 0) yield* rank(atCut, 0, tied, step + 1, Math.min(remaining, tied), keys, page, level + 1);
}

/** The k-th smallest value (0-based) of `values`, which it reorders (Hoare's quickselect). */
export function kthSmallest(values: Uint32Array | Float64Array, k: number): number {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >>> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i++] = values[j]!;
        values[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return values[k]!;
  }
  return values[k]!;
}
