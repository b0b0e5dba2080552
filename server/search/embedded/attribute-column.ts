// One filterable attribute, indexed for filtering and faceting:
// - strings (and booleans, as "true"/"false"): a dictionary of normalised values to posting lists,
//   with a ready bitset for the frequent values;
// - numbers: (value, document) pairs sorted by value, for ranges by binary search;
// - presence bitsets for EXISTS, IS NULL and IS EMPTY;
// - per-document facet value ids and numeric min/max, for facetDistribution and facetStats.

import { type Bitset, emptyBitset, orInto, setBit } from './bitset';
import { normalizeFacetString, readAttribute, splitPath } from './document-values';

export interface FacetCounts {
  distribution: Record<string, number>;
  stats?: { min: number; max: number };
}

function lowerBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(values: Float64Array, x: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class AttributeColumn {
  readonly exists: Bitset;
  readonly nulls: Bitset;
  readonly empties: Bitset;

  private readonly stringIds = new Map<string, number>();
  private readonly stringPostings: Uint32Array[] = [];
  private readonly stringBitsets: (Bitset | null)[] = [];

  /** Numeric (value, doc) pairs sorted by value then doc. */
  private readonly numberValues: Float64Array;
  private readonly numberDocs: Uint32Array;
  /** Documents holding at least one number. */
  private readonly numberPresent: Bitset;
  /** Every document holds at most one number, so a range's complement within numberPresent is exact. */
  private readonly singleNumber: boolean;

  /** Facet values: display text (first seen spelling), and output order (numbers ascending, then strings). */
  private readonly facetDisplay: string[] = [];
  private readonly facetRank: Uint32Array;
  private readonly facetOrder: Uint32Array;
  /** Facet value ids per document: a flat Int32Array (-1 = none) when no document has two, else CSR. */
  private readonly docFacet: Int32Array | null;
  private readonly csrStart: Uint32Array | null;
  private readonly csrIds: Uint32Array | null;
  private readonly docNumberMin: Float64Array | null;
  private readonly docNumberMax: Float64Array | null;
  private scratchCounts: Uint32Array | null = null;

  constructor(
    readonly attribute: string,
    documents: readonly Record<string, unknown>[],
  ) {
    const n = documents.length;
    const path = splitPath(attribute);
    this.exists = emptyBitset(n);
    this.nulls = emptyBitset(n);
    this.empties = emptyBitset(n);
    this.numberPresent = emptyBitset(n);

    const postings: number[][] = [];
    const numericFacetIds = new Map<number, number>();
    const stringFacetIds = new Map<string, number>();
    const facetNumbers: number[] = []; // facet id -> number value, NaN for strings
    const facetKeys: string[] = []; // facet id -> normalised string ('' for numbers)
    const pairValues: number[] = [];
    const pairDocs: number[] = [];
    let singleNumber = true;
    let multiFacet = false;
    const docFacetLists: number[] = [];
    const docFacetStart = new Uint32Array(n + 1);
    let docMin: Float64Array | null = null;
    let docMax: Float64Array | null = null;
    const seenFacets: number[] = [];

    for (let doc = 0; doc < n; doc++) {
      docFacetStart[doc] = docFacetLists.length;
      const values = readAttribute(documents[doc], path);
      if (!values.present) continue;
      setBit(this.exists, doc);
      if (values.isNull) setBit(this.nulls, doc);
      if (values.isEmpty) setBit(this.empties, doc);
      let numbersInDoc = 0;
      seenFacets.length = 0;
      for (const leaf of values.leaves) {
        let facetId: number | undefined;
        if (typeof leaf === 'number') {
          numbersInDoc++;
          pairValues.push(leaf);
          pairDocs.push(doc);
          setBit(this.numberPresent, doc);
          if (docMin === null || docMax === null) {
            docMin = new Float64Array(n).fill(NaN);
            docMax = new Float64Array(n).fill(NaN);
          }
          const lo = docMin[doc]!;
          if (Number.isNaN(lo) || leaf < lo) docMin[doc] = leaf;
          const hi = docMax[doc]!;
          if (Number.isNaN(hi) || leaf > hi) docMax[doc] = leaf;
          facetId = numericFacetIds.get(leaf);
          if (facetId === undefined) {
            facetId = facetNumbers.length;
            numericFacetIds.set(leaf, facetId);
            facetNumbers.push(leaf);
            facetKeys.push('');
            this.facetDisplay.push(String(leaf));
          }
        } else {
          const text = typeof leaf === 'boolean' ? String(leaf) : leaf;
          const key = normalizeFacetString(text);
          let stringId = this.stringIds.get(key);
          if (stringId === undefined) {
            stringId = postings.length;
            this.stringIds.set(key, stringId);
            postings.push([]);
          }
          const list = postings[stringId]!;
          if (list[list.length - 1] !== doc) list.push(doc);
          if (key === '') continue; // empty strings filter (x = "") but are not facet values
          facetId = stringFacetIds.get(key);
          if (facetId === undefined) {
            facetId = facetNumbers.length;
            stringFacetIds.set(key, facetId);
            facetNumbers.push(NaN);
            facetKeys.push(key);
            this.facetDisplay.push(text.trim());
          }
        }
        if (!seenFacets.includes(facetId)) {
          seenFacets.push(facetId);
          docFacetLists.push(facetId);
        }
      }
      if (numbersInDoc > 1) singleNumber = false;
      if (seenFacets.length > 1) multiFacet = true;
    }
    docFacetStart[n] = docFacetLists.length;

    const wordsThreshold = Math.max(64, n >>> 5);
    for (const list of postings) {
      const ids = Uint32Array.from(list);
      this.stringPostings.push(ids);
      if (ids.length >= wordsThreshold) {
        const bits = emptyBitset(n);
        for (let k = 0; k < ids.length; k++) bits[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
        this.stringBitsets.push(bits);
      } else {
        this.stringBitsets.push(null);
      }
    }

    // Numbers: sort the distinct values natively, then place pairs by counting sort (stable by doc).
    const distinct = Float64Array.from(numericFacetIds.keys()).sort();
    const rankOf = new Map<number, number>();
    for (let r = 0; r < distinct.length; r++) rankOf.set(distinct[r]!, r);
    const m = pairValues.length;
    const bucketStart = new Uint32Array(distinct.length + 1);
    const pairRank = new Uint32Array(m);
    for (let k = 0; k < m; k++) {
      const r = rankOf.get(pairValues[k]!)!;
      pairRank[k] = r;
      bucketStart[r + 1]!++;
    }
    for (let r = 0; r < distinct.length; r++) bucketStart[r + 1]! += bucketStart[r]!;
    this.numberValues = new Float64Array(m);
    this.numberDocs = new Uint32Array(m);
    for (let k = 0; k < m; k++) {
      const at = bucketStart[pairRank[k]!]!++;
      this.numberValues[at] = pairValues[k]!;
      this.numberDocs[at] = pairDocs[k]!;
    }
    this.singleNumber = singleNumber;

    // Facet output order: numbers ascending, then strings by normalised value.
    const facetTotal = facetNumbers.length;
    const order = Array.from({ length: facetTotal }, (_, i) => i);
    order.sort((a, b) => {
      const na = facetNumbers[a]!;
      const nb = facetNumbers[b]!;
      const aNum = !Number.isNaN(na);
      const bNum = !Number.isNaN(nb);
      if (aNum && bNum) return na - nb;
      if (aNum !== bNum) return aNum ? -1 : 1;
      const ka = facetKeys[a]!;
      const kb = facetKeys[b]!;
      return ka < kb ? -1 : ka > kb ? 1 : 0;
    });
    this.facetOrder = Uint32Array.from(order);
    this.facetRank = new Uint32Array(facetTotal);
    for (let r = 0; r < facetTotal; r++) this.facetRank[order[r]!] = r;

    if (multiFacet) {
      this.docFacet = null;
      this.csrStart = docFacetStart;
      this.csrIds = Uint32Array.from(docFacetLists);
    } else {
      this.docFacet = new Int32Array(n).fill(-1);
      for (let doc = 0; doc < n; doc++) {
        if (docFacetStart[doc + 1]! > docFacetStart[doc]!) this.docFacet[doc] = docFacetLists[docFacetStart[doc]!]!;
      }
      this.csrStart = null;
      this.csrIds = null;
    }
    this.docNumberMin = docMin;
    this.docNumberMax = docMax;
  }

  /** ORs the documents whose value equals `value` (case-insensitive string, or numerically) into target. */
  orEqual(target: Bitset, value: string, asNumber: number | null): void {
    const id = this.stringIds.get(normalizeFacetString(value));
    if (id !== undefined) {
      const bits = this.stringBitsets[id];
      if (bits) orInto(target, bits);
      else {
        const ids = this.stringPostings[id]!;
        for (let k = 0; k < ids.length; k++) target[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
      }
    }
    if (asNumber !== null) this.orRange(target, asNumber, true, asNumber, true);
  }

  /** ORs the documents holding a number within the bounds into target. */
  orRange(target: Bitset, low: number, lowInclusive: boolean, high: number, highInclusive: boolean): void {
    const values = this.numberValues;
    const docs = this.numberDocs;
    const from = lowInclusive ? lowerBound(values, low) : upperBound(values, low);
    const to = highInclusive ? upperBound(values, high) : lowerBound(values, high);
    if (to <= from) return;
    if (this.singleNumber && (to - from) * 2 > values.length) {
      // Dense range: start from every numeric document and strike out those outside the range.
      const bits = this.numberPresent.slice();
      for (let k = 0; k < from; k++) bits[docs[k]! >>> 5]! &= ~(1 << (docs[k]! & 31));
      for (let k = to; k < docs.length; k++) bits[docs[k]! >>> 5]! &= ~(1 << (docs[k]! & 31));
      orInto(target, bits);
      return;
    }
    for (let k = from; k < to; k++) target[docs[k]! >>> 5]! |= 1 << (docs[k]! & 31);
  }

  /** Counts facet values over the matched documents (ascending ids), capped at maxValues in output order. */
  countFacets(matched: Uint32Array, maxValues: number): FacetCounts {
    const total = this.facetDisplay.length;
    if (this.scratchCounts === null || this.scratchCounts.length < total) this.scratchCounts = new Uint32Array(total);
    const counts = this.scratchCounts;
    const touched: number[] = [];
    const single = this.docFacet;
    if (single !== null) {
      for (let k = 0; k < matched.length; k++) {
        const f = single[matched[k]!]!;
        if (f >= 0 && counts[f]!++ === 0) touched.push(f);
      }
    } else {
      const start = this.csrStart!;
      const ids = this.csrIds!;
      for (let k = 0; k < matched.length; k++) {
        const doc = matched[k]!;
        for (let p = start[doc]!, end = start[doc + 1]!; p < end; p++) {
          const f = ids[p]!;
          if (counts[f]!++ === 0) touched.push(f);
        }
      }
    }

    const distribution: Record<string, number> = {};
    const emit = (f: number): void => {
      const key = this.facetDisplay[f]!;
      distribution[key] = (distribution[key] ?? 0) + counts[f]!;
    };
    if (touched.length * 8 < total) {
      const rank = this.facetRank;
      touched.sort((a, b) => rank[a]! - rank[b]!);
      for (let k = 0; k < touched.length && k < maxValues; k++) emit(touched[k]!);
    } else {
      let emitted = 0;
      for (let r = 0; r < total && emitted < maxValues; r++) {
        const f = this.facetOrder[r]!;
        if (counts[f]! > 0) {
          emit(f);
          emitted++;
        }
      }
    }
    for (const f of touched) counts[f] = 0;

    const result: FacetCounts = { distribution };
    const lo = this.docNumberMin;
    const hi = this.docNumberMax;
    if (lo !== null && hi !== null) {
      let min = Infinity;
      let max = -Infinity;
      for (let k = 0; k < matched.length; k++) {
        const doc = matched[k]!;
        const a = lo[doc]!;
        if (a === a) {
          if (a < min) min = a;
          const b = hi[doc]!;
          if (b > max) max = b;
        }
      }
      if (min !== Infinity) result.stats = { min, max };
    }
    return result;
  }
}
