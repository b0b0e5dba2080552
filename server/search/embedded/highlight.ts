// Wrapping the words of a text that a query matched in highlight tags (Meilisearch's _formatted).
import { type ParsedQuery, WORDS, normalizeWord, typoDistance } from './query-words';
import { scanWords } from './word-scan';

/**
 * How many leading characters of `word` to highlight for the query: the whole word for an exact or
 * typo match, the typed part for a prefix match, 0 for none.
 */
export function highlightLength(word: string, query: ParsedQuery): number {
  const norm = normalizeWord(word);
  let best = 0;
  let typo = false;
  for (const w of query.words) {
    if (norm === w.term) return word.length;
    // A prefix match highlights only the typed part (`<em>Westfáli</em>a`), even where the whole
    // word is also within the typo budget.
    if (w.prefix && norm.startsWith(w.term)) best = Math.max(best, prefixLength(word, norm, w.term.length));
    else if (w.maxTypos > 0 && typoDistance(w.term, norm, w.maxTypos) <= w.maxTypos) typo = true;
  }
  for (const phrase of query.phrases) if (phrase.includes(norm)) return word.length;
  return best > 0 ? best : typo ? word.length : 0;
}

/** How many UTF-16 units of `word` normalise to the first `length` characters of `norm`. */
function prefixLength(word: string, norm: string, length: number): number {
  if (norm.length === word.length) return length;
  let k = 0;
  for (const ch of word) {
    k += ch.length;
    if (normalizeWord(word.slice(0, k)).length >= length) break;
  }
  // Combining marks that follow belong to the last highlighted letter.
  while (k < word.length && /\p{M}/u.test(word[k]!)) k++;
  return k;
}

/**
 * What one search worked out: each word's highlight length, each text's highlighted form (a page's
 * hits repeat most words and many whole values). Kept per parsed query, which a search makes once
 * and drops after; bounded, since a query may format up to 1000 hits.
 */
interface QueryMemo {
  lengths: Map<string, number>;
  texts: Map<string, string>;
  pre: string;
  post: string;
  /** 1 for each ASCII character a matching word may start with; null when any may (firstCharacters). */
  firsts: Uint8Array | null;
}
const memos = new WeakMap<ParsedQuery, QueryMemo>();
const MEMO_ENTRIES = 4096;

/** The last query's memo: a page's hits ask for the same one some 3,500 times in a row. */
let last: { query: ParsedQuery; memo: QueryMemo } | null = null;

function memoOf(query: ParsedQuery): QueryMemo {
  if (last?.query === query) return last.memo;
  let memo = memos.get(query);
  if (memo === undefined) memos.set(query, (memo = { lengths: new Map(), texts: new Map(), pre: '', post: '', firsts: firstCharacters(query) }));
  last = { query, memo };
  return memo;
}

/**
 * The ASCII characters a highlighted word can start with, or null when that says nothing. A word
 * highlights when its normalised form is a query word, starts with the prefix word, is in a phrase,
 * or is within the word's typos, where a first letter that differs costs two: under two typos, all
 * of them share the query word's first character. The normalised form of a word starting with an
 * ASCII character starts with that character lowercased. Most words of a page's hits (URLs, dates,
 * identifiers) are then passed over without being cut out of their text and looked up.
 */
function firstCharacters(query: ParsedQuery): Uint8Array | null {
  const firsts = new Uint8Array(128);
  const starts = [...query.words.map((w) => w.term), ...query.phrases.flat()];
  for (const w of query.words) if (w.maxTypos >= 2) return null;
  for (const term of starts) {
    const c = term.charCodeAt(0);
    if (!(c < 128)) return null;
    firsts[c] = 1;
  }
  return firsts;
}

/** Whether the word of `text` starting at `at` may highlight (firstCharacters). */
function mayMatch(memo: QueryMemo, text: string, at: number): boolean {
  if (memo.firsts === null) return true;
  const c = text.charCodeAt(at);
  if (c >= 128) return true;
  return memo.firsts[c >= 65 && c <= 90 ? c + 32 : c] === 1;
}

/** highlightLength, remembered for the query. */
function lengthIn(memo: QueryMemo, word: string, query: ParsedQuery): number {
  let len = memo.lengths.get(word);
  if (len === undefined) {
    len = highlightLength(word, query);
    if (memo.lengths.size >= MEMO_ENTRIES) memo.lengths.clear();
    memo.lengths.set(word, len);
  }
  return len;
}

export function highlightText(text: string, query: ParsedQuery, preTag: string, postTag: string): string {
  if (query.words.length === 0 && query.phrases.length === 0) return text;
  const memo = memoOf(query);
  if (memo.pre !== preTag || memo.post !== postTag) {
    memo.texts.clear();
    memo.pre = preTag;
    memo.post = postTag;
  }
  let highlighted = memo.texts.get(text);
  if (highlighted === undefined) {
    highlighted = highlightWords(text, query, memo, preTag, postTag);
    if (memo.texts.size >= MEMO_ENTRIES) memo.texts.clear();
    memo.texts.set(text, highlighted);
  }
  return highlighted;
}

function highlightWords(text: string, query: ParsedQuery, memo: QueryMemo, preTag: string, postTag: string): string {
  let out = '';
  let last = 0;
  scanWords(text, (at, end) => {
    if (!mayMatch(memo, text, at)) return;
    const len = lengthIn(memo, text.slice(at, end), query);
    if (len === 0) return;
    out += `${text.slice(last, at)}${preTag}${text.slice(at, at + len)}${postTag}`;
    last = at + len;
  });
  return last === 0 ? text : out + text.slice(last);
}

/** The matched words of a text as Meilisearch's `_matchesPosition` entries: UTF-8 byte offsets. */
export function matchPositions(text: string, query: ParsedQuery): { start: number; length: number }[] {
  const out: { start: number; length: number }[] = [];
  if (query.words.length === 0 && query.phrases.length === 0) return out;
  const memo = memoOf(query);
  scanWords(text, (at, end) => {
    if (!mayMatch(memo, text, at)) return;
    const len = lengthIn(memo, text.slice(at, end), query);
    if (len === 0) return;
    out.push({ start: Buffer.byteLength(text.slice(0, at), 'utf8'), length: Buffer.byteLength(text.slice(at, at + len), 'utf8') });
  });
  return out;
}

/**
 * Meilisearch's cropping: `cropLength` words around the first matched word (from the start when
 * nothing matched), with `marker` where text was cut.
 */
export function cropText(text: string, query: ParsedQuery, cropLength: number, marker: string): string {
  const words = [...text.matchAll(WORDS)];
  if (words.length <= cropLength) return text;
  if (cropLength === 0) return marker;
  const first = words.findIndex((m) => highlightLength(m[0], query) > 0);
  const start = first < 0 ? 0 : Math.max(0, Math.min(first - Math.floor((cropLength - 1) / 2), words.length - cropLength));
  const end = start + cropLength - 1;
  const from = start === 0 ? 0 : words[start]!.index;
  const last = words[end]!;
  const to = end === words.length - 1 ? text.length : last.index + last[0].length;
  return `${start === 0 ? '' : marker}${text.slice(from, to)}${end === words.length - 1 ? '' : marker}`;
}
