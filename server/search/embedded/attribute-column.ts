// One filterable attribute, indexed for filtering and faceting:
// - strings (and booleans, as "true"/"false"): a dictionary of normalised values to posting lists;
// - numbers: (value, document) pairs sorted by value, for ranges by binary search;
// - presence bitsets for EXISTS, IS NULL and IS EMPTY;
// - facet values (distinct strings and numbers) with their posting lists, a ready bitset for the
//   frequent ones, and per-document facet value ids.
// A facet is counted whichever way is cheaper for the query: popcount of (matched AND value
// bitset) per value, or one pass over the matched documents.

import { type Bitset, andNotInto, emptyBitset, orInto, setBit } from './bitset';
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

function toBitset(ids: Uint32Array, n: number): Bitset {
  const bits = emptyBitset(n);
  for (let k = 0; k < ids.length; k++) bits[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
  return bits;
}

export class AttributeColumn {
  readonly exists: Bitset;
  readonly nulls: Bitset;
  readonly empties: Bitset;

  /** Normalised string -> facet id (strings never share ids with numbers). */
  private readonly stringFacet = new Map<string, number>();
  /** Documents holding the empty string (filterable with `= ""`, never a facet value). */
  private readonly emptyStringDocs: Uint32Array;

  /** Numeric (value, doc) pairs sorted by value then doc. */
  private readonly numberValues: Float64Array;
  private readonly numberDocs: Uint32Array;
  /** Documents holding at least one number. */
  private readonly numberPresent: Bitset;
  /** Every document holds at most one number, so a range's complement within numberPresent is exact. */
  private readonly singleNumber: boolean;

  /** Per facet id: display text (first seen spelling), number (NaN for strings), postings, bitset if frequent. */
  private readonly facetDisplay: string[] = [];
  private readonly facetNumber: Float64Array;
  private readonly facetPostings: Uint32Array[] = [];
  private readonly facetBits: (Bitset | null)[] = [];
  /** Facet ids in output order (numbers ascending, then strings by normalised value), and each id's rank in it. */
  private readonly facetOrder: Uint32Array;
  private readonly facetRank: Uint32Array;
  /** Facet ids per document: flat (-1 = none) when no document has two, else CSR. */
  private readonly docFacet: Int32Array | null;
  private readonly csrStart: Uint32Array | null;
  private readonly csrIds: Uint32Array | null;
  /** Word operations to count every value by postings/bitsets, whatever the query. */
  private readonly postingCountCost: number;

  private scratchCounts: Uint32Array | null = null;
  private scratchBits: Bitset | null = null;

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

    const numberFacet = new Map<number, number>();
    const facetNumbers: number[] = [];
    const facetKeys: string[] = []; // normalised string, '' for numbers
    const postings: number[][] = [];
    const emptyStringDocs: number[] = [];
    const pairValues: number[] = [];
    const pairDocs: number[] = [];
    let singleNumber = true;
    let multiFacet = false;
    const docFacetLists: number[] = [];
    const docFacetStart = new Uint32Array(n + 1);

    for (let doc = 0; doc < n; doc++) {
      docFacetStart[doc] = docFacetLists.length;
      const values = readAttribute(documents[doc], path);
      if (!values.present) continue;
      setBit(this.exists, doc);
      if (values.isNull) setBit(this.nulls, doc);
      if (values.isEmpty) setBit(this.empties, doc);
      let numbersInDoc = 0;
      const firstFacet = docFacetLists.length;
      for (const leaf of values.leaves) {
        let facetId: number | undefined;
        if (typeof leaf === 'number') {
          numbersInDoc++;
          pairValues.push(leaf);
          pairDocs.push(doc);
          setBit(this.numberPresent, doc);
          facetId = numberFacet.get(leaf);
          if (facetId === undefined) {
            facetId = facetNumbers.length;
            numberFacet.set(leaf, facetId);
            facetNumbers.push(leaf);
            facetKeys.push('');
            postings.push([]);
            this.facetDisplay.push(String(leaf));
          }
        } else {
          const text = typeof leaf === 'boolean' ? String(leaf) : leaf;
          const key = normalizeFacetString(text);
          if (key === '') {
            if (emptyStringDocs[emptyStringDocs.length - 1] !== doc) emptyStringDocs.push(doc);
            continue;
          }
          facetId = this.stringFacet.get(key);
          if (facetId === undefined) {
            facetId = facetNumbers.length;
            this.stringFacet.set(key, facetId);
            facetNumbers.push(NaN);
            facetKeys.push(key);
            postings.push([]);
            this.facetDisplay.push(text.trim());
          }
        }
        const list = postings[facetId]!;
        if (list[list.length - 1] !== doc) {
          list.push(doc);
          docFacetLists.push(facetId);
        }
      }
      if (numbersInDoc > 1) singleNumber = false;
      if (docFacetLists.length - firstFacet > 1) multiFacet = true;
    }
    docFacetStart[n] = docFacetLists.length;
    this.emptyStringDocs = Uint32Array.from(emptyStringDocs);

    // Postings, with a bitset for values frequent enough that copying words beats setting bits.
    const words = this.exists.length;
    const frequent = Math.max(64, n >>> 5);
    let postingCountCost = 0;
    for (const list of postings) {
      const ids = Uint32Array.from(list);
      this.facetPostings.push(ids);
      const bits = ids.length >= frequent ? toBitset(ids, n) : null;
      this.facetBits.push(bits);
      postingCountCost += bits ? words : ids.length;
    }
    this.postingCountCost = postingCountCost;
    this.facetNumber = Float64Array.from(facetNumbers);

    // Numbers: sort the distinct values natively, then place pairs by counting sort (stable by doc).
    const distinct = Float64Array.from(numberFacet.keys()).sort();
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

    const facetTotal = facetNumbers.length;
    const order = Array.from({ length: facetTotal }, (_, i) => i);
    order.sort((a, b) => {
      const na = facetNumbers[a]!;
      const nb = facetNumbers[b]!;
      const aNum = na === na;
      const bNum = nb === nb;
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
  }

  private orFacet(target: Bitset, facetId: number): void {
    const bits = this.facetBits[facetId];
    if (bits) {
      orInto(target, bits);
      return;
    }
    const ids = this.facetPostings[facetId]!;
    for (let k = 0; k < ids.length; k++) target[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
  }

  private andNotFacet(target: Bitset, facetId: number): void {
    const bits = this.facetBits[facetId];
    if (bits) {
      andNotInto(target, bits);
      return;
    }
    const ids = this.facetPostings[facetId]!;
    for (let k = 0; k < ids.length; k++) target[ids[k]! >>> 5]! &= ~(1 << (ids[k]! & 31));
  }

  /**
   * Clears from target the documents orEqual() would add: `attribute != value` within an AND, in
   * time proportional to the documents holding the value rather than a pass over every document
   * (a filter of 1,000 `!=` conditions took 4,000 such passes).
   */
  andNotEqual(target: Bitset, value: string, asNumber: number | null): void {
    const key = normalizeFacetString(value);
    if (key === '') {
      const ids = this.emptyStringDocs;
      for (let k = 0; k < ids.length; k++) target[ids[k]! >>> 5]! &= ~(1 << (ids[k]! & 31));
    } else {
      const id = this.stringFacet.get(key);
      if (id !== undefined) this.andNotFacet(target, id);
    }
    if (asNumber !== null) {
      const docs = this.numberDocs;
      for (let k = lowerBound(this.numberValues, asNumber), to = upperBound(this.numberValues, asNumber); k < to; k++) {
        target[docs[k]! >>> 5]! &= ~(1 << (docs[k]! & 31));
      }
    }
  }

  /** ORs the documents whose value equals `value` (case-insensitive string, or numerically) into target. */
  orEqual(target: Bitset, value: string, asNumber: number | null): void {
    const key = normalizeFacetString(value);
    if (key === '') {
      const ids = this.emptyStringDocs;
      for (let k = 0; k < ids.length; k++) target[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
    } else {
      const id = this.stringFacet.get(key);
      if (id !== undefined) this.orFacet(target, id);
    }
    if (asNumber !== null) this.orRange(target, asNumber, true, asNumber, true);
  }

  /**
   * ORs the documents holding a string within the bounds into target: Meilisearch compares facet
   * strings (trimmed, lower-cased) lexicographically when a comparison's value is not a number.
   */
  /** ORs in the documents with a string value containing (or starting with) `value`, both normalised as facet values. */
  orStringMatch(target: Bitset, value: string, mode: 'contains' | 'startsWith'): void {
    const v = normalizeFacetString(value);
    for (const [key, id] of this.stringFacet) if (mode === 'contains' ? key.includes(v) : key.startsWith(v)) this.orFacet(target, id);
  }

  orStringRange(target: Bitset, low: string | null, lowInclusive: boolean, high: string | null, highInclusive: boolean): void {
    const lo = low === null ? null : normalizeFacetString(low);
    const hi = high === null ? null : normalizeFacetString(high);
    for (const [key, id] of this.stringFacet) {
      if (lo !== null && (lowInclusive ? key < lo : key <= lo)) continue;
      if (hi !== null && (highInclusive ? key > hi : key >= hi)) continue;
      this.orFacet(target, id);
    }
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
      const bits = (this.scratchBits ??= new Uint32Array(this.numberPresent.length));
      bits.set(this.numberPresent);
      for (let k = 0; k < from; k++) bits[docs[k]! >>> 5]! &= ~(1 << (docs[k]! & 31));
      for (let k = to; k < docs.length; k++) bits[docs[k]! >>> 5]! &= ~(1 << (docs[k]! & 31));
      orInto(target, bits);
      return;
    }
    for (let k = from; k < to; k++) target[docs[k]! >>> 5]! |= 1 << (docs[k]! & 31);
  }

  /**
   * Counts facet values over the matched documents (`matched` as a bitset of `total` documents,
   * `ids()` as their ascending ids), capped at maxValues in output order; stats over numbers.
   */
  countFacets(matched: Bitset, total: number, ids: () => Uint32Array, maxValues: number): FacetCounts {
    const facetTotal = this.facetDisplay.length;
    if (this.scratchCounts === null || this.scratchCounts.length < facetTotal) this.scratchCounts = new Uint32Array(facetTotal);
    const counts = this.scratchCounts;
    const touched: number[] = [];

    if (this.postingCountCost < total * 2) {
      for (let f = 0; f < facetTotal; f++) {
        let c = 0;
        const bits = this.facetBits[f];
        if (bits) {
          for (let w = 0; w < bits.length; w++) {
            let v = bits[w]! & matched[w]!;
            if (v !== 0) {
              // popcount32, written out: a call into another module per word is slower wherever
              // modules are linked at run time (vitest's runner, tsx), not only inlined by a bundle.
              v = v - ((v >>> 1) & 0x55555555);
              v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
              c += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
            }
          }
        } else {
          const list = this.facetPostings[f]!;
          for (let k = 0; k < list.length; k++) {
            const doc = list[k]!;
            if ((matched[doc >>> 5]! & (1 << (doc & 31))) !== 0) c++;
          }
        }
        if (c > 0) {
          counts[f] = c;
          touched.push(f);
        }
      }
    } else if (this.docFacet !== null) {
      const single = this.docFacet;
      const docs = ids();
      for (let k = 0; k < docs.length; k++) {
        const f = single[docs[k]!]!;
        if (f >= 0 && counts[f]!++ === 0) touched.push(f);
      }
    } else {
      const start = this.csrStart!;
      const facetIds = this.csrIds!;
      const docs = ids();
      for (let k = 0; k < docs.length; k++) {
        const doc = docs[k]!;
        for (let p = start[doc]!, end = start[doc + 1]!; p < end; p++) {
          const f = facetIds[p]!;
          if (counts[f]!++ === 0) touched.push(f);
        }
      }
    }

    const distribution: Record<string, number> = {};
    const emit = (f: number): void => {
      const key = this.facetDisplay[f]!;
      distribution[key] = (distribution[key] ?? 0) + counts[f]!;
    };
    if (touched.length * 8 < facetTotal) {
      const rank = this.facetRank;
      touched.sort((a, b) => rank[a]! - rank[b]!);
      for (let k = 0; k < touched.length && k < maxValues; k++) emit(touched[k]!);
    } else {
      let emitted = 0;
      for (let r = 0; r < facetTotal && emitted < maxValues; r++) {
        const f = this.facetOrder[r]!;
        if (counts[f]! > 0) {
          emit(f);
          emitted++;
        }
      }
    }

    // Every number a matched document holds is a facet value with a count, so stats come from counts.
    let min = Infinity;
    let max = -Infinity;
    for (const f of touched) {
      const v = this.facetNumber[f]!;
      if (v < min) min = v;
      if (v > max) max = v;
      counts[f] = 0;
    }
    const result: FacetCounts = { distribution };
    if (min !== Infinity) result.stats = { min, max };
    return result;
  }
}
