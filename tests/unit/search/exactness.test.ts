// milli's ExactAttribute test of one attribute (exact_attribute.rs): equal to the query's words,
// starting with them, or neither.
import { describe, expect, it } from 'vitest';
import { attributeMatch } from '../../../server/search/embedded/exactness';

describe('attributeMatch', () => {
  it.each<[string, string, string[], number]>([
    ['equal', 'This balcony', ['this', 'balcony'], 0],
    ['starts with', 'this balcony is overlooking the sea', ['this', 'balcony'], 1],
    ['holds them later', 'what a lovely view from this balcony', ['this', 'balcony'], 2],
    ['shorter than the query', 'the quick', ['the', 'quick', 'brown'], 2],
    ['a hard separator between them', 'this. balcony', ['this', 'balcony'], 2],
    ['a soft separator between them', 'this-balcony', ['this', 'balcony'], 0],
  ])('%s', (_, text, words, expected) => {
    expect(attributeMatch(text, words, new Set())).toBe(expected);
  });

  it('skips stop words as the index does', () => {
    expect(attributeMatch('how to train', ['how', 'train'], new Set(['to']))).toBe(0);
  });
});
