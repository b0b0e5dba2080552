// Full-text matching for `q`, after Meilisearch's defaults:
// - words split and joined: each pair of adjacent words in a field is also indexed joined
//   ("CX-5" also as "cx5", "Land Cruiser" as "landcruiser"), and two adjacent query words also
//   match their joined form, so `cx5`, `cx 5` and `CX-5` find each other;
// - the last query word is a prefix; typo budgets by word length, a first-letter typo costing two;
//   no typos on the attributes, words and numbers the settings exclude;
// - synonyms: a query word also matches each of its synonyms (a multi-word synonym as a phrase);
// - matchingStrategy `last` (drop words from the end until documents match, ranking documents
//   that match more words first), `all`, or `frequency` (drop the most frequent words first).
//
// Terms live in minisearch's radix tree (SearchableMap) for prefix and typo lookups; terms holding
// a digit (stock numbers, VINs, years) live in a sorted array instead, where prefix lookups are a
// binary search and typo lookups only visit terms of a similar length sharing the first letter.
// Postings are typed arrays; results are cached per q and strategy, since a multi-search repeats
// the same q in every query.

import SearchableMap from 'minisearch/SearchableMap';
import { type Bitset, emptyBitset, fullBitset } from './bitset';
import { combineMatches } from './text-combine';
import { buildPostings, fieldText } from './text-postings';
import {
  DEFAULT_TYPO,
  type ParsedQuery,
  type QueryTerm,
  type QueryWord,
  type TypoSettings,
  isNumberWord,
  normalizeWord,
  tokenize,
  typoDistance,
} from './query-words';
import { MAX_PREFIX_TERMS, MAX_TYPO_TERMS } from './search-limits';

export { parseQuery, tokenize, normalizeWord, typoBudget, typoDistance } from './query-words';
export type { ParsedQuery, QueryWord } from './query-words';

const CACHE_SIZE = 16;

// Match cost of one query term in one document, summed over the terms a document matches; the
// ranking reads its parts back: typos, then attribute position, then prefix (exactness).
export const TYPO_COST = 1_000_000;
export const FIELD_COST = 100;
const PREFIX_COST = 1;

export type MatchingStrategy = 'last' | 'all' | 'frequency';

export interface TextOptions {
  typo: TypoSettings;
  /** Searchable attributes (by position) whose words tolerate no typo. */
  typoDisabledFields: ReadonlySet<number>;
  /** Normalised word -> its synonyms, each a list of normalised words. */
  synonyms: ReadonlyMap<string, readonly (readonly string[])[]>;
}

export const DEFAULT_TEXT_OPTIONS: TextOptions = { typo: DEFAULT_TYPO, typoDisabledFields: new Set(), synonyms: new Map() };

/**
 * Documents matching a query. `cost` is only read for set bits; `missing` is how many query
 * terms the matching strategy dropped for that document (Meilisearch's `words` rule).
 */
export interface TextMatch {
  bits: Bitset;
  cost: Uint32Array;
  missing: Uint8Array;
  /** Query terms kept, and searchable attributes: what the ranking score normalises by. */
  terms: number;
  fields: number;
}

/**
 * One query term's documents and per-document cost. `cost[doc]` means something only where `bits`
 * holds doc: every reader checks the bit first, so a reused match needs only its bits cleared.
 */
interface TermMatch {
  bits: Bitset;
  cost: Uint32Array;
  count: number;
}

/**
 * Term matches kept for reuse: each is a bitset and a cost per document (~410 KB at 100k), and a
 * 10-word query needed about 20 of them, garbage as soon as the query's match was computed.
 */
const SPARE_MATCHES = 12;

export class TextIndex {
  private readonly n: number;
  private readonly paths: string[][];
  private readonly termIds: Map<string, number>;
  private readonly terms: string[];
  private readonly postingStart: Uint32Array;
  private readonly postingDoc: Uint32Array;
  private readonly postingField: Uint8Array;
  private readonly words: SearchableMap<number>;
  private readonly identifiers: Uint32Array;
  private readonly cache = new Map<string, TextMatch | null>();
  private readonly spare: TermMatch[] = [];

