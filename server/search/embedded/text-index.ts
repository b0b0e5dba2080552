// Full-text matching for `q` and the highlighting of matched words.
//
// Approximates Meilisearch's defaults: the last word of the query is a prefix (unless the query
// ends with a separator); words of 5-8 characters tolerate one typo and words of 9+ two, counted
// as Damerau-Levenshtein edits with a typo on the first letter costing two; a "quoted phrase" must
// appear exactly and contiguously; every query word must match (`matchingStrategy: all`).
// Accents and case are ignored on both sides.
//
// Terms live in minisearch's radix tree (SearchableMap) for prefix and typo lookups; terms holding
// a digit (stock numbers, VINs, years) live in a sorted array instead, where prefix lookups are a
// binary search and typo lookups only visit terms of a similar length sharing the first letter, so
// 100k unique VINs never slow a query about "landcruiser". Postings are typed arrays: a query word
// becomes a bitset plus a per-document match cost, and results are cached per q, since a
// multi-search repeats the same q in every query.

import SearchableMap from 'minisearch/SearchableMap';
import { type Bitset, emptyBitset } from './bitset';
import { readAttribute, splitPath } from './document-values';

const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const WORDS = /[^\n\r\p{Z}\p{P}]+/gu;
const HAS_DIGIT = /\p{N}/u;
const ASCII = /^[\x00-\x7f]*$/;
const CACHE_SIZE = 16;

// Match cost of one query word in one document: fewer typos first, then earlier attribute, then
// whole word over prefix (Meilisearch's typo, attribute and exactness rules, in that order).
const TYPO_COST = 1000;
const FIELD_COST = 10;
const PREFIX_COST = 1;

export function tokenize(text: string): string[] {
  return text.split(SEPARATORS).filter((t) => t !== '');
}

