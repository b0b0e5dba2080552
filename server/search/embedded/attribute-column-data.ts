// One filterable attribute's index, built once from the documents (attribute-column.ts reads it):
// string values to posting lists, sorted (number, document) pairs, presence bitsets, and facet
// values with their postings, frequent values' bitsets and per-document facet ids.

import { type Bitset, countBits, emptyBitset, setBit } from './bitset';
import { normalizeFacetString, readAttribute, splitPath } from './document-values';
import { type Steps, runToEnd } from './time-slice';

/** What a column holds once built; nothing changes it afterwards. */
export interface ColumnData {
  readonly exists: Bitset;
  readonly nulls: Bitset;
  readonly empties: Bitset;

  /** Normalised string -> facet id (strings never share ids with numbers). */
  readonly stringFacet: Map<string, number>;
  /** Documents holding the empty string (filterable with `= ""`, never a facet value). */
  readonly emptyStringDocs: Uint32Array;

  /** Numeric (value, doc) pairs sorted by value then doc. */
  readonly numberValues: Float64Array;
  readonly numberDocs: Uint32Array;
  /** Documents holding at least one number. */
  readonly numberPresent: Bitset;
  /** Every document holds at most one number, so a range's complement within numberPresent is exact. */
  readonly singleNumber: boolean;

  /** Per facet id: display text (first seen spelling), number (NaN for strings), bitset if frequent. */
  readonly facetDisplay: string[];
  readonly facetNumber: Float64Array;
  readonly facetBits: (Bitset | null)[];
  /**
   * Per facet id, its documents ascending: `facetDocs[facetStart[id] .. facetStart[id + 1]]`. One
   * array for every value (a typed array per value cost ~200 B of objects for a value held by one
   * car: ~200 KB a 150-car dealer, tests/bench/RESULTS.md "Memory per dealer (session 12)").
   */
  readonly facetStart: Uint32Array;
  readonly facetDocs: Uint32Array;
  /** Facet ids in output order (numbers ascending, then strings by normalised value), and each id's rank in it. */
  readonly facetOrder: Uint32Array;
  readonly facetRank: Uint32Array;
  /** Facet ids per document: flat (-1 = none) when no document has two, else CSR. */
  readonly docFacet: Int32Array | null;
  readonly csrStart: Uint32Array | null;
  readonly csrIds: Uint32Array | null;
  /** Word operations to count every value by postings/bitsets, whatever the query. */
  readonly postingCountCost: number;
}

function toBitset(ids: Uint32Array, n: number): Bitset {
  const bits = emptyBitset(n);
  for (let k = 0; k < ids.length; k++) bits[ids[k]! >>> 5]! |= 1 << (ids[k]! & 31);
  return bits;
}

type Building = { -readonly [K in keyof ColumnData]: ColumnData[K] };

/** Documents read between two pause points of a column's build. */
const BUILD_CHUNK = 1024;

export function buildColumnData(attribute: string, documents: readonly Record<string, unknown>[]): ColumnData {
  return runToEnd(columnDataSteps(attribute, documents));
}

