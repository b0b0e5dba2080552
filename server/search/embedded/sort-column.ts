// One sortable attribute, ranked once per direction so that a query sorts by comparing integers.
// Meilisearch's order: numbers before strings, documents without a value last, in both
// directions; an array sorts by its smallest value ascending and by its largest descending.

import { normalizeFacetString, readAttribute, splitPath } from './document-values';

export interface SortKeys {
  /** Dense rank per document; equal values share a rank. */
  rank: Uint32Array;
  /** Documents by ascending rank, ties by document id. */
  order: Uint32Array;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function buildKeys(numbers: Float64Array, strings: (string | null)[], descending: boolean): SortKeys {
  const n = numbers.length;
  const distinctNumbers = new Set<number>();
  const distinctStrings = new Set<string>();
  for (let doc = 0; doc < n; doc++) {
    const v = numbers[doc]!;
    if (v === v) distinctNumbers.add(v);
    else {
      const s = strings[doc];
      if (s !== null && s !== undefined) distinctStrings.add(s);
    }
  }
  const sortedNumbers = Float64Array.from(distinctNumbers).sort();
  if (descending) sortedNumbers.reverse();
  const sortedStrings = [...distinctStrings].sort(compareStrings);
  if (descending) sortedStrings.reverse();

  const numberRank = new Map<number, number>();
  sortedNumbers.forEach((v, r) => numberRank.set(v, r));
  const stringRank = new Map<string, number>();
  sortedStrings.forEach((s, r) => stringRank.set(s, sortedNumbers.length + r));
  const missingRank = sortedNumbers.length + sortedStrings.length;

  const rank = new Uint32Array(n);
  const bucket = new Uint32Array(missingRank + 2);
  for (let doc = 0; doc < n; doc++) {
    const v = numbers[doc]!;
    let r: number;
    if (v === v) r = numberRank.get(v)!;
    else {
      const s = strings[doc];
      r = s !== null && s !== undefined ? stringRank.get(s)! : missingRank;
    }
    rank[doc] = r;
    bucket[r + 1]!++;
  }
  for (let r = 0; r <= missingRank; r++) bucket[r + 1]! += bucket[r]!;
  const order = new Uint32Array(n);
  for (let doc = 0; doc < n; doc++) order[bucket[rank[doc]!]!++] = doc;
  return { rank, order };
}

export class SortColumn {
  readonly asc: SortKeys;
  readonly desc: SortKeys;

  constructor(
    readonly attribute: string,
    documents: readonly Record<string, unknown>[],
  ) {
    const n = documents.length;
    const path = splitPath(attribute);
    const minNumber = new Float64Array(n).fill(NaN);
    const maxNumber = new Float64Array(n).fill(NaN);
    const minString: (string | null)[] = new Array<string | null>(n).fill(null);
    const maxString: (string | null)[] = new Array<string | null>(n).fill(null);
    for (let doc = 0; doc < n; doc++) {
      const { leaves } = readAttribute(documents[doc], path);
      for (const leaf of leaves) {
        if (typeof leaf === 'number') {
          const lo = minNumber[doc]!;
          if (lo !== lo || leaf < lo) minNumber[doc] = leaf;
          const hi = maxNumber[doc]!;
          if (hi !== hi || leaf > hi) maxNumber[doc] = leaf;
        } else {
          const s = normalizeFacetString(typeof leaf === 'boolean' ? String(leaf) : leaf);
          if (s === '') continue; // an empty string is no value (sort.rs:263 ranks "" with the missing)
          const lo = minString[doc];
          if (lo === null || lo === undefined || s < lo) minString[doc] = s;
          const hi = maxString[doc];
          if (hi === null || hi === undefined || s > hi) maxString[doc] = s;
        }
      }
    }
    this.asc = buildKeys(minNumber, minString, false);
    this.desc = buildKeys(maxNumber, maxString, true);
  }
}
