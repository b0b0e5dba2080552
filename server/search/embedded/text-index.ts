// Full-text matching for `q`, after Meilisearch's query graph:
// - each query word matches itself, the words it starts (the last word, unless a separator
//   follows), and words within its typo budget (term-lookup.ts);
// - split words: a word also matches two adjacent words that join into it ("sunflower" finds
//   "sun flower"), at the cost of one typo, even with typo tolerance off or disabled for the word
//   or attribute;
// - ngrams: two or three adjacent query words also match their joined form ("sun flower" finds
//   "sunflower"), at the cost of one typo per extra word, with the joined word's typo budget less
//   those (so a 3gram takes no typo until 13 letters), and split again;
// - phrases match their words contiguously, without typos;
// - synonyms: a query word also matches each of its synonyms (a multi-word synonym as a phrase);
// - matchingStrategy `last`, `all` or `frequency` (text-combine.ts).
// Postings are typed arrays; results are cached per q and strategy, since a multi-search repeats
// the same q in every query.

import { type Bitset, fullBitset } from './bitset';
import { type ReusableArrays, combineMatches } from './text-combine';
import { exactnessKeys } from './exactness';
import { buildPostings, fieldText, type Postings, postingsSteps } from './text-postings';
import { type Steps, runToEnd } from './time-slice';
import { DEFAULT_TEXT_OPTIONS, type MatchingStrategy, type TextMatch, type TextOptions } from './text-types';
import { type ParsedQuery, type QueryTerm, type QueryWord } from './query-words';
import { type PositionedWords, holdsPhrase, positionedWords } from './word-positions';
import { typoBudget } from './typo-distance';
import { LruCache } from './lru-cache';
import { FIELD_COST, TermLookup, TYPO_COST } from './term-lookup';
import { type TermMatch, TermMatchPool, acceptInto, mergeInto } from './term-match';
import { MAX_WORD_BYTES } from './search-limits';
import { wordRanks } from './word-ranking';
import { type Derivations, addDerivation, derivePhrase, deriveSplits, deriveSynonym, deriveWord, LEFT, POSITION, RIGHT } from './term-derivations';

export { parseQuery, tokenize, normalizeWord, typoBudget, typoDistance } from './query-words';
export type { ParsedQuery, QueryWord } from './query-words';
export { FIELD_COST, TYPO_COST } from './term-lookup';
export { DEFAULT_TEXT_OPTIONS, type MatchingStrategy, type TextMatch, type TextOptions } from './text-types';

const CACHE_SIZE = 16;

export class TextIndex {
  private readonly n: number;
  private readonly postings: Postings;
  private readonly lookup: TermLookup;
  private readonly pool: TermMatchPool;
  private readonly cache = new LruCache<TextMatch | null>(CACHE_SIZE);
  /** The arrays of the match the cache dropped last, for the next one (text-combine.ts). */
  private spare: ReusableArrays | null = null;

  constructor(
    fields: readonly string[],
    private readonly documents: readonly Record<string, unknown>[],
    private readonly options: TextOptions = DEFAULT_TEXT_OPTIONS,
    /** The postings when already built (TextIndex.build), else built here at once. */
    postings?: Postings,
  ) {
    this.postings = postings ?? buildPostings(fields, documents, options.stopWords);
    this.n = this.postings.n;
    this.lookup = new TermLookup(this.postings, options.typo);
    this.pool = new TermMatchPool(this.n);
  }

  /** The index built in slices (time-slice.ts): the postings pause every few hundred documents. */
  static *build(fields: readonly string[], documents: readonly Record<string, unknown>[], options: TextOptions = DEFAULT_TEXT_OPTIONS): Steps<TextIndex> {
    const postings = yield* postingsSteps(fields, documents, options.stopWords);
    return new TextIndex(fields, documents, options, postings);
  }