  constructor(
    fields: readonly string[],
    private readonly documents: readonly Record<string, unknown>[],
    private readonly options: TextOptions = DEFAULT_TEXT_OPTIONS,
  ) {
    const postings = buildPostings(fields, documents);
    this.n = postings.n;
    this.paths = postings.paths;
    this.termIds = postings.termIds;
    this.terms = postings.terms;
    this.postingStart = postings.postingStart;
    this.postingDoc = postings.postingDoc;
    this.postingField = postings.postingField;
    this.words = postings.words;
    this.identifiers = postings.identifiers;
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
      let expanded = 0;
      for (const [, id] of this.words.atPrefix(term)) {
        if (++expanded > MAX_PREFIX_TERMS) break;
        add(id, PREFIX_COST);
      }
      for (let k = this.identifierLowerBound(term); k < this.identifiers.length && expanded <= MAX_PREFIX_TERMS; k++, expanded++) {
        const id = this.identifiers[k]!;
        if (!this.terms[id]!.startsWith(term)) break;
        add(id, PREFIX_COST);
      }
    }
    if (maxTypos > 0) {
      const { disableOnNumbers } = this.options.typo;
      let reached = 0;
      // The radix tree's plain Levenshtein needs one more edit to reach a transposition.
      for (const [candidate, [id]] of this.words.fuzzyGet(term, maxTypos + 1)) {
        const typos = typoDistance(term, candidate, maxTypos);
        if (typos > 0 && typos <= maxTypos && ++reached <= MAX_TYPO_TERMS) add(id, typos * TYPO_COST);
      }
      const first = term[0]!;
      const next = String.fromCharCode(first.charCodeAt(0) + 1);
      for (let k = this.identifierLowerBound(first), end = this.identifierLowerBound(next); k < end && reached <= MAX_TYPO_TERMS; k++) {
        const id = this.identifiers[k]!;
        const candidate = this.terms[id]!;
        if (Math.abs(candidate.length - term.length) > maxTypos || (disableOnNumbers && isNumberWord(candidate))) continue;
        const typos = typoDistance(term, candidate, maxTypos);
        if (typos > 0 && typos <= maxTypos && ++reached <= MAX_TYPO_TERMS) add(id, typos * TYPO_COST);
      }
    }
    return found;
  }

  /** Adds the documents holding any of the terms to `match`, keeping each document's best cost. */
  private collect(terms: Map<number, number>, match: TermMatch): void {
    const { bits, cost } = match;
    const noTypo = this.options.typoDisabledFields;
    for (const [id, termCost] of terms) {
      const byTypo = termCost >= TYPO_COST;
      for (let p = this.postingStart[id]!, end = this.postingStart[id + 1]!; p < end; p++) {
        const field = this.postingField[p]!;
        if (byTypo && noTypo.has(field)) continue;
        const doc = this.postingDoc[p]!;
        const c = termCost + field * FIELD_COST;
        const w = doc >>> 5;
        const mask = 1 << (doc & 31);
        if ((bits[w]! & mask) === 0) {
          bits[w]! |= mask;
          cost[doc] = c;
          match.count++;
        } else if (c < cost[doc]!) {
          cost[doc] = c;
        }
      }
    }
  }

  private emptyMatch(): TermMatch {
    return this.spare.pop() ?? { bits: emptyBitset(this.n), cost: new Uint32Array(this.n), count: 0 };
  }

  /** Gives back a match nothing reads any more. */
  private releaseMatch(match: TermMatch): void {
    if (this.spare.length >= SPARE_MATCHES) return;
    match.bits.fill(0);
    match.count = 0;
    this.spare.push(match);
  }

  private hasPhrase(doc: number, phrase: readonly string[]): boolean {
    for (const path of this.paths) {
      const text = fieldText(this.documents, doc, path);
      if (text === null) continue;
      const tokens = tokenize(text).map(normalizeWord);
      outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
        for (let j = 0; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) continue outer;
        return true;
      }
    }
    return false;
  }

  /** Documents holding the words contiguously, at cost 0. */
  private phraseMatch(phrase: readonly string[], into: TermMatch = this.emptyMatch()): TermMatch {
    let candidates: TermMatch | null = null;
    for (const term of phrase) {
      const id = this.termIds.get(term);
      const termBits = this.emptyMatch();
      if (id !== undefined) this.collect(new Map([[id, 0]]), termBits);
      if (candidates === null) candidates = termBits;
      else {
        for (let w = 0; w < candidates.bits.length; w++) candidates.bits[w]! &= termBits.bits[w]!;
        this.releaseMatch(termBits);
      }
    }
    if (candidates === null) return into;
    this.phraseInto(phrase, candidates.bits, into);
    this.releaseMatch(candidates);
    return into;
  }

  private phraseInto(phrase: readonly string[], candidates: Bitset, into: TermMatch): void {
    for (let w = 0; w < candidates.length; w++) {
      let v = candidates[w]!;
      while (v !== 0) {
        const t = v & -v;
        const doc = (w << 5) + 31 - Math.clz32(t);
        const mask = t;
        if ((into.bits[w]! & mask) === 0 && (phrase.length === 1 || this.hasPhrase(doc, phrase))) {
          into.bits[w]! |= mask;
          into.cost[doc] = 0;
          into.count++;
        }
        v ^= t;
      }
    }
  }

  private wordMatch(word: QueryWord): TermMatch {
    const match = this.emptyMatch();
    this.collect(this.matchingTerms(word), match);
    for (const synonym of this.options.synonyms.get(word.term) ?? []) this.phraseMatch(synonym, match);
    return match;
  }

  /** Adds the documents holding `alone` to `match` (at their cost there) when they are not in it yet or cost less. */
  private mergeInto(match: TermMatch, alone: TermMatch): void {
    for (let w = 0; w < alone.bits.length; w++) {
      let v = alone.bits[w]!;
      while (v !== 0) {
        const t = v & -v;
        const doc = (w << 5) + 31 - Math.clz32(t);
        if ((match.bits[w]! & t) === 0) {
          match.bits[w]! |= t;
          match.cost[doc] = alone.cost[doc]!;
          match.count++;
        } else if (alone.cost[doc]! < match.cost[doc]!) {
          match.cost[doc] = alone.cost[doc]!;
        }
        v ^= t;
      }
    }
  }

  /**
   * One match per kept query term. Two adjacent words also match their joined form ("cx 5" finds
   * "CX5"): a document holding it counts as matching both words.
   */
  private termMatches(terms: readonly QueryTerm[]): TermMatch[] {
    const out = terms.map((term) => (term.kind === 'phrase' ? this.phraseMatch(term.words) : this.wordMatch(term.word)));
    for (let i = 0; i + 1 < terms.length; i++) {
      const a = terms[i]!;
      const b = terms[i + 1]!;
      if (a.kind !== 'word' || b.kind !== 'word') continue;
      const alone = this.emptyMatch();
      this.collect(this.matchingTerms({ term: a.word.term + b.word.term, prefix: b.word.prefix, maxTypos: 0 }), alone);
      if (alone.count > 0) {
        this.mergeInto(out[i]!, alone);
        this.mergeInto(out[i + 1]!, alone);
      }
      this.releaseMatch(alone);
    }
    return out;
  }

  /** Documents matching q under the strategy; null when q has no words (placeholder search). */
  match(q: string, query: ParsedQuery, strategy: MatchingStrategy = 'last'): TextMatch | null {
    const key = `${strategy}\u0000${q}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const result = this.compute(query, strategy);
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, result);
    return result;
  }

  private compute(query: ParsedQuery, strategy: MatchingStrategy): TextMatch | null {
    const negative = query.negativeWords.length > 0 || query.negativePhrases.length > 0;
    if (query.terms.length === 0 && !negative) return null;
    let result: TextMatch;
    if (query.terms.length === 0) {
      // Only negative terms: every document but the excluded ones, all tied.
      const bits = fullBitset(this.n);
      result = { bits, cost: new Uint32Array(this.n), missing: new Uint8Array(this.n), terms: 0, fields: this.paths.length };
    } else {
      const matches = this.termMatches(query.terms);
      try {
        result = combineMatches(matches, strategy, this.n, this.paths.length);
      } finally {
        for (const m of matches) this.releaseMatch(m);
      }
    }
    if (negative) this.exclude(result.bits, query);
    return result;
  }

  /** Clears the documents holding a negative word exactly (no typo, no prefix) or a negative phrase. */
  private exclude(bits: Bitset, query: ParsedQuery): void {
    const excluded = this.emptyMatch();
    for (const word of query.negativeWords) {
      const id = this.termIds.get(word);
      if (id !== undefined) this.collect(new Map([[id, 0]]), excluded);
    }
    for (const phrase of query.negativePhrases) this.phraseMatch(phrase, excluded);
    for (let w = 0; w < bits.length; w++) bits[w]! &= ~excluded.bits[w]!;
    this.releaseMatch(excluded);
  }
}
