// The text index's postings: every word of the searchable attributes, and each adjacent pair of
// words joined (what a query word split in two matches: "sunflower" finds "sun flower"), with the
// documents and best field holding it, as typed arrays by term. Stop words are not indexed.

import SearchableMap from 'minisearch/SearchableMap';
import { readAttribute, splitPath } from './document-values';
import { SEPARATORS, normalizeWord } from './query-words';
import { sortStringSteps } from './sort-steps';
import { type Steps, runToEnd } from './time-slice';
import { HARD_SEPARATOR, MAX_DISTANCE } from './word-positions';

const HAS_DIGIT = /\p{N}/u;
/** SEPARATORS captured: split() then alternates words and the separators between them. */
const SEPARATOR_RUNS = new RegExp(`(${SEPARATORS.source})`, 'u');

export interface Postings {
  n: number;
  paths: string[][];
  /** Words as written (normalised) -> term id. */
  termIds: Map<string, number>;
  /** Two adjacent words joined -> term id (ids apart from the words'). */
  pairIds: Map<string, number>;
  terms: string[];
  /** Term t's postings are postingDoc/postingField[postingStart[t] .. postingStart[t + 1]). */
  postingStart: Uint32Array;
  postingDoc: Uint32Array;
  postingField: Uint8Array;
  /**
   * Where term t stands in the document of each posting, for the wordPosition rule without reading
   * the document's words (word-position-batch.ts): the smallest position (in any field, as tokenSlot
   * counts it) in the low 16 bits, the second smallest distinct one in the high 16 bits, NO_SECOND
   * when there is none, MANY_POSITIONS when there are more (or a position past 0xfffd, or a pair).
   */
  postingPos: Uint32Array;
  /** Terms without digits, for prefix and typo lookups. */
  words: SearchableMap<number>;
  /** Term ids of the terms holding a digit, sorted by term. */
  identifiers: Uint32Array;
  /**
   * Each document's words in order, for the proximity and wordPosition rules: document d's are
   * tokenTerm/tokenSlot[docTokenStart[d] .. docTokenStart[d + 1]); a slot is field << 16 | the
   * word's position in the field, as milli counts it (word-positions.ts), at most 65535.
   */
  docTokenStart: Uint32Array;
  tokenTerm: Uint32Array;
  tokenSlot: Uint32Array;
}

export const NO_SECOND = 0xffff;
export const MANY_POSITIONS = 0xfffe;
const UNSET = 0xffffffff;

/** A posting's positions (postingPos) with one more occurrence at `position`. */
function withPosition(current: number, position: number): number {
  if (current === UNSET) return position >= MANY_POSITIONS ? (MANY_POSITIONS << 16) | 0xffff : ((NO_SECOND << 16) | position) >>> 0;
  const low = current & 0xffff;
  const high = current >>> 16;
  if (high === MANY_POSITIONS || position === low || position === high) return current;
  if (position >= MANY_POSITIONS || high !== NO_SECOND) return ((MANY_POSITIONS << 16) | low) >>> 0;
  return position < low ? ((low << 16) | position) >>> 0 : ((position << 16) | low) >>> 0;
}

/** Whether term `id`'s postings hold document `doc` (a binary search: postings are sorted by document). */
export function termHoldsDoc(postings: Postings, id: number, doc: number): boolean {
  let lo = postings.postingStart[id]!;
  let hi = postings.postingStart[id + 1]!;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const d = postings.postingDoc[mid]!;
    if (d === doc) return true;
    if (d < doc) lo = mid + 1;
    else hi = mid;
  }
  return false;
}

/** A growable Uint32Array. */
class U32List {
  data = new Uint32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
}

/** A document's text in one searchable attribute (its leaves joined), null when it has none. */
export function fieldText(documents: readonly Record<string, unknown>[], doc: number, path: readonly string[]): string | null {
  const { leaves } = readAttribute(documents[doc], path);
  if (leaves.length === 1) return typeof leaves[0] === 'boolean' ? null : String(leaves[0]);
  let text = '';
  for (const leaf of leaves) if (typeof leaf !== 'boolean') text += `${text ? ' ' : ''}${leaf}`;
  return text === '' ? null : text;
}

const NO_STOP_WORDS: ReadonlySet<string> = new Set();

/** Documents read between two pause points of the postings build. */
const BUILD_CHUNK = 256;
/** Words put in the prefix tree between two pause points. */
const WORDS_CHUNK = 4096;
/** Postings placed by the counting sort between two pause points (a power of two, less one). */
const SORT_CHUNK_MASK = 0xffff;
/** Strings sorted at once before runs are merged. */
const SORT_RUN = 8192;

/** The postings at once (postingsSteps run to the end). */
export function buildPostings(
  fields: readonly string[],
  documents: readonly Record<string, unknown>[],
  stopWords: ReadonlySet<string> = NO_STOP_WORDS,
): Postings {
  return runToEnd(postingsSteps(fields, documents, stopWords));
}

