// Word positions in an attribute's text, as milli counts them (update/new/extract/searchable/
// tokenize_document.rs, process_tokens): the next word is 1 further, or MAX_DISTANCE (8) further
// across a hard separator (charabia's CONTEXT_SEPARATORS: "!", "?", ";", ". ", ", " ...), and the
// proximity of two words as milli's word-pair-proximity database stores it: the distance when the
// second follows the first, the distance + 1 when it precedes it, nothing past 7.

import { WORDS, normalizeWord } from './query-words';

export const MAX_DISTANCE = 8;
export const HARD_SEPARATOR = /[!?;¡¿§¶\0\u055C\u055D\u055E\u0589\u05C3\u060C\u061B\u061F\u06D4]|[.,]\s/u;

/** A field's words (normalised, stop words left out) and their positions. */
export interface PositionedWords {
  words: string[];
  positions: number[];
}

export function positionedWords(text: string, stopWords: ReadonlySet<string>): PositionedWords {
  const words: string[] = [];
  const positions: number[] = [];
  let position = -1;
  let last = 0;
  let hard = false;
  for (const m of text.matchAll(WORDS)) {
    hard ||= HARD_SEPARATOR.test(text.slice(last, m.index));
    last = m.index + m[0].length;
    // A stop word takes no place (the query's phrases leave theirs out too): "how to train"
    // holds the phrase "how to train" and not "how to attempt to train" (stop_words.rs:301).
    if (stopWords.has(m[0])) continue;
    const word = normalizeWord(m[0]);
    if (word === '') continue;
    position = position < 0 ? 0 : position + (hard ? MAX_DISTANCE : 1);
    hard = false;
    words.push(word);
    positions.push(position);
  }
  return { words, positions };
}

/** milli's proximity of `a` then `b` in one field: 1 adjacent, up to 7, Infinity when further. */
export function pairProximity(field: PositionedWords, a: string, b: string): number {
  let best = Infinity;
  const { words, positions } = field;
  for (let i = 0; i < words.length; i++) {
    if (words[i] !== a) continue;
    for (let j = 0; j < words.length; j++) {
      if (j === i || words[j] !== b) continue;
      const d = positions[j]! - positions[i]!;
      const p = d > 0 ? d : 1 - d;
      if (p < best) best = p;
    }
  }
  return best < MAX_DISTANCE ? best : Infinity;
}

/**
 * Whether a document holds a phrase as milli checks it (resolve_query_graph.rs,
 * compute_phrase_docids): over windows of up to 3 words, each pair of a window within its distance
 * (adjacent words at proximity 1), in some field; the pairs need not be in the same place.
 */
export function holdsPhrase(fields: readonly PositionedWords[], phrase: readonly string[]): boolean {
  const size = Math.min(3, phrase.length);
  const near = (a: string, b: string, max: number) => fields.some((f) => pairProximity(f, a, b) <= max);
  for (let start = 0; start + size <= phrase.length; start++) {
    for (let i = 0; i < size; i++) {
      for (let j = i + 1; j < size; j++) if (!near(phrase[start + i]!, phrase[start + j]!, j - i)) return false;
    }
  }
  return true;
}
