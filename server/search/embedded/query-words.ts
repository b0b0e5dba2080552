// Reading `q` the way Meilisearch does: words and "quoted phrases" in order, the first 10 kept, the
// last word a prefix unless the query ends with a separator, typo budgets by word length
// (minWordSizeForTypos 5 and 9 by default), and words too long to be indexed matched only exactly.
import { DEFAULT_TYPO, type TypoSettings, typoBudget } from './typo-distance';
import { MAX_QUERY_CHARS, MAX_QUERY_TOKENS, MAX_QUERY_WORDS, MAX_WORD_BYTES } from './search-limits';

export const SEPARATORS = /[\n\r\p{Z}\p{P}\p{S}]+/u;
export const WORDS = /[^\n\r\p{Z}\p{P}\p{S}]+/gu;
export { DEFAULT_TYPO, isNumberWord, prefixTypoDistance, typoBudget, typoDistance } from './typo-distance';
export type { TypoSettings } from './typo-distance';

// Every ASCII code point, the NUL included.
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

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

const NO_STOP_WORDS: ReadonlySet<string> = new Set();

/**
 * The query's terms. `stopWords` (Meilisearch's, matched case-sensitively on the typed token) are
 * left out of words and phrases, except the last word when it is a prefix.
 */
export function parseQuery(q: string, typo: TypoSettings = DEFAULT_TYPO, stopWords: ReadonlySet<string> = NO_STOP_WORDS): ParsedQuery {
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
      const words = found
        .filter((t) => !stopWords.has(t))
        .map(normalizeWord)
        .filter((t) => t !== '');
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
  const lastChar = text[text.length - 1];
  const endsOpen = text.length > 0 && lastChar !== undefined && !SEPARATORS.test(lastChar) && lastChar !== '"' && pieces.length % 2 === 1;
  const isPrefix = (end: number) => endsOpen && end === lastWordEnd && end === text.length;
  const kept = raw.filter((item) => item.kind === 'phrase' || !stopWords.has(item.token) || isPrefix(item.end)).slice(0, MAX_QUERY_WORDS);
  const terms: QueryTerm[] = kept.map((item) => {
    if (item.kind === 'phrase') return item;
    const term = normalizeWord(item.token);
    const tooLong = utf8Length(term) > MAX_WORD_BYTES;
    // Only the query's real last word is a prefix: a word kept by the word limit is followed by more.
    const prefix = !tooLong && isPrefix(item.end);
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
