// One filterable attribute's filter operations and facet counts, over the index built by
// attribute-column-data.ts (posting lists, sorted numbers, presence bitsets, facet values).
// A facet is counted whichever way is cheaper for the query: popcount of (matched AND value
// bitset) per value, or one pass over the matched documents.

import { type Bitset, andNotInto, orInto } from './bitset';
import { normalizeFacetString } from './document-values';
import { type ColumnData, buildColumnData, columnDataSteps } from './attribute-column-data';
import type { Steps } from './time-slice';

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
  private readonly d: ColumnData;
  private scratchCounts: Uint32Array | null = null;
  private scratchBits: Bitset | null = null;

  constructor(
    readonly attribute: string,
    documents: readonly Record<string, unknown>[],
    /** The column's data when already built (AttributeColumn.build), else built here at once. */
    data?: ColumnData,
  ) {
    this.d = data ?? buildColumnData(attribute, documents);
    this.exists = this.d.exists;
    this.nulls = this.d.nulls;
    this.empties = this.d.empties;
  }

  /** The column built in slices (time-slice.ts). */
  static *build(attribute: string, documents: readonly Record<string, unknown>[]): Steps<AttributeColumn> {
    return new AttributeColumn(attribute, documents, yield* columnDataSteps(attribute, documents));
  }

  private orFacet(target: Bitset, facetId: number): void {
    const bits = this.d.facetBits[facetId];
    if (bits) {
      orInto(target, bits);
      return;
    }
    const ids = this.d.facetDocs;
    for (let k = this.d.facetStart[facetId]!, end = this.d.facetStart[facetId + 1]!; k < end; k++) target[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
  }

  private andNotFacet(target: Bitset, facetId: number): void {
    const bits = this.d.facetBits[facetId];
    if (bits) {
      andNotInto(target, bits);
      return;
    }
    const ids = this.d.facetDocs;
    for (let k = this.d.facetStart[facetId]!, end = this.d.facetStart[facetId + 1]!; k < end; k++) target[ids[k]! >>> 5]! &= ~(1 << (ids[k]! & 31));
  }

  /**
   * Clears from target the documents orEqual() would add: `attribute != value` within an AND, in
   * time proportional to the documents holding the value rather than a pass over every document
   * (a filter of 1,000 `!=` conditions took 4,000 such passes).
   */
  andNotEqual(target: Bitset, value: string, asNumber: number | null): void {
    const key = normalizeFacetString(value);
    if (key === '') {
      const ids = this.d.emptyStringDocs;
      for (let k = 0; k < ids.length; k++) target[ids[k]! >>> 5]! &= ~(1 << (ids[k]! & 31));
    } else {
      const id = this.d.stringFacet.get(key);
      if (id !== undefined) this.andNotFacet(target, id);
    }
    if (asNumber !== null) {
      const docs = this.d.numberDocs;
      for (let k = lowerBound(this.d.numberValues, asNumber), to = upperBound(this.d.numberValues, asNumber); k < to; k++) {
        target[docs[k]! >>> 5]! &= ~(1 << (docs[k]! & 31));
      }
    }
  }

  /** ORs the documents whose value equals `value` (case-insensitive string, or numerically) into target. */
  orEqual(target: Bitset, value: string, asNumber: number | null): void {
    const key = normalizeFacetString(value);
    if (key === '') {
      const ids = this.d.emptyStringDocs;
      for (let k = 0; k < ids.length; k++) target[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
    } else {
      const id = this.d.stringFacet.get(key);
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
    for (const [key, id] of this.d.stringFacet) if (mode === 'contains' ? key.includes(v) : key.startsWith(v)) this.orFacet(target, id);
  }

  orStringRange(target: Bitset, low: string | null, lowInclusive: boolean, high: string | null, highInclusive: boolean): void {
    const lo = low === null ? null : normalizeFacetString(low);
    const hi = high === null ? null : normalizeFacetString(high);
    for (const [key, id] of this.d.stringFacet) {
      if (lo !== null && (lowInclusive ? key < lo : key <= lo)) continue;
      if (hi !== null && (highInclusive ? key > hi : key >= hi)) continue;
      this.orFacet(target, id);
    }
  }

  /** ORs the documents holding a number within the bounds into target. */
  orRange(target: Bitset, low: number, lowInclusive: boolean, high: number, highInclusive: boolean): void {
    const values = this.d.numberValues;
    const docs = this.d.numberDocs;
    const from = lowInclusive ? lowerBound(values, low) : upperBound(values, low);
    const to = highInclusive ? upperBound(values, high) : lowerBound(values, high);
    if (to <= from) return;
    if (this.d.singleNumber && (to - from) * 2 > values.length) {
      // Dense range: start from every numeric document and strike out those outside the range.
      const bits = (this.scratchBits ??= new Uint32Array(this.d.numberPresent.length));
      bits.set(this.d.numberPresent);
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
    const facetTotal = this.d.facetDisplay.length;
    if (this.scratchCounts === null || this.scratchCounts.length < facetTotal) this.scratchCounts = new Uint32Array(facetTotal);
    const counts = this.scratchCounts;
    const touched: number[] = [];

    if (this.d.postingCountCost < total * 2) {
      for (let f = 0; f < facetTotal; f++) {
        let c = 0;
        const bits = this.d.facetBits[f];
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
          const list = this.d.facetDocs;
          for (let k = this.d.facetStart[f]!, end = this.d.facetStart[f + 1]!; k < end; k++) {
            const doc = list[k]!;
            if ((matched[doc >>> 5]! & (1 << (doc & 31))) !== 0) c++;
          }
        }
        if (c > 0) {
          counts[f] = c;
          touched.push(f);
        }
      }
    } else if (this.d.docFacet !== null) {
      const single = this.d.docFacet;
      const docs = ids();
      for (let k = 0; k < docs.length; k++) {
        const f = single[docs[k]!]!;
        if (f >= 0 && counts[f]!++ === 0) touched.push(f);
      }
    } else {
      const start = this.d.csrStart!;
      const facetIds = this.d.csrIds!;
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
      const key = this.d.facetDisplay[f]!;
      distribution[key] = (distribution[key] ?? 0) + counts[f]!;
    };
    if (touched.length * 8 < facetTotal) {
      const rank = this.d.facetRank;
      touched.sort((a, b) => rank[a]! - rank[b]!);
      for (let k = 0; k < touched.length && k < maxValues; k++) emit(touched[k]!);
    } else {
      let emitted = 0;
      for (let r = 0; r < facetTotal && emitted < maxValues; r++) {
        const f = this.d.facetOrder[r]!;
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
      const v = this.d.facetNumber[f]!;
      if (v < min) min = v;
      if (v > max) max = v;
      counts[f] = 0;
    }
    const result: FacetCounts = { distribution };
    if (min !== Infinity) result.stats = { min, max };
    return result;
  }
}
