// Stop words, ported from Meilisearch's tests (read at commit 5cb2f2e9):
// crates/milli/src/search/new/tests/stop_words.rs (same documents, stop words and expected ids in
// order; milli's TermsMatchingStrategy::Last is matchingStrategy "last", its default ranking
// rules are the index's default) and crates/meilisearch/tests/search/mod.rs
// `phrase_search_with_stop_word`. Properties: stop words are neither indexed nor searched, are
// case-sensitive, are ignored in phrases, a query of only stop words is a placeholder search, and
// the last word typed without a trailing space (a prefix) is never ignored.
import { describe, expect, it } from 'vitest';
import { backends, ids, type Doc } from './backends';
import type { IndexSettings } from '../../server/search/embedded';

// stop_words.rs: create_index().
const DOCUMENTS: Doc[] = [
  'Shazam!',
  'Captain Marvel',
  'Escape Room',
  'How to Train Your Dragon: The Hidden World',
  'Gläss',
  'How to Attempt to Train Your Dragon',
  'How to Train Your Dragon: the Hidden World',
].map((title, id) => ({ id, title }));
const SETTINGS: Partial<IndexSettings> = { searchableAttributes: ['title'], stopWords: ['to', 'The', 'xyz'] };

// crates/meilisearch/tests/common/mod.rs: DOCUMENTS (without `_vectors` and `color`).
const MOVIES: Doc[] = [
  { title: 'Shazam!', id: '287947' },
  { title: 'Captain Marvel', id: '299537' },
  { title: 'Escape Room', id: '522681' },
  { title: 'How to Train Your Dragon: The Hidden World', id: '166428' },
  { title: 'Gläss', id: '450465' },
];

type Case = [name: string, q: string, expected: number[]];

describe.each(backends)('$name', (backend) => {
  describe('crates/milli/src/search/new/tests/stop_words.rs', () => {
    it.each<Case>([
      ['test_ignore_stop_words (stop_words.rs:81): `the` is a prefix, so it is not ignored', 'xyz to the', [6]],
      ['test_ignore_stop_words (stop_words.rs:134): `xyz` is a prefix, so it is not ignored', 'to the xyz', [6]],
      ['test_ignore_stop_words (stop_words.rs:187): a trailing space makes `xyz` a stop word', 'to the xyz ', [6]],
      ['test_ignore_stop_words (stop_words.rs:240)', 'to the dragon xyz', [6]],
      ['test_stop_words_in_phrase (stop_words.rs:301): a stop word in a phrase keeps its place', '"how to train your dragon"', [3, 6]],
      ['test_stop_words_in_phrase (stop_words.rs:397): a phrase of only a stop word is ignored', 'how "to" train "the', [6]],
      ['test_stop_words_in_phrase (stop_words.rs:457): only stop words is a placeholder search', '"to"', [0, 1, 2, 3, 4, 5, 6]],
    ])('%s', async (_, q, expected) => {
      const search = await backend.index('stop_words', DOCUMENTS, SETTINGS);
      expect(ids(await search({ q, matchingStrategy: 'last', attributesToRetrieve: ['id'], limit: 50 }))).toEqual(expected);
    });

    it('stop words are not indexed (test_stop_words_not_indexed, stop_words.rs:70): `The` finds only the lowercase `the`', async () => {
      const search = await backend.index('stop_words', DOCUMENTS, SETTINGS);
      expect(ids(await search({ q: 'Hidden The ', matchingStrategy: 'all', attributesToRetrieve: ['id'] }))).toEqual([3, 6]);
      expect(ids(await search({ q: 'Hidden the ', matchingStrategy: 'all', attributesToRetrieve: ['id'] }))).toEqual([6]);
    });
  });

  it('test_stop_words_in_phrase (stop_words.rs:449): stop words are case-sensitive; 5 comes last by the proximity rule', async () => {
    const search = await backend.index('stop_words', DOCUMENTS, SETTINGS);
    expect(ids(await search({ q: 'how "to" train "The dragon', matchingStrategy: 'last', attributesToRetrieve: ['id'] }))).toEqual([3, 6, 5]);
  });

  describe('crates/meilisearch/tests/search/mod.rs', () => {
    it('phrase_search_with_stop_word (mod.rs:224)', async () => {
      const search = await backend.index('phrase_stop_word', MOVIES, { searchableAttributes: ['title'], stopWords: ['the', 'of'] });
      expect(ids(await search({ q: 'how "to" train "the' }))).toEqual(['166428']);
    });
  });
});
