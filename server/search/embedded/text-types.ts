// The text index's public shapes: its options and what a match returns.

import type { Bitset } from './bitset';
import { DEFAULT_TYPO, type TypoSettings } from './typo-distance';
import type { WordRanks } from './word-ranking';

export type MatchingStrategy = 'last' | 'all' | 'frequency';

export interface TextOptions {
  typo: TypoSettings;
  /** Searchable attributes (by position) whose words tolerate no typo. */
  typoDisabledFields: ReadonlySet<number>;
  /** Normalised word -> its synonyms, each a list of normalised words. */
  synonyms: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Tokens neither indexed nor searched, case-sensitive (Meilisearch's stopWords). */
  stopWords: ReadonlySet<string>;
}

export const DEFAULT_TEXT_OPTIONS: TextOptions = { typo: DEFAULT_TYPO, typoDisabledFields: new Set(), synonyms: new Map(), stopWords: new Set() };

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
  /** Term indexes in the order the strategy keeps them: a document keeps the first `terms - missing`. */
  keptOrder?: readonly number[];
  /** milli's exactness rules as one key per document, smaller first (exactness.ts). */
  exactness?: (doc: number) => number;
  /** milli's proximity and wordPosition rules, one key each per document (word-ranking.ts). */
  wordRanks?: WordRanks;
}