/** buildColumnData in slices (time-slice.ts): it pauses every BUILD_CHUNK documents read. */
export function* columnDataSteps(attribute: string, documents: readonly Record<string, unknown>[]): Steps<ColumnData> {
  const d = { stringFacet: new Map<string, number>(), facetDisplay: [], facetBits: [] } as unknown as Building;
  const n = documents.length;
  const path = splitPath(attribute);
  d.exists = emptyBitset(n);
  d.nulls = emptyBitset(n);
  d.empties = emptyBitset(n);
  d.numberPresent = emptyBitset(n);

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
    if (doc % BUILD_CHUNK === BUILD_CHUNK - 1) yield;
    docFacetStart[doc] = docFacetLists.length;
    const values = readAttribute(documents[doc], path);
    if (!values.present) continue;
    setBit(d.exists, doc);
    if (values.isNull) setBit(d.nulls, doc);
    if (values.isEmpty) setBit(d.empties, doc);
    let numbersInDoc = 0;
    const firstFacet = docFacetLists.length;
    for (const leaf of values.leaves) {
      let facetId: number | undefined;
      if (typeof leaf === 'number') {
        numbersInDoc++;
        pairValues.push(leaf);
        pairDocs.push(doc);
        setBit(d.numberPresent, doc);
        facetId = numberFacet.get(leaf);
        if (facetId === undefined) {
          facetId = facetNumbers.length;
          numberFacet.set(leaf, facetId);
          facetNumbers.push(leaf);
          facetKeys.push('');
          postings.push([]);
          d.facetDisplay.push(String(leaf));
        }
      } else {
        const text = typeof leaf === 'boolean' ? String(leaf) : leaf;
        const key = normalizeFacetString(text);
        if (key === '') {
          if (emptyStringDocs[emptyStringDocs.length - 1] !== doc) emptyStringDocs.push(doc);
          continue;
        }
        facetId = d.stringFacet.get(key);
        if (facetId === undefined) {
          facetId = facetNumbers.length;
          d.stringFacet.set(key, facetId);
          facetNumbers.push(NaN);
          facetKeys.push(key);
          postings.push([]);
          d.facetDisplay.push(text.trim());
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
  d.emptyStringDocs = Uint32Array.from(emptyStringDocs);

  // Postings, with a bitset for values frequent enough that copying words beats setting bits.
  const words = d.exists.length;
  const frequent = Math.max(64, n >>> 5);
  let postingCountCost = 0;
  d.facetStart = new Uint32Array(postings.length + 1);
  d.facetDocs = new Uint32Array(docFacetLists.length);
  for (let f = 0, at = 0; f < postings.length; f++) {
    const list = postings[f]!;
    d.facetStart[f] = at;
    d.facetDocs.set(list, at);
    at += list.length;
    d.facetStart[f + 1] = at;
    const bits = list.length >= frequent ? shared(toBitset(d.facetDocs.subarray(d.facetStart[f], at), n), n) : null;
    d.facetBits.push(bits);
    postingCountCost += bits ? words : list.length;
  }
  d.postingCountCost = postingCountCost;
  d.facetNumber = Float64Array.from(facetNumbers);

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
  d.numberValues = new Float64Array(m);
  d.numberDocs = new Uint32Array(m);
  for (let k = 0; k < m; k++) {
    const at = bucketStart[pairRank[k]!]!++;
    d.numberValues[at] = pairValues[k]!;
    d.numberDocs[at] = pairDocs[k]!;
  }
  d.singleNumber = singleNumber;

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
  d.facetOrder = Uint32Array.from(order);
  d.facetRank = new Uint32Array(facetTotal);
  for (let r = 0; r < facetTotal; r++) d.facetRank[order[r]!] = r;

  shareEmpty(d, n);

  if (multiFacet) {
    d.docFacet = null;
    d.csrStart = docFacetStart;
    d.csrIds = Uint32Array.from(docFacetLists);
  } else {
    d.docFacet = new Int32Array(n).fill(-1);
    for (let doc = 0; doc < n; doc++) {
      if (docFacetStart[doc + 1]! > docFacetStart[doc]!) d.docFacet[doc] = docFacetLists[docFacetStart[doc]!]!;
    }
    d.csrStart = null;
    d.csrIds = null;
  }
  return d;
}

/** Read-only arrays every column may share: the empty ones, and small all-zero and all-set bitsets. */
const NO_IDS = new Uint32Array(0);
const NO_NUMBERS = new Float64Array(0);
const zeroBitsets = new Map<number, Bitset>();
/** Every document of n, by n. */
const fullBitsets = new Map<number, Bitset>();
/** Bitsets of up to this many words (2,048 documents) are shared; larger ones are worth their headers. */
const SHARED_WORDS = 64;

function shared(bits: Bitset, n: number): Bitset {
  if (bits.length > SHARED_WORDS) return bits;
  if (bits.every((w) => w === 0)) {
    const zero = zeroBitsets.get(bits.length);
    if (zero !== undefined) return zero;
    zeroBitsets.set(bits.length, bits);
  } else if (countBits(bits) === n) {
    const full = fullBitsets.get(n);
    if (full !== undefined) return full;
    fullBitsets.set(n, bits);
  }
  return bits;
}

/**
 * A column's parts that hold nothing are one shared array each (nothing writes to a built column):
 * a typed array costs ~100-300 B of objects whatever it holds, and a 150-car dealer's column of a
 * few values was ~4-5 KB, mostly such headers.
 */
function shareEmpty(d: Building, n: number): void {
  d.exists = shared(d.exists, n);
  d.nulls = shared(d.nulls, n);
  d.empties = shared(d.empties, n);
  d.numberPresent = shared(d.numberPresent, n);
  if (d.emptyStringDocs.length === 0) d.emptyStringDocs = NO_IDS;
  if (d.numberDocs.length === 0) {
    d.numberDocs = NO_IDS;
    d.numberValues = NO_NUMBERS;
  }
}