  /**
   * Adds the documents holding any of the terms to `match`, keeping each document's best cost.
   * Costs at or over `base` + TYPO_COST come from typos, which typo-disabled attributes refuse
   * unless `anyField` (split words).
   */
  private collect(terms: Map<number, number>, match: TermMatch, base = 0, anyField = false): void {
    const { bits, cost } = match;
    const { postingStart, postingDoc, postingField } = this.postings;
    const noTypo = this.options.typoDisabledFields;
    for (const [id, termCost] of terms) {
      const byTypo = !anyField && termCost - base >= TYPO_COST;
      for (let p = postingStart[id]!, end = postingStart[id + 1]!; p < end; p++) {
        const field = postingField[p]!;
        if (byTypo && noTypo.has(field)) continue;
        const doc = postingDoc[p]!;
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

  /**
   * The documents holding `term` as two adjacent words, at one typo more than `base`. Meilisearch
   * splits even with typo tolerance off (ngram_split_words.rs:256 expects "sun flower" for "sunflower ").
   */
  private splitInto(term: string, match: TermMatch, base: number): void {
    const id = this.postings.pairIds.get(term);
    if (id !== undefined) this.collect(new Map([[id, base + TYPO_COST]]), match, base, true);
  }

  /** The document's searchable attributes as positioned words. */
  fieldWords(doc: number): PositionedWords[] {
    const out: PositionedWords[] = [];
    for (const path of this.postings.paths) {
      const text = fieldText(this.documents, doc, path);
      if (text !== null) out.push(positionedWords(text, this.options.stopWords));
    }
    return out;
  }

  private hasPhrase(doc: number, phrase: readonly string[]): boolean {
    return holdsPhrase(this.fieldWords(doc), phrase);
  }

  /** Documents holding the phrase (holdsPhrase), at cost 0. */
  private phraseMatch(phrase: readonly string[], into: TermMatch = this.pool.take()): TermMatch {
    let candidates: TermMatch | null = null;
    for (const term of phrase) {
      const id = this.postings.termIds.get(term);
      const termBits = this.pool.take();
      if (id !== undefined) this.collect(new Map([[id, 0]]), termBits);
      if (candidates === null) candidates = termBits;
      else {
        for (let w = 0; w < candidates.bits.length; w++) candidates.bits[w]! &= termBits.bits[w]!;
        this.pool.release(termBits);
      }
    }
    if (candidates === null) return into;
    acceptInto(candidates.bits, into, (doc) => phrase.length === 1 || this.hasPhrase(doc, phrase));
    this.pool.release(candidates);
    return into;
  }

  private wordMatch(word: QueryWord, t: number, derivations: Derivations): TermMatch {
    const match = this.pool.take();
    const found = this.lookup.matchingTerms(word);
    deriveWord(this.postings, word, found, TYPO_COST, t, derivations);
    this.collect(found, match);
    this.splitInto(word.term, match, 0);
    deriveSplits(this.postings, word.term, t, derivations);
    for (const synonym of this.options.synonyms.get(word.term) ?? []) {
      this.phraseMatch(synonym, match);
      deriveSynonym(this.postings, synonym, t, derivations);
    }
    return match;
  }

  /** Adjacent query words joined, costing a typo per extra word. */
  private ngramMatch(words: readonly QueryWord[], start: number, derivations: Derivations): TermMatch {
    const match = this.pool.take();
    const term = words.map((w) => w.term).join('');
    if (Buffer.byteLength(term, 'utf8') > MAX_WORD_BYTES) return match;
    const base = (words.length - 1) * TYPO_COST;
    const maxTypos = Math.max(0, typoBudget(term, this.options.typo) - (words.length - 1));
    const found = this.lookup.matchingTerms({ term, prefix: words[words.length - 1]!.prefix, maxTypos });
    for (const [id, cost] of found) {
      found.set(id, cost + base);
      for (let k = 0; k < words.length; k++) {
        addDerivation(derivations, id, {
          term: start + k,
          start,
          roles: LEFT | RIGHT | POSITION,
          pair: -1,
          ngram: id,
          typos: Math.floor((cost + base) / TYPO_COST),
        });
      }
    }
    this.collect(found, match, base);
    this.splitInto(term, match, base);
    // A multi-word synonym ("fast brownish" -> "quick brown") is reached through the ngram, so it
    // bears the ngram's typos (typo.rs:632 expects it in the one-typo bucket).
    for (const synonym of this.options.synonyms.get(words.map((w) => w.term).join(' ')) ?? []) {
      const found = this.phraseMatch(synonym);
      for (let w = 0; w < found.bits.length; w++) {
        let v = found.bits[w]!;
        while (v !== 0) {
          const t = v & -v;
          found.cost[(w << 5) + 31 - Math.clz32(t)] = base;
          v ^= t;
        }
      }
      mergeInto(match, found);
      this.pool.release(found);
    }
    return match;
  }

  /**
   * One match per kept query term; two or three adjacent words also match their joined form: a
   * document holding it counts as matching each of them, each word bearing its share of the
   * ngram's typos.
   */
  private *termMatches(terms: readonly QueryTerm[], derivations: Derivations): Steps<TermMatch[]> {
    const out: TermMatch[] = [];
    try {
      for (const [t, term] of terms.entries()) {
        if (term.kind === 'word') out.push(this.wordMatch(term.word, t, derivations));
        else {
          derivePhrase(this.postings, term.words, t, derivations);
          out.push(this.phraseMatch(term.words));
        }
        yield;
      }
      for (let size = 2; size <= 3; size++) {
        for (let i = 0; i + size <= terms.length; i++) {
          const words = terms.slice(i, i + size).flatMap((t) => (t.kind === 'word' ? [t.word] : []));
          if (words.length < size) continue;
          const ngram = this.ngramMatch(words, i, derivations);
          if (ngram.count > 0) for (let k = 0; k < size; k++) mergeInto(out[i + k]!, ngram, size);
          this.pool.release(ngram);
          yield;
        }
      }
    } catch (e) {
      for (const m of out) this.pool.release(m);
      throw e;
    }
    return out;
  }

  /** Documents matching q under the strategy; null when q has no words (placeholder search). */
  match(q: string, query: ParsedQuery, strategy: MatchingStrategy = 'last'): TextMatch | null {
    return runToEnd(this.matchSteps(q, query, strategy));
  }

  /** match() in slices (time-slice.ts): it pauses after each term's lookup and each phase. */
  *matchSteps(q: string, query: ParsedQuery, strategy: MatchingStrategy = 'last'): Steps<TextMatch | null> {
    const key = `${strategy}\u0000${q}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    // Nothing holds a match past the search that asked for it: its arrays serve the next one
    // (~525 KB at 100k documents that were garbage at every uncached q).
    this.spare = this.cache.makeRoom() ?? this.spare;
    const result = yield* this.compute(query, strategy);
    this.cache.set(key, result);
    return result;
  }

  private *compute(query: ParsedQuery, strategy: MatchingStrategy): Steps<TextMatch | null> {
    const negative = query.negativeWords.length > 0 || query.negativePhrases.length > 0;
    if (query.terms.length === 0 && !negative) return null;
    let result: TextMatch;
    const fields = this.postings.paths.length;
    const derivations: Derivations = new Map();
    if (query.terms.length === 0) {
      // Only negative terms: every document but the excluded ones, all tied.
      result = { bits: fullBitset(this.n), cost: new Uint32Array(this.n), missing: new Uint8Array(this.n), terms: 0, fields };
    } else {
      const matches = yield* this.termMatches(query.terms, derivations);
      try {
        result = combineMatches(
          matches,
          strategy,
          this.n,
          fields,
          query.terms.map((t) => t.kind === 'phrase'),
          this.spare,
        );
        this.spare = null;
      } finally {
        for (const m of matches) this.pool.release(m);
      }
    }
    yield;
    if (negative) this.exclude(result.bits, query);
    if (result.keptOrder !== undefined) {
      const { keptOrder, missing } = result;
      result.exactness = exactnessKeys({
        postings: this.postings,
        documents: this.documents,
        stopWords: this.options.stopWords,
        terms: query.terms,
        keptOrder,
        missing,
      });
      yield;
      const { cost } = result;
      const typos = (doc: number) => Math.floor(cost[doc]! / TYPO_COST);
      result.wordRanks = wordRanks({ postings: this.postings, derivations, terms: query.terms.length, keptOrder, missing, typos });
    }
    return result;
  }

  /** Clears the documents holding a negative word exactly (no typo, no prefix) or a negative phrase. */
  private exclude(bits: Bitset, query: ParsedQuery): void {
    const excluded = this.pool.take();
    for (const word of query.negativeWords) {
      const id = this.postings.termIds.get(word);
      if (id !== undefined) this.collect(new Map([[id, 0]]), excluded);
    }
    for (const phrase of query.negativePhrases) this.phraseMatch(phrase, excluded);
    for (let w = 0; w < bits.length; w++) bits[w]! &= ~excluded.bits[w]!;
    this.pool.release(excluded);
  }
}
