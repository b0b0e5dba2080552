// Reading `q` the way Meilisearch does: words and "quoted phrases" in order, the first 10 kept, the
// last word a prefix unless the query ends with a separator, typo budgets by word length
// (minWordSizeForTypos 5 and 9 by default), and words too long to be indexed matched only exactly.
import { MAX_QUERY_CHARS, MAX_QUERY_TOKENS, MAX_QUERY_WORDS, MAX_WORD_BYTES } from './search-limits';

export const SEPARATORS = /[\n\r\p{Z}\p{P}\p{S}]+/u;
export const WORDS = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;
// Every ASCII code point, the NUL included.
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;
const DIGITS = /^\p{N}+$/u;

export function tokenize(text: string): string[] {
  return text.split(SEPARATORS).filter((t) => t !== '');
}

/** Lower-case and strip diacritics, so "Škoda" matches "skoda". */
export function normalizeWord(word: string): string {
  if (ASCII.test(word)) return word.toLowerCase();
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

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

export interface QueryWord {
  term: string;
  prefix: boolean;
  maxTypos: number;
}

/** One unit the matching strategy keeps or drops: a word, or a quoted phrase. */
export type QueryTerm = { kind: 'word'; word: QueryWord } | { kind: 'phrase'; words: string[] };

export interface ParsedQuery {
  /** In query order, at most MAX_QUERY_WORDS. */
  terms: QueryTerm[];
  words: QueryWord[];
  phrases: string[][];
  /** `-word`: documents holding the word exactly are excluded (Meilisearch's negative words). */
  negativeWords: string[];
  /** `-"a phrase"`: documents holding the phrase are excluded. */
  negativePhrases: string[][];
}

function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

const WHITESPACE = /\s/u;

/**
 * Whether the `-` just before `at` in `text` negates what follows: Meilisearch negates when the
 * `-` starts the query or follows whitespace (`\-word` and `a-word` are plain words).
 */
function negatedAt(text: string, at: number): boolean {
  if (at < 1 || text[at - 1] !== '-') return false;
  return at === 1 || WHITESPACE.test(text[at - 2]!);
}

type RawTerm = { kind: 'word'; token: string; end: number } | { kind: 'phrase'; words: string[] };

export function parseQuery(q: string, typo: TypoSettings = DEFAULT_TYPO): ParsedQuery {
  const text = q.length > MAX_QUERY_CHARS ? q.slice(0, MAX_QUERY_CHARS) : q;
  // Pieces alternate outside / inside quotes; an unclosed quote runs to the end.
  const pieces = text.split('"');
  const raw: RawTerm[] = [];
  const negativeWords: string[] = [];
  const negativePhrases: string[][] = [];
  let tokens = 0;
  let offset = 0;
  // Where the query's last word token ends: only a word ending there is a prefix.
  let lastWordEnd = -1;
  for (let p = 0; p < pieces.length && tokens < MAX_QUERY_TOKENS; offset += pieces[p]!.length + 1, p++) {
    const piece = pieces[p]!;
    if (p % 2 === 1) {
      const found = tokenize(piece).slice(0, MAX_QUERY_TOKENS - tokens);
      tokens += found.length;
      const words = found.map(normalizeWord).filter((t) => t !== '');
      if (words.length === 0) continue;
      if (negatedAt(text, offset - 1)) negativePhrases.push(words);
      else raw.push({ kind: 'phrase', words });
      continue;
    }
    for (const m of piece.matchAll(WORDS)) {
      if (tokens >= MAX_QUERY_TOKENS) break;
      tokens++;
      const token = m[0];
      if (normalizeWord(token) === '') continue;
      const start = offset + m.index;
      lastWordEnd = start + token.length;
      if (negatedAt(text, start)) negativeWords.push(normalizeWord(token));
      else raw.push({ kind: 'word', token, end: lastWordEnd });
    }
  }
  const kept = raw.slice(0, MAX_QUERY_WORDS);
  const lastChar = text[text.length - 1];
  const endsOpen = text.length > 0 && lastChar !== undefined && !SEPARATORS.test(lastChar) && lastChar !== '"' && pieces.length % 2 === 1;
  const terms: QueryTerm[] = kept.map((item) => {
    if (item.kind === 'phrase') return item;
    const term = normalizeWord(item.token);
    const tooLong = utf8Length(term) > MAX_WORD_BYTES;
    // Only the query's real last word is a prefix: a word kept by the word limit is followed by more.
    const prefix = !tooLong && endsOpen && item.end === lastWordEnd && item.end === text.length;
    return { kind: 'word', word: { term, prefix, maxTypos: tooLong ? 0 : typoBudget(term, typo) } };
  });
  return {
    terms,
    words: terms.flatMap((t) => (t.kind === 'word' ? [t.word] : [])),
    phrases: terms.flatMap((t) => (t.kind === 'phrase' ? [t.words] : [])),
    negativeWords,
    negativePhrases,
  };
}
