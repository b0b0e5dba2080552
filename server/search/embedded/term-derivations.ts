// Which indexed words a query term is found as (its derivations), and the role each plays for
// the proximity and wordPosition rules (word-ranking.ts): a word meets both neighbours and gives
// the term's position; a phrase, a split word or a multi-word synonym meets the previous term by
// its first word and the next by its last.

import type { Postings } from './text-postings';

export const LEFT = 1;
export const RIGHT = 2;
export const POSITION = 4;

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
