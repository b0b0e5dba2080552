// Meilisearch's typo rules as pure functions: the budget by word length (minWordSizeForTypos),
// and the typos between a query word and a document word, whole or as a prefix (the last query
// word), a typo on the first letter counting as two.

const DIGITS = /^\p{N}+$/u;

export function isNumberWord(word: string): boolean {
  return DIGITS.test(word);
}

export interface TypoSettings {
  enabled: boolean;
  oneTypo: number;
  twoTypos: number;
  /** Query words that are numbers tolerate no typo (Meilisearch's disableOnNumbers). */
  disableOnNumbers: boolean;
  /** Words that never tolerate a typo, normalised. */
  disableOnWords: ReadonlySet<string>;
}

/** Meilisearch's defaults. */
export const DEFAULT_TYPO: TypoSettings = { enabled: true, oneTypo: 5, twoTypos: 9, disableOnNumbers: false, disableOnWords: new Set() };

/** Meilisearch's typo budget by word length in characters. */
export function typoBudget(word: string, typo: TypoSettings = DEFAULT_TYPO): number {
  if (!typo.enabled || typo.disableOnWords.has(word) || (typo.disableOnNumbers && isNumberWord(word))) return 0;
  const length = [...word].length;
  return length >= typo.twoTypos ? 2 : length >= typo.oneTypo ? 1 : 0;
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

/**
 * Typos between a query word and the closest prefix of a document word (Meilisearch's typo
 * tolerance on the query's last word, which is a prefix): the smallest distance from the query to
 * any prefix of the word, plus one when the first letters differ. Returns max + 1 once it exceeds max.
 */
export function prefixTypoDistance(query: string, word: string, max: number): number {
  const extra = query[0] === word[0] ? 0 : 1;
  const limit = max - extra;
  if (limit < 0 || word.length < query.length - limit) return max + 1;
  const n = query.length;
  // Rows over the word's characters, columns over the query's: a prefix of the word has consumed
  // the whole query when its row's last column is within the limit.
  const m = Math.min(word.length, n + limit);
  let prevPrev = new Uint8Array(n + 1);
  let prev = new Uint8Array(n + 1);
  let row = new Uint8Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  let best = prev[n]!;
  for (let i = 1; i <= m; i++) {
    row[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = word[i - 1] === query[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && word[i - 1] === query[j - 2] && word[i - 2] === query[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1);
      row[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (row[n]! < best) best = row[n]!;
    if (rowMin > limit) break;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  const d = best + extra;
  return d > max ? max + 1 : d;
}
