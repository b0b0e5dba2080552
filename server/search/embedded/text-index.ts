// Full-text matching for `q` (minisearch underneath) and the highlighting of matched words.
//
// Approximates Meilisearch's defaults: the last word of the query is a prefix (unless the query
// ends with a separator), words of 5-8 characters tolerate one typo and words of 9+ two, a
// "quoted phrase" must appear exactly and contiguously, and every query word must match
// (Meilisearch's `matchingStrategy: all`). Accents and case are ignored on both sides.

import MiniSearch, { type Query } from 'minisearch';
import { distance } from 'fastest-levenshtein';
import { readAttribute, splitPath } from './document-values';

const SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;
const WORDS = /[^\n\r\p{Z}\p{P}]+/gu;
const ID_FIELD = '\u0000doc';

export function tokenize(text: string): string[] {
  return text.split(SEPARATORS).filter((t) => t !== '');
}

/** Lower-case and strip diacritics, so "Škoda" matches "skoda". */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Meilisearch's default typo budget by word length (minWordSizeForTypos 5 and 9). */
export function typoBudget(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
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
  const words = terms.map((term, i) => ({
    term,
    prefix: lastIsPrefix && i === terms.length - 1,
    maxTypos: typoBudget(term),
  }));
  return { words, phrases };
}

export class TextIndex {
  private readonly search: MiniSearch<number>;
  private readonly paths: string[][];

  constructor(
    private readonly fields: readonly string[],
    private readonly documents: readonly Record<string, unknown>[],
  ) {
    this.paths = fields.map(splitPath);
    const pathOf = new Map(fields.map((f, i) => [f, this.paths[i]!]));
    this.search = new MiniSearch<number>({
      idField: ID_FIELD,
      fields: [...fields],
      extractField: (doc, field) => (field === ID_FIELD ? doc : this.fieldText(doc, pathOf.get(field)!)),
      tokenize,
      processTerm: (term) => normalizeWord(term) || null,
      // Earlier searchable attributes weigh more, like Meilisearch's `attribute` ranking rule.
      searchOptions: { boost: Object.fromEntries(fields.map((f, i) => [f, 1 + (fields.length - i) * 0.2])) },
    });
    this.search.addAll(documents.map((_, i) => i));
  }

  private fieldText(doc: number, path: readonly string[]): string | null {
    const { leaves } = readAttribute(this.documents[doc], path);
    let text = '';
    for (const leaf of leaves) if (typeof leaf !== 'boolean') text += `${text ? ' ' : ''}${leaf}`;
    return text === '' ? null : text;
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

  /** Documents matching every word and phrase of the query, with a relevance score; null when the query has no words. */
  match(query: ParsedQuery): Map<number, number> | null {
    if (query.words.length === 0 && query.phrases.length === 0) return null;
    let result: Map<number, number> | null = null;
    const intersect = (hits: { id: number; score: number }[], keep: (doc: number) => boolean = () => true): void => {
      const next = new Map<number, number>();
      for (const hit of hits) {
        if (result !== null) {
          const previous = result.get(hit.id);
          if (previous !== undefined && keep(hit.id)) next.set(hit.id, previous + hit.score);
        } else if (keep(hit.id)) {
          next.set(hit.id, hit.score);
        }
      }
      result = next;
    };
    if (query.words.length > 0) {
      const combined: Query = {
        combineWith: 'AND',
        queries: query.words.map((w) => ({ queries: [w.term], prefix: w.prefix, fuzzy: w.maxTypos > 0 ? w.maxTypos : false })),
      };
      intersect(this.search.search(combined) as { id: number; score: number }[]);
    }
    for (const phrase of query.phrases) {
      const exact: Query = { combineWith: 'AND', queries: phrase.map((t) => ({ queries: [t], prefix: false, fuzzy: false })) };
      intersect(this.search.search(exact) as { id: number; score: number }[], (doc) => this.hasPhrase(doc, phrase));
    }
    return result ?? new Map<number, number>();
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
    if (w.maxTypos > 0 && Math.abs(norm.length - w.term.length) <= w.maxTypos && distance(norm, w.term) <= w.maxTypos) return word.length;
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
