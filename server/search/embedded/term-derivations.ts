// Which indexed words a query term is found as (its derivations), and the role each plays for
// the proximity and wordPosition rules (word-ranking.ts): a word meets both neighbours and gives
// the term's position; a phrase, a split word or a multi-word synonym meets the previous term by
// its first word and the next by its last.

import type { Postings } from './text-postings';

export const LEFT = 1;
export const RIGHT = 2;
export const POSITION = 4;
/** Meets the previous term only after it (a word found through milli's prefix database). */
export const FORWARD = 8;

/** milli's prefix database (index.rs prefix_settings): prefixes of at most 4 bytes that start 100 words or more. */
export const PREFIX_DB_MAX_BYTES = 4;
export const PREFIX_DB_MIN_WORDS = 100;

/**
 * A query word's derivations (its matching terms with their costs, typos in TYPO_COST units).
 * When the word is a prefix milli keeps in its prefix database, the words it starts meet the
 * previous term only forwards: milli reads their proximity from the word-prefix pair database,
 * and backwards only for the prefix as a whole word (db_cache.rs get_db_prefix_word_pair_proximity_docids).
 */
export function deriveWord(
  postings: Postings,
  word: { term: string; prefix: boolean },
  found: ReadonlyMap<number, number>,
  typoCost: number,
  t: number,
  into: Derivations,
): void {
  const exact = postings.termIds.get(word.term);
  let prefixDb = false;
  if (word.prefix && Buffer.byteLength(word.term, 'utf8') <= PREFIX_DB_MAX_BYTES) {
    let started = 0;
    for (const [id, cost] of found) if (cost < typoCost && postings.terms[id]!.startsWith(word.term)) started++;
    prefixDb = started >= PREFIX_DB_MIN_WORDS;
  }
  for (const [id, cost] of found) {
    const typos = Math.floor(cost / typoCost);
    const forward = prefixDb && id !== exact && typos === 0 ? FORWARD : 0;
    addDerivation(into, id, { term: t, start: t, roles: LEFT | RIGHT | POSITION | forward, pair: -1, ngram: -1, typos });
  }
}

/** One way a query term is found as an indexed word. */
export interface Derivation {
  /** The query term (index in the query's terms) and where its ngram starts (itself otherwise). */
  term: number;
  start: number;
  /** Roles: LEFT (meets the next term), RIGHT (meets the previous one), POSITION. */
  roles: number;
  /** The pair id (postings.pairIds) the document must hold for this derivation to count, or -1. */
  pair: number;
  /** The ngram's own id when it covers several terms (one token, several terms), or -1. */
  ngram: number;
  /** Its typos: it counts only for documents matched with at least as many (milli's typo buckets). */
  typos: number;
}

/** Indexed term id -> its derivations, for one query. */
export type Derivations = Map<number, Derivation[]>;

export function addDerivation(into: Derivations, termId: number, d: Derivation): void {
  const list = into.get(termId);
  if (list === undefined) into.set(termId, [d]);
  else list.push(d);
}

/** A phrase's first and last words, for term `t`; `pair` (or -1) the pair the document must hold. */
export function derivePhrase(postings: Postings, words: readonly string[], t: number, into: Derivations, pair = -1, typos = 0): void {
  const first = postings.termIds.get(words[0]!);
  const last = postings.termIds.get(words[words.length - 1]!);
  const roles = words.length === 1 ? LEFT | RIGHT | POSITION : RIGHT | POSITION;
  if (first !== undefined) addDerivation(into, first, { term: t, start: t, roles, pair, ngram: -1, typos });
  if (last !== undefined && words.length > 1) addDerivation(into, last, { term: t, start: t, roles: LEFT, pair, ngram: -1, typos });
}

/** The two words a split word is found as (one typo), counted only where the document holds them in a row. */
export function deriveSplits(postings: Postings, term: string, t: number, into: Derivations): void {
  const pair = postings.pairIds.get(term);
  if (pair === undefined) return;
  for (let k = 1; k < term.length; k++) {
    const left = term.slice(0, k);
    const right = term.slice(k);
    if (postings.termIds.has(left) && postings.termIds.has(right)) derivePhrase(postings, [left, right], t, into, pair, 1);
  }
}

/** A multi-word synonym, as a phrase; a two-word one counts where the document holds its pair. */
export function deriveSynonym(postings: Postings, words: readonly string[], t: number, into: Derivations): void {
  derivePhrase(postings, words, t, into, words.length === 2 ? (postings.pairIds.get(words.join('')) ?? -1) : -1);
}
