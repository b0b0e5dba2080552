// milli's `exactness` ranking rule, which is two rules in a row (search/new/exact_attribute.rs and
// ranking_rule_graph/exactness), as one key per document over the query terms the `words` rule
// kept for it, smaller first:
// 1. ExactAttribute: an attribute holding exactly the kept terms' words, in order from its start
//    (0); an attribute starting with them (1); neither, or kept terms that are not the query's
//    first ones in a row (2);
// 2. Exactness: how many kept word terms the document does not hold as typed (only through a typo,
//    a prefix or a split word); a phrase matches as typed.
// Computed only for the documents the comparison reaches, once each, from the document's indexed
// words (reading its text, as attributeMatch does, was most of the key's cost).

import { HARD_SEPARATOR } from './word-positions';
import { WORDS, normalizeWord, type QueryTerm } from './query-words';
import { fieldText, termHoldsDoc, type Postings } from './text-postings';

const BUCKET = 1 << 8;

/** 0: the text's words are `words`; 1: it starts with them; 2: neither. Reads only what it needs. */
export function attributeMatch(text: string, words: readonly string[], stopWords: ReadonlySet<string>): 0 | 1 | 2 {
  let i = 0;
  let last = 0;
  for (const m of text.matchAll(WORDS)) {
    if (stopWords.has(m[0])) continue;
    const word = normalizeWord(m[0]);
    if (word === '') continue;
    if (i === words.length) return 1;
    if (word !== words[i] || (i > 0 && HARD_SEPARATOR.test(text.slice(last, m.index)))) return 2;
    last = m.index + m[0].length;
    i++;
  }
  return i === words.length ? 0 : 2;
}

/**
 * attributeMatch's best answer over the document's searchable attributes, from its indexed words
 * (text-postings.ts tokenTerm/tokenSlot: the same words, stop words left out, a position 1 further
 * without a hard separator between two words, MAX_DISTANCE further with one), -1 when a position
 * reached the cap (0xffff) and the text must be read. `ids` are the words' term ids (-1: not indexed).
 */
export function indexedAttributeMatch(postings: Postings, doc: number, ids: readonly number[]): number {
  const { tokenTerm, tokenSlot } = postings;
  const n = ids.length;
  let best = 2;
  let field = -1;
  let i = 0;
  let previous = 0;
  let decided = false;
  for (let k = postings.docTokenStart[doc]!, end = postings.docTokenStart[doc + 1]!; k < end && best > 0; k++) {
    const slot = tokenSlot[k]!;
    if (slot >>> 16 !== field) {
      if (field >= 0 && !decided && i === n) best = 0;
      field = slot >>> 16;
      i = 0;
      decided = false;
    }
    if (decided) continue;
    const position = slot & 0xffff;
    if (position === 0xffff) return -1;
    if (i === n) {
      if (best > 1) best = 1;
      decided = true;
    } else if (tokenTerm[k] !== ids[i] || (i > 0 && position - previous !== 1)) decided = true;
    else {
      previous = position;
      i++;
    }
  }
  if (field >= 0 && !decided && i === n) best = 0;
  return best;
}

function holdsTerm(postings: Postings, term: string, doc: number): boolean {
  const id = postings.termIds.get(term);
  return id !== undefined && termHoldsDoc(postings, id, doc);
}

export interface ExactnessInput {
  postings: Postings;
  documents: readonly Record<string, unknown>[];
  stopWords: ReadonlySet<string>;
  terms: readonly QueryTerm[];
  keptOrder: readonly number[];
  missing: Uint8Array;
}

/** The exactness key of each document, memoised. */
export function exactnessKeys(input: ExactnessInput): (doc: number) => number {
  const { postings, documents, stopWords, terms, keptOrder, missing } = input;
  const memo = new Map<number, number>();
  // What depends only on how many terms the document kept, computed once per count.
  const levels = new Map<number, { kept: number[]; words: string[] | null; ids: number[] }>();
  const level = (dropped: number) => {
    let found = levels.get(dropped);
    if (found === undefined) {
      const kept = keptOrder.slice(0, keptOrder.length - dropped).sort((a, b) => a - b);
      const contiguous = kept.every((t, i) => t === i);
      const words = contiguous
        ? kept.flatMap((t) => (terms[t]!.kind === 'phrase' ? (terms[t] as { words: string[] }).words : [(terms[t] as { word: { term: string } }).word.term]))
        : null;
      found = { kept, words, ids: (words ?? []).map((w) => postings.termIds.get(w) ?? -1) };
      levels.set(dropped, found);
    }
    return found;
  };
  return (doc) => {
    let key = memo.get(doc);
    if (key !== undefined) return key;
    const { kept, words, ids } = level(missing[doc]!);
    let bucket: number = 2;
    // An attribute can only start with the words if the document holds the first one as typed.
    if (words !== null && words.length > 0 && holdsTerm(postings, words[0]!, doc)) {
      // A word no document holds is in no attribute: 2 (attributeMatch compares indexed words).
      bucket = ids.includes(-1) ? 2 : indexedAttributeMatch(postings, doc, ids);
    }
    if (bucket < 0) {
      bucket = 2;
      for (const path of postings.paths) {
        const text = fieldText(documents, doc, path);
        if (text !== null) bucket = Math.min(bucket, attributeMatch(text, words!, stopWords));
        if (bucket === 0) break;
      }
    }
    let inexact = 0;
    for (const t of kept) {
      const term = terms[t]!;
      if (term.kind === 'word' && !holdsTerm(postings, term.word.term, doc)) inexact++;
    }
    key = bucket * BUCKET + inexact;
    memo.set(doc, key);
    return key;
  };
}