/** Lower-case and strip diacritics, so "Škoda" matches "skoda". */
export function normalizeWord(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase();
  return word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Meilisearch's default typo budget by word length (minWordSizeForTypos 5 and 9). */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Typos between a query word and a document word: Damerau-Levenshtein (optimal string alignment)
 * distance, plus one when the first letters differ. Returns max + 1 once it exceeds max.
 */
export function typoDistance(query: string, word: string, max: number): number {
  const extra = query[0] === word[0] ? 0 : 1;
  const limit = max - extra;
  if (limit < 0 || Math.abs(query.length - word.length) > limit) return max + 1;
  const n = query.length;
  const m = word.length;
  let prevPrev = new Uint8Array(m + 1);
  let prev = new Uint8Array(m + 1);
  let row = new Uint8Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = query[i - 1] === word[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && query[i - 1] === word[j - 2] && query[i - 2] === word[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  const d = prev[m]! + extra;
  return d > max ? max + 1 : d;
}

export interface QueryWord {
  term: string;
  prefix: boolean;
  maxTypos: number;
}

export interface ParsedQuery {
  words: QueryWord[];
  phrases: string[][];
}

export function parseQuery(q: string): ParsedQuery {
  const free: string[] = [];
  const phrases: string[][] = [];
  let rest = q;
  let endsInPhrase = false;
  for (;;) {
    const open = rest.indexOf('"');
    if (open < 0) {
      free.push(rest);
      endsInPhrase = false;
      break;
    }
    free.push(rest.slice(0, open));
    const close = rest.indexOf('"', open + 1);
    const phrase = tokenize(rest.slice(open + 1, close < 0 ? undefined : close)).map(normalizeWord).filter((t) => t !== '');
    if (phrase.length > 0) phrases.push(phrase);
    if (close < 0) {
      endsInPhrase = true;
      break;
    }
    rest = rest.slice(close + 1);
    endsInPhrase = rest.trim() === '';
    if (endsInPhrase) break;
  }
  const terms = free.flatMap((part) => tokenize(part).map(normalizeWord)).filter((t) => t !== '');
  const lastIsPrefix = !endsInPhrase && q.length > 0 && !SEPARATORS.test(q[q.length - 1]!);
  const words = terms.map((term, i) => ({ term, prefix: lastIsPrefix && i === terms.length - 1, maxTypos: typoBudget(term) }));
  return { words, phrases };
}

/** Documents matching a query, and their match cost (lower is more relevant; only read for set bits). */
export interface TextMatch {
  bits: Bitset;
  cost: Uint32Array;
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

export class TextIndex {
  private readonly n: number;
  private readonly paths: string[][];
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly postingStart: Uint32Array;
  private readonly postingDoc: Uint32Array;
  private readonly postingField: Uint8Array;
  /** Terms without digits, for prefix and typo lookups. */
  private readonly words = new SearchableMap<number>();
  /** Term ids of the terms holding a digit, sorted by term. */
  private readonly identifiers: Uint32Array;
  private readonly best: Uint32Array;
  private readonly cache = new Map<string, TextMatch | null>();

  constructor(
    fields: readonly string[],
    private readonly documents: readonly Record<string, unknown>[],
  ) {
    this.n = documents.length;
    this.paths = fields.map(splitPath);
    const tokenIds = new Map<string, number>(); // raw token -> term id, -1 for tokens that normalise to nothing
    const lastDoc: number[] = [];
    const tripleTerm = new U32List();
    const tripleDoc = new U32List();
    const tripleField = new U32List();
    for (let doc = 0; doc < this.n; doc++) {
      for (let field = 0; field < this.paths.length; field++) {
        const text = this.fieldText(doc, this.paths[field]!);
        if (text === null) continue;
        for (const token of text.split(SEPARATORS)) {
          if (token === '') continue;
          let id = tokenIds.get(token);
          if (id === undefined) {
            const term = normalizeWord(token);
            id = term === '' ? -1 : this.termIds.get(term);
            if (id === undefined) {
              id = this.terms.length;
              this.terms.push(term);
              this.termIds.set(term, id);
              lastDoc.push(-1);
            }
            tokenIds.set(token, id);
          }
          if (id < 0) continue;
          if (lastDoc[id] === doc) continue; // fields go in order: the first occurrence has the best field
          lastDoc[id] = doc;
          tripleTerm.push(id);
          tripleDoc.push(doc);
          tripleField.push(field);
        }
      }
    }
    // Counting sort of the (term, doc, field) triples by term; docs stay ascending within a term.
    const termCount = this.terms.length;
    this.postingStart = new Uint32Array(termCount + 1);
    for (let k = 0; k < tripleTerm.length; k++) this.postingStart[tripleTerm.data[k]! + 1]!++;
    for (let t = 0; t < termCount; t++) this.postingStart[t + 1]! += this.postingStart[t]!;
    const cursor = this.postingStart.slice(0, termCount);
    this.postingDoc = new Uint32Array(tripleTerm.length);
    this.postingField = new Uint8Array(tripleTerm.length);
    for (let k = 0; k < tripleTerm.length; k++) {
      const at = cursor[tripleTerm.data[k]!]!++;
      this.postingDoc[at] = tripleDoc.data[k]!;
      this.postingField[at] = Math.min(255, tripleField.data[k]!);
    }

    const identifiers: number[] = [];
    for (let id = 0; id < termCount; id++) {
      const term = this.terms[id]!;
      if (HAS_DIGIT.test(term)) identifiers.push(id);
      else this.words.set(term, id);
    }
    const terms = this.terms;
    identifiers.sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
    this.identifiers = Uint32Array.from(identifiers);
    this.best = new Uint32Array(this.n);
  }

  private fieldText(doc: number, path: readonly string[]): string | null {
    const { leaves } = readAttribute(this.documents[doc], path);
    if (leaves.length === 1) return typeof leaves[0] === 'boolean' ? null : String(leaves[0]);
    let text = '';
    for (const leaf of leaves) if (typeof leaf !== 'boolean') text += `${text ? ' ' : ''}${leaf}`;
    return text === '' ? null : text;
  }

  /** First index in the sorted identifiers whose term is >= key. */
  private identifierLowerBound(key: string): number {
    let lo = 0;
    let hi = this.identifiers.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[this.identifiers[mid]!]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Every term a query word matches, with the cost of that match before the field cost. */
  private matchingTerms(word: QueryWord): Map<number, number> {
    const found = new Map<number, number>();
    const add = (id: number, cost: number): void => {
      const previous = found.get(id);
      if (previous === undefined || cost < previous) found.set(id, cost);
    };
    const { term, prefix, maxTypos } = word;
    const exact = this.termIds.get(term);
    if (exact !== undefined) add(exact, 0);
    if (prefix) {
      for (const [, id] of this.words.atPrefix(term)) add(id, PREFIX_COST);
      for (let k = this.identifierLowerBound(term); k < this.identifiers.length; k++) {
        const id = this.identifiers[k]!;
        if (!this.terms[id]!.startsWith(term)) break;
        add(id, PREFIX_COST);
      }
    }
    if (maxTypos > 0) {
      // The radix tree's plain Levenshtein needs one more edit to reach a transposition.
      for (const [candidate, [id]] of this.words.fuzzyGet(term, maxTypos + 1)) {
        const typos = typoDistance(term, candidate, maxTypos);
        if (typos > 0 && typos <= maxTypos) add(id, typos * TYPO_COST);
      }
      const first = term[0]!;
      const next = String.fromCharCode(first.charCodeAt(0) + 1);
      for (let k = this.identifierLowerBound(first), end = this.identifierLowerBound(next); k < end; k++) {
        const id = this.identifiers[k]!;
        const candidate = this.terms[id]!;
        if (Math.abs(candidate.length - term.length) > maxTypos) continue;
        const typos = typoDistance(term, candidate, maxTypos);
        if (typos > 0 && typos <= maxTypos) add(id, typos * TYPO_COST);
      }
    }
    return found;
  }

  /** Sets the bits of the documents holding any of the terms, keeping each document's best cost in `best`. */
  private collect(terms: Map<number, number>, bits: Bitset): void {
    const best = this.best;
    for (const [id, cost] of terms) {
      for (let p = this.postingStart[id]!, end = this.postingStart[id + 1]!; p < end; p++) {
        const doc = this.postingDoc[p]!;
        const c = cost + this.postingField[p]! * FIELD_COST;
        const w = doc >>> 5;
        const mask = 1 << (doc & 31);
        if ((bits[w]! & mask) === 0) {
          bits[w]! |= mask;
          best[doc] = c;
        } else if (c < best[doc]!) {
          best[doc] = c;
        }
      }
    }
  }

  private hasPhrase(doc: number, phrase: readonly string[]): boolean {
    for (const path of this.paths) {
      const text = this.fieldText(doc, path);
      if (text === null) continue;
      const tokens = tokenize(text).map(normalizeWord);
      outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
        for (let j = 0; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) continue outer;
        return true;
      }
    }
    return false;
  }

  /** Documents matching every word and phrase of q; null when q has no words (placeholder search). */
  match(q: string, query: ParsedQuery = parseQuery(q)): TextMatch | null {
    const cached = this.cache.get(q);
    if (cached !== undefined) {
      this.cache.delete(q);
      this.cache.set(q, cached);
      return cached;
    }
    const result = this.compute(query);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(q, result);
    return result;
  }

  private compute(query: ParsedQuery): TextMatch | null {
    if (query.words.length === 0 && query.phrases.length === 0) return null;
    const n = this.n;
    let bits: Bitset | null = null;
    const cost = new Uint32Array(n);
    const best = this.best;
    // Adds the documents of one word (or phrase) and their cost to the running intersection.
    const intersect = (wordBits: Bitset): void => {
      if (bits === null) {
        bits = wordBits;
      } else {
        for (let w = 0; w < bits.length; w++) bits[w]! &= wordBits[w]!;
      }
      const current: Bitset = bits;
      for (let w = 0; w < current.length; w++) {
        let v = current[w]!;
        while (v !== 0) {
          const t = v & -v;
          const doc = (w << 5) + 31 - Math.clz32(t);
          cost[doc] = (wordBits === current ? 0 : cost[doc]!) + best[doc]!;
          v ^= t;
        }
      }
    };
    for (const word of query.words) {
      const wordBits = emptyBitset(n);
      this.collect(this.matchingTerms(word), wordBits);
      intersect(wordBits);
    }
    for (const phrase of query.phrases) {
      let phraseBits: Bitset | null = null;
      for (const term of phrase) {
        const id = this.termIds.get(term);
        const termBits = emptyBitset(n);
        if (id !== undefined) this.collect(new Map([[id, 0]]), termBits);
        if (phraseBits === null) phraseBits = termBits;
        else for (let w = 0; w < phraseBits.length; w++) phraseBits[w]! &= termBits[w]!;
      }
      const verified: Bitset = phraseBits ?? emptyBitset(n);
      if (bits !== null) for (let w = 0; w < verified.length; w++) verified[w]! &= (bits as Bitset)[w]!;
      for (let w = 0; w < verified.length; w++) {
        let v = verified[w]!;
        while (v !== 0) {
          const t = v & -v;
          const doc = (w << 5) + 31 - Math.clz32(t);
          if (!this.hasPhrase(doc, phrase)) verified[w]! &= ~t;
          else best[doc] = 0;
          v ^= t;
        }
      }
      intersect(verified);
    }
    return { bits: bits ?? emptyBitset(n), cost };
  }
}

/**
 * How many leading characters of `word` to highlight for the query: the whole word for an exact or
 * typo match, the typed part for a prefix match, 0 for none.
 */
function highlightLength(word: string, query: ParsedQuery): number {
  const norm = normalizeWord(word);
  let best = 0;
  for (const w of query.words) {
    if (norm === w.term) return word.length;
    if (w.maxTypos > 0 && typoDistance(w.term, norm, w.maxTypos) <= w.maxTypos) return word.length;
    if (w.prefix && norm.startsWith(w.term)) {
      const len = norm.length === word.length ? w.term.length : word.length;
      if (len > best) best = len;
    }
  }
  for (const phrase of query.phrases) if (phrase.includes(norm)) return word.length;
  return best;
}

export function highlightText(text: string, query: ParsedQuery, preTag: string, postTag: string): string {
  if (query.words.length === 0 && query.phrases.length === 0) return text;
  let out = '';
  let last = 0;
  for (const m of text.matchAll(WORDS)) {
    const len = highlightLength(m[0], query);
    if (len === 0) continue;
    const at = m.index;
    out += `${text.slice(last, at)}${preTag}${text.slice(at, at + len)}${postTag}`;
    last = at + len;
  }
  return last === 0 ? text : out + text.slice(last);
}
