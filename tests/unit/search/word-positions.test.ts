// Word positions and pair proximity as milli computes them (tokenize_document.rs process_tokens,
// resolve_query_graph.rs compute_phrase_docids; hard separators from charabia's CONTEXT_SEPARATORS).
import { describe, expect, it } from 'vitest';
import { holdsPhrase, pairProximity, positionedWords } from '../../../server/search/embedded/word-positions';

const NONE: ReadonlySet<string> = new Set();

describe('positionedWords', () => {
  it.each<[string, string, number[]]>([
    ['soft separators count 1', 'the quick-brown fox', [0, 1, 2, 3]],
    ['". " and ", " are hard: 8', 'the quick. brown, fox', [0, 1, 9, 17]],
    ['"!", "?" and ";" are hard', 'a!b?c;d', [0, 8, 16, 24]],
    ['a dot or comma inside a word is soft', '3.5 1,2', [0, 1, 2, 3]],
    ['leading separators take no place', '  ...the', [0]],
  ])('%s', (_, text, positions) => {
    expect(positionedWords(text, NONE).positions).toEqual(positions);
  });

  it('leaves stop words out without a place, and normalises words', () => {
    expect(positionedWords('How to Train Your Dragon', new Set(['to']))).toEqual({ words: ['how', 'train', 'your', 'dragon'], positions: [0, 1, 2, 3] });
  });
});

describe('pairProximity and holdsPhrase', () => {
  const field = positionedWords('the quick brown. quick brown fox. brown fox jumps', NONE);
  it.each<[string, string, number]>([
    ['the', 'quick', 1],
    ['quick', 'the', 2],
    ['the', 'brown', 2],
    ['fox', 'jumps', 1],
    ['the', 'jumps', Infinity],
  ])('%s then %s: %s', (a, b, expected) => {
    expect(pairProximity(field, a, b)).toBe(expected);
  });

  it.each<[string, string, boolean]>([
    ['pairs adjacent somewhere (words_tms.rs:192, document 21)', 'the quick brown. quick brown fox.', true],
    ['not across ", " (words_tms.rs:192, document 22)', 'the, quick, brown, fox', false],
    ['not in another order', 'the brown quick fox', false],
  ])('%s', (_, text, expected) => {
    expect(holdsPhrase([positionedWords(text, NONE)], ['the', 'quick', 'brown', 'fox'])).toBe(expected);
  });
});
