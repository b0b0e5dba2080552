// Typo lookups over a sorted term dictionary without visiting every term: the sorted array is
// walked as the trie it implies (the terms of a range share a prefix; each next character splits
// the range by binary search), with one distance row per character of the shared prefix, as
// fuzzyPrefix walks the radix tree. A range whose row shows that every term in it is beyond the
// budget is skipped whole; a range whose answer can no longer change (a prefix search past the
// query's length plus the budget, or a row all beyond the budget) is answered once for all its
// terms. Each row computes only the cells within the budget of the diagonal.
//
// The answers are typoDistance / prefixTypoDistance's for terms that share the query's first
// character (the only ones this is asked about), in the dictionary's order: the sorted scan it
// replaces called those functions on every term of the range (tests/unit/search/term-walk.test.ts
// compares the two on random dictionaries).

/** Where a walk's terms are: term `terms[ids[k]]` for k in [lo, hi), sorted by term. */
export interface SortedTerms {
  terms: readonly string[];
  ids: Uint32Array;
}

/** One term reached: its position k in `ids`, and its typos. Returns false to stop the walk. */
export type TermVisitor = (k: number, typos: number) => boolean;

/**
 * Visits, in sorted order, the terms of [lo, hi) within `limit` typos of `query` and more than 0:
 * whole-word distance, or for `prefix` the distance to the term's closest prefix. Every term of the
 * range must start with query[0]: a first-letter typo (which counts double) cannot occur.
 */
export function walkTypos(dictionary: SortedTerms, lo: number, hi: number, query: string, limit: number, prefix: boolean, visit: TermVisitor): void {
  const n = query.length;
  if (n === 0 || limit < 0 || lo >= hi) return;
  const q = new Uint16Array(n);
  for (let j = 0; j < n; j++) q[j] = query.charCodeAt(j);
  const maxDepth = n + limit;
  // Values stay under 256: depths are at most n + limit, and words over 250 bytes take no typo.
  const rows: Uint8Array[] = Array.from({ length: maxDepth + 1 }, () => new Uint8Array(n + 1));
  for (let j = 0; j <= n; j++) rows[0]![j] = j;
  const path = new Uint16Array(maxDepth + 1);
  /** Each computed row's distance to the whole query (row[n]), limit + 1 when outside the band. */
  const lastColumn = new Uint8Array(maxDepth + 1);
  lastColumn[0] = n;
  const over = limit + 1;
  const { terms, ids } = dictionary;
  const shortest = prefix ? n - limit : 0;
  let stopped = false;

  const reach = (k: number, typos: number): void => {
    if (stopped) return;
    const length = terms[ids[k]!]!.length;
    if (prefix ? length < shortest : Math.abs(length - n) > limit) return;
    if (typos > 0 && typos <= limit && !visit(k, typos)) stopped = true;
  };

  /** The range's terms all answer `typos` (a prefix search whose rows stopped changing). */
  const reachAll = (from: number, to: number, typos: number): void => {
    if (typos === 0 || typos > limit) return;
    for (let k = from; k < to && !stopped; k++) reach(k, typos);
  };

  /** [from, to) share `depth` characters, whose rows are computed; best = smallest row[n] so far (prefix). */
  const walk = (from: number, to: number, depth: number, best: number): void => {
    let k = from;
    if (terms[ids[k]!]!.length === depth) {
      reach(k, prefix ? best : lastColumn[depth]!);
      k++;
    }
    const prev = rows[depth]!;
    const prevPrev = depth >= 1 ? rows[depth - 1]! : null;
    const before = depth >= 1 ? path[depth - 1]! : -1;
    const row = rows[depth + 1]!;
    while (k < to && !stopped) {
      const ch = terms[ids[k]!]!.charCodeAt(depth);
      // The end of the terms whose next character is ch.
      let a = k + 1;
      let b = to;
      while (a < b) {
        const mid = (a + b) >>> 1;
        if (terms[ids[mid]!]!.charCodeAt(depth) <= ch) a = mid + 1;
        else b = mid;
      }
      const end = a;
      const d = depth + 1;
      // Only cells within `limit` of the diagonal can be within the budget (Ukkonen's band); the
      // cells just outside it hold limit + 1, which decides everything a larger value would.
      const bandLo = d - limit > 1 ? d - limit : 1;
      const bandHi = d + limit < n ? d + limit : n;
      row[0] = d;
      if (bandLo > 1) row[bandLo - 1] = over;
      let rowMin = d;
      for (let j = bandLo; j <= bandHi; j++) {
        const cost = ch === q[j - 1] ? 0 : 1;
        let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
        if (prevPrev !== null && j > 1 && ch === q[j - 2] && before === q[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
        row[j] = v;
        if (v < rowMin) rowMin = v;
      }
      if (bandHi < n) row[bandHi + 1] = over;
      const last = bandHi === n ? row[n]! : over;
      lastColumn[d] = last;
      path[depth] = ch;
      const nextBest = last < best ? last : best;
      if (rowMin > limit) {
        // Every longer term is beyond the budget as a whole word; as a prefix, it keeps the best
        // distance reached so far.
        if (prefix) reachAll(k, end, nextBest);
      } else if (d === maxDepth) {
        if (prefix) reachAll(k, end, nextBest);
        else if (terms[ids[k]!]!.length === d) reach(k, last);
      } else walk(k, end, d, nextBest);
      k = end;
    }
  };
  walk(lo, hi, 0, n);
}