/** The postings build, pausable (time-slice.ts) every BUILD_CHUNK documents and WORDS_CHUNK words. */
export function* postingsSteps(
  fields: readonly string[],
  documents: readonly Record<string, unknown>[],
  stopWords: ReadonlySet<string> = NO_STOP_WORDS,
): Steps<Postings> {
  const n = documents.length;
  const paths = fields.map(splitPath);
  const termIds = new Map<string, number>();
  const pairIds = new Map<string, number>();
  const terms: string[] = [];
  const words = new SearchableMap<number>();
  const lastDoc: number[] = [];
  /** The triple of each term's last document (its postingPos is updated word by word). */
  const lastTriple: number[] = [];
  const tripleTerm = new U32List();
  const tripleDoc = new U32List();
  const tripleField = new U32List();
  const triplePos = new U32List();
  const add = (ids: Map<string, number>, term: string, doc: number, field: number): void => {
    let id = ids.get(term);
    if (id === undefined) {
      id = terms.length;
      terms.push(term);
      ids.set(term, id);
      lastDoc.push(-1);
      lastTriple.push(-1);
    }
    if (lastDoc[id] === doc) return; // fields go in order: the first occurrence has the best field
    lastDoc[id] = doc;
    lastTriple[id] = tripleTerm.length;
    tripleTerm.push(id);
    tripleDoc.push(doc);
    tripleField.push(field);
    triplePos.push(UNSET);
  };
  const normalized = new Map<string, string>();
  const docTokenStart = new Uint32Array(n + 1);
  const tokenTerm = new U32List();
  const tokenSlot = new U32List();
  for (let doc = 0; doc < n; doc++) {
    if (doc % BUILD_CHUNK === BUILD_CHUNK - 1) yield;
    docTokenStart[doc] = tokenTerm.length;
    for (let field = 0; field < paths.length; field++) {
      const text = fieldText(documents, doc, paths[field]!);
      if (text === null) continue;
      let previous = '';
      let position = -1;
      let hard = false;
      const pieces = text.split(SEPARATOR_RUNS);
      for (let k = 0; k < pieces.length; k++) {
        const token = pieces[k]!;
        if ((k & 1) === 1) {
          hard ||= HARD_SEPARATOR.test(token);
          continue;
        }
        if (token === '') continue;
        if (stopWords.has(token)) {
          previous = '';
          continue;
        }
        let term = normalized.get(token);
        if (term === undefined) {
          term = normalizeWord(token);
          normalized.set(token, term);
        }
        if (term === '') continue;
        add(termIds, term, doc, field);
        if (previous !== '') add(pairIds, previous + term, doc, field);
        previous = term;
        position = position < 0 ? 0 : position + (hard ? MAX_DISTANCE : 1);
        hard = false;
        const id = termIds.get(term)!;
        const triple = lastTriple[id]!;
        triplePos.data[triple] = withPosition(triplePos.data[triple]!, Math.min(position, 0xffff));
        tokenTerm.push(id);
        tokenSlot.push((field << 16) | Math.min(position, 0xffff));
      }
    }
  }
  docTokenStart[n] = tokenTerm.length;
  // Counting sort of the (term, doc, field) triples by term; docs stay ascending within a term.
  const termCount = terms.length;
  const postingStart = new Uint32Array(termCount + 1);
  for (let k = 0; k < tripleTerm.length; k++) {
    postingStart[tripleTerm.data[k]! + 1]!++;
    if ((k & SORT_CHUNK_MASK) === SORT_CHUNK_MASK) yield;
  }
  for (let t = 0; t < termCount; t++) postingStart[t + 1]! += postingStart[t]!;
  const cursor = postingStart.slice(0, termCount);
  const postingDoc = new Uint32Array(tripleTerm.length);
  const postingField = new Uint8Array(tripleTerm.length);
  const postingPos = new Uint32Array(tripleTerm.length);
  for (let k = 0; k < tripleTerm.length; k++) {
    const at = cursor[tripleTerm.data[k]!]!++;
    postingDoc[at] = tripleDoc.data[k]!;
    postingField[at] = Math.min(255, tripleField.data[k]!);
    const pos = triplePos.data[k]!;
    postingPos[at] = pos === UNSET ? ((MANY_POSITIONS << 16) | 0xffff) >>> 0 : pos;
    if ((k & SORT_CHUNK_MASK) === SORT_CHUNK_MASK) yield;
  }

  yield;
  const identifierTerms: string[] = [];
  let added = 0;
  for (const [term, id] of termIds) {
    if (HAS_DIGIT.test(term)) identifierTerms.push(term);
    else words.set(term, id);
    if (++added % WORDS_CHUNK === 0) yield;
  }
  const sortedIdentifiers = yield* sortStringSteps(identifierTerms, { run: SORT_RUN, mergeChunk: SORT_CHUNK_MASK + 1 });
  const identifiers = new Uint32Array(identifierTerms.length);
  for (let k = 0; k < identifiers.length; k++) identifiers[k] = termIds.get(sortedIdentifiers[k]!)!;
  yield;
  const tokenTerms = tokenTerm.data.slice(0, tokenTerm.length);
  yield;
  return {
    n,
    paths,
    termIds,
    pairIds,
    terms,
    postingStart,
    postingDoc,
    postingField,
    postingPos,
    words,
    identifiers,
    docTokenStart,
    tokenTerm: tokenTerms,
    tokenSlot: tokenSlot.data.slice(0, tokenSlot.length),
  };
}
