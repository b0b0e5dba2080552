// The documents and settings of Meilisearch's milli ranking tests (read at commit 5cb2f2e9),
// crates/milli/src/search/new/tests/words_tms.rs, exactness.rs, sort.rs, distinct.rs and
// geo_sort.rs: each one's create_index() and test documents, as written there.
import type { Doc } from './backends';
import type { IndexSettings } from '../../server/search/embedded';

const texts = (list: string[]): Doc[] => list.map((text, id) => ({ id, text }));
export const TEXT = { searchableAttributes: ['text'] };

// words_tms.rs: create_index().
export const WORDS_DOCUMENTS = texts([
  '',
  'the',
  'the quick',
  'the quick brown',
  'the quick brown fox',
  'the quick brown fox jumps',
  'the quick brown fox jumps over',
  'the quick brown fox jumps over the',
  'the quick brown fox jumps over the lazy',
  'the quick brown fox jumps over the lazy dog',
  'the brown quick fox jumps over the lazy dog',
  'the quick brown fox talks to the lazy and slow dog',
  'the quick brown fox talks to the lazy dog',
  'the mighty and quick brown fox jumps over the lazy dog',
  'the great quick brown fox jumps over the lazy dog',
  'this quick brown and very scary fox jumps over the lazy dog',
  'this quick brown and scary fox jumps over the lazy dog',
  'the quick brown fox jumps over the really lazy dog',
  'the brown quick fox jumps over the really lazy dog',
  'the brown quick fox immediately jumps over the really lazy dog',
  'the brown quick fox immediately jumps over the really lazy blue dog',
  'the quick brown. quick brown fox. brown fox jumps. fox jumps over. over the lazy. the lazy dog.',
  'the, quick, brown, fox, jumps, over, the, lazy, dog',
]);

// exactness.rs: the create_index_* functions.
export const ORDERED = texts([
  '',
  'the',
  'the quick',
  'the quick brown',
  'the quick brown fox',
  'the quick brown fox jumps',
  'the quick brown fox jumps over',
  'the quick brown fox jumps over the',
  'the quick brown fox jumps over the lazy',
  'the quick brown fox jumps over the lazy dog',
]);
export const REVERSED = texts([
  '',
  'dog',
  'lazy dog',
  'the lazy dog',
  'over the lazy dog',
  'jumps over the lazy dog',
  'fox jumps over the lazy dog',
  'brown fox jumps over the lazy dog',
  'quick brown fox jumps over the lazy dog',
  'the quick brown fox jumps over the lazy dog',
]);
export const RANDOM = texts([
  '',
  'over',
  'jump dog',
  'brown the lazy',
  'jump dog quick the',
  'fox the lazy dog brown',
  'jump fox quick lazy the dog',
  'the dog brown over jumps quick lazy',
  'the jumps dog quick over brown lazy fox',
]);
export const STARTS_WITH = texts([
  'what a lovely view from this balcony, I love it',
  'this balcony is overlooking the sea',
  'this balcony',
  'over looking the sea is a beautiful balcony',
  'a beautiful balcony is overlooking the sea',
  'overlooking the sea is a beautiful balcony, I love it',
  'overlooking the sea is a beautiful balcony',
  'overlooking',
]);
export const ORDERED_WITH_TYPOS = texts([
  '',
  'the',
  'the quack',
  'the quack briwn',
  'the quack briwn fox',
  'the quack briwn fox jlmps',
  'the quack briwn fox jlmps over',
  'the quack briwn fox jlmps over the',
  'the quack briwn fox jlmps over the lazy',
  'the quack briwn fox jlmps over the lazy dog',
  '',
  'the',
  'the quick',
  'the quick brown',
  'the quick brown fox',
  'the quick brown fox jumps',
  'the quick brown fox jumps over',
  'the quick brown fox jumps over the',
  'the quick brown fox jumps over the lazy',
  'the quick brown fox jumps over the lazy dog',
]);
export const VARYING_PROXIMITIES = texts([
  'lazy jumps dog brown quick the over fox the',
  'the quick brown fox jumps over the very lazy dog',
  'the quick brown fox jumps over the lazy dog',
  'dog brown quick the over fox the lazy',
  'the quick brown fox over the very lazy dog',
  'the quick brown fox over the lazy dog',
  'brown quick the over fox',
  'the very quick brown fox over',
  'the quick brown fox over',
]);
export const TYPO_AND_PREFIX = texts([
  'expraordinarily quick brown fox',
  'extraordinarily quick brown fox',
  'extra quick brown fox',
  'expraordinarily quack brown fox',
  'expraordinapily quick brown fox',
]);
export const PROXIMITY_BETWEEN_IGNORED = texts([
  'lazy jumps dog brown quick the over fox the',
  'lazy jumps dog brown quick the over fox the. quack briwn jlmps',
  'lazy jumps dog brown quick the over fox the. quack briwn jlmps overt',
]);

