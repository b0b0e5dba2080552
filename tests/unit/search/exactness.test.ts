// milli's ExactAttribute test of one attribute (exact_attribute.rs): equal to the query's words,
// starting with them, or neither.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributeMatch, indexedAttributeMatch } from '../../../server/search/embedded/exactness';
import { buildPostings, fieldText } from '../../../server/search/embedded/text-postings';

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

describe('indexedAttributeMatch', () => {
  // The key reads the document's indexed words instead of its text: the same answer as
  // attributeMatch over each searchable attribute's text (the best of them, 2 without any).
  const VOCABULARY = ['the', 'The', 'quick', 'Quick', 'brown', 'brôwn', 'fox', 'to', 'x5', 'GT'];
  const SEPARATORS = [' ', ' ', '-', '. ', ', ', '; ', '/', ',', '.'];
  const text = fc
    .array(fc.tuple(fc.constantFrom(...VOCABULARY), fc.constantFrom(...SEPARATORS)), { maxLength: 6 })
    .map((words) => words.map(([w, s]) => w + s).join(''));
  const doc = fc.record({ name: fc.option(text), model: fc.oneof(text, fc.array(text, { maxLength: 2 })), badge: text });

  it('gives the best of attributeMatch over the attributes', () => {
    fc.assert(
      fc.property(
        fc.array(doc, { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom('the', 'quick', 'brown', 'fox', 'to', 'x5', 'gt', 'cat'), { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        (docs, words, withStopWords) => {
          const stopWords = new Set(withStopWords ? ['to', 'The'] : []);
          const postings = buildPostings(['name', 'model', 'badge'], docs, stopWords);
          const ids = words.map((w) => postings.termIds.get(w) ?? -1);
          docs.forEach((_, d) => {
            const texts = postings.paths.map((path) => fieldText(docs, d, path)).filter((t): t is string => t !== null);
            const expected = Math.min(2, ...texts.map((t) => attributeMatch(t, words, stopWords)));
            const found = ids.includes(-1) ? 2 : indexedAttributeMatch(postings, d, ids);
            expect(found).toBe(expected);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