// sort.rs: create_index().
export const SORT_DOCUMENTS: Doc[] = [
  { id: 0, letter: 'A', rank: 0, vague: 0 },
  { id: 1, letter: 'A', rank: 1, vague: '0' },
  { id: 2, letter: 'B', rank: 0, vague: 1 },
  { id: 3, letter: 'B', rank: 1, vague: '1' },
  { id: 4, letter: 'B', rank: 2, vague: [1, 2] },
  { id: 5, letter: 'C', rank: 0, vague: [1, '2'] },
  { id: 6, letter: 'C', rank: 1 },
  { id: 7, letter: 'C', rank: 2, vague: null },
  { id: 8, letter: 'D', rank: 0, vague: [null, null, ''] },
  { id: 9, letter: 'E', rank: 0, vague: '' },
  { id: 10, letter: 'E', rank: 1, vague: { sub: 0 } },
  { id: 11, letter: 'E', rank: 2, vague: true },
  { id: 12, letter: 'E', rank: 3, vague: false },
  { id: 13, letter: 'E', rank: 4, vague: 1.5673 },
  { id: 14, letter: 'E', rank: 5 },
  { id: 15, letter: 'F', rank: 0 },
  { id: 16, letter: 'F', rank: 1 },
  { id: 17, letter: 'F', rank: 2 },
  { id: 18, letter: 'G', rank: 0 },
  { id: 19, letter: 'G', rank: 1 },
  { id: 20, letter: 'H', rank: 0, vague: true },
  { id: 21, letter: 'I', rank: 0, vague: false },
  { id: 22, letter: 'I', rank: 1, vague: [1.1367, 'help', null] },
  { id: 23, letter: 'I', rank: 2, vague: [1.2367, 'hello'] },
];
export const SORT_SETTINGS: Partial<IndexSettings> = { ...TEXT, sortableAttributes: ['rank', 'vague', 'letter'], rankingRules: ['sort'] };

// distinct.rs: create_index() (id 26 twice: the second replaces the first).
export const DISTINCT_DOCUMENTS: Doc[] = [
  ...(
    [
      ['A', 0, 'the quick brown fox jamps over the lazy dog'],
      ['A', 1, 'the quick brown fox jumpes over the lazy dog'],
      ['B', 0, 'the quick brown foxjumps over the lazy dog'],
      ['B', 1, 'the quick brown fox jumps over the lazy dog'],
      ['B', 2, 'the quick brown fox jumps over the lazy'],
      ['C', 0, 'the quickbrownfox jumps over the lazy'],
      ['C', 1, 'the quick brown fox jumpss over the lazy'],
      ['C', 2, 'the quick brown fox jumps over the lazy'],
      ['D', 0, 'the quick brown fox jumps over the lazy'],
      ['E', 0, 'the quick brown fox jumps over the lazy'],
      ['E', 1, 'the quackbrown foxjunps over'],
      ['E', 2, 'the quicko browno fox junps over'],
      ['E', 3, 'the quicko browno fox jumps over'],
      ['E', 4, 'the quick brewn fox jumps over'],
      ['E', 5, 'the quick brown fox jumps over'],
      ['F', 0, 'the quick brownf fox jumps over'],
      ['F', 1, 'the quic brown fox jamps over'],
      ['F', 2, 'thequick browns fox jimps'],
      ['G', 0, 'the qick brown fox jumps'],
      ['G', 1, 'the quick brownfoxjumps'],
      ['H', 0, 'the quick brow fox jumps'],
      ['I', 0, 'the quick brown fox jpmps'],
      ['I', 1, 'the quick brown fox jumps'],
      ['I', 2, 'the quick'],
    ] as const
  ).map(([letter, rank1, text], id) => ({ id, letter, rank1, text })),
  { id: 24, rank1: 0, text: 'the quick' },
  { id: 25, rank1: 1, text: 'the quick brown' },
  { id: 26, rank1: 2, text: 'the quick brown fox' },
  { id: 26, rank1: 3, text: 'the quick brown fox jumps over the lazy dog' },
];
export const DISTINCT_SETTINGS: Partial<IndexSettings> = {
  ...TEXT,
  sortableAttributes: ['rank1', 'letter'],
  distinctAttribute: 'letter',
  rankingRules: ['words'],
};

// geo_sort.rs: create_index() and each test's documents.
export const GEO_SETTINGS: Partial<IndexSettings> = { sortableAttributes: ['_geo', 'score'], rankingRules: ['words', 'sort'] };
const geo = (lat: number, lng: number) => ({ _geo: { lat, lng } });
export const GEO_SORT_DOCUMENTS: Doc[] = [
  { id: 2, ...geo(2, -1) },
  { id: 3, ...geo(-2, -2) },
  { id: 5, ...geo(6, -5) },
  { id: 4, ...geo(3, 5) },
  { id: 0, ...geo(0, 0) },
  { id: 1, ...geo(1, 1) },
  { id: 6 },
  { id: 8 },
  { id: 7 },
  { id: 10 },
  { id: 9 },
];
export const GEO_FOLLOWING_DOCUMENTS: Doc[] = [
  ...[1, 4, 3, 2, 5].map((id) => ({ id })),
  ...[10, 9, 8, 7, 6, 5].map((score, i) => ({ id: 6 + i, ...geo(2, 2), score })),
  ...[10, 9, 8, 7].map((score, i) => ({ id: 12 + i, ...geo(5, 5), score })),
];
export const EDGE_DOCUMENTS: Doc[] = [
  { id: 0, ...geo(0, 0) },
  { id: 1, ...geo(88, 0) },
  { id: 2, ...geo(-89, 0) },
  { id: 3, ...geo(0, 178) },
  { id: 4, ...geo(0, -179) },
];
export const DOGGO_DOCUMENTS: Doc[] = [
  { id: 0, doggo: 'jean', ...geo(0, 0) },
  { id: 1, doggo: 'intel', ...geo(88, 0) },
  { id: 2, doggo: 'jean bob', ...geo(-89, 0) },
  { id: 3, doggo: 'jean michel', ...geo(0, 178) },
  { id: 4, doggo: 'bob marley', ...geo(0, -179) },
];
