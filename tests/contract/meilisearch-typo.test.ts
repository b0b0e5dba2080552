// Typo tolerance and ngrams, ported from Meilisearch's milli tests (read at commit 5cb2f2e9):
// crates/milli/src/search/new/tests/typo.rs and ngram_split_words.rs, with the same documents,
// settings (milli's `authorize_typos` is typoTolerance.enabled, `exact_words` disableOnWords,
// `exact_attributes` disableOnAttributes, `criteria` rankingRules) and expected ids in order.
import { describe, expect, it } from 'vitest';
import { backends, ids, type Doc } from './backends';
import type { IndexSettings } from '../../server/search/embedded';

// typo.rs: create_index().
const TYPO_TEXTS = [
  'the quick brown fox jumps over the lazy dog',
  'the quick brown foxes jump over the lazy dog',
  'the quick brown fax sends a letter to the dog',
  'the quickest brownest fox jumps over the laziest dog',
  "a fox doesn't quack, that crown goes to the duck.",
  'the quicker browner fox jumped over the lazier dog',
  'the extravagant fox skyrocketed over the languorous dog',
  'the quick brown fox jumps over the lazy',
  'the quick brown fox jumps over the',
  'the quick brown fox jumps over',
  'the quick brown fox jumps',
  'the quick brown fox',
  'the quick brown',
  'the quick',
  'netwolk interconections sunflawar',
  'network interconnections sunflawer',
  'network interconnection sunflower',
  'network interconnection sun flower',
  'network interconnection sunflowering',
  'network interconnection sun flowering',
  'network interconnection sunflowar',
  'the fast brownish fox jumps over the lackadaisical dog',
  'the quick brown fox jumps over the lackadaisical dog',
  'the quivk brown fox jumps over the lazy dog',
];
const TYPO_DOCUMENTS: Doc[] = [
  ...TYPO_TEXTS.map((text, id) => ({ id, text })),
  { id: 24, tolerant_text: 'the quick brown fox jumps over the lazy dog' },
  { id: 25, tolerant_text: 'the quivk brown fox jumps over the lazy dog' },
];
const TYPO_BASE: Partial<IndexSettings> = { searchableAttributes: ['text'], rankingRules: ['words'] };

// ngram_split_words.rs: create_index().
const NGRAM_DOCUMENTS: Doc[] = [
  'the sun flowers are pretty',
  'the sun flower is tall',
  'the sunflowers are pretty',
  'the sunflower is tall',
  'the sunflawer is tall',
  'sunflowering is not a verb',
  'xy z',
].map((text, id) => ({ id, text }));
const NGRAM_BASE: Partial<IndexSettings> = { searchableAttributes: ['text'], rankingRules: ['words'] };
const NO_TYPO = { typoTolerance: { enabled: false } };

type Case = [name: string, settings: Partial<IndexSettings>, q: string, strategy: string, expected: number[]];

describe.each(backends)('$name', (backend) => {
  describe('crates/milli/src/search/new/tests/typo.rs', () => {
    it.each<Case>([
      ['test_no_typo (typo.rs:146)', NO_TYPO, 'the quick brown fox jumps over the lazy dog', 'all', [0]],
      ['test_default_typo (typo.rs:170): 0 typo, quivk is one typo from quick', {}, 'the quick brown fox jumps over the lazy dog', 'all', [0, 23]],
      ['test_default_typo (typo.rs:189): replaced letter', {}, 'the quack brown fox jumps over the lazy dog', 'all', [0]],
      ['test_default_typo (typo.rs:203): missing and extra letters', {}, 'the quicest brownest fox jummps over the laziest dog', 'all', [3]],
      ['test_phrase_no_typo_allowed (typo.rs:218)', {}, 'the "quick brewn" fox jumps over the lazy dog', 'all', []],
      [
        'test_typo_exact_word (typo.rs:248): no match of quivk',
        { typoTolerance: { disableOnWords: ['quick', 'quack', 'sunflower'] } },
        'the quick brown fox jumps over the lazy dog',
        'all',
        [0],
      ],
      [
        'test_typo_exact_word (typo.rs:262): no match of quick',
        { typoTolerance: { disableOnWords: ['quick', 'quack', 'sunflower'] } },
        'the quack brown fox jumps over the lazy dog',
        'all',
        [],
      ],
      [
        'test_typo_exact_word (typo.rs:271): other words keep their typos',
        { typoTolerance: { disableOnWords: ['quick', 'quack', 'sunflower'] } },
        'the quicest brownest fox jummps over the laziest dog',
        'all',
        [3],
      ],
      [
        'test_typo_exact_word (typo.rs:286): exact words keep prefix and split',
        { typoTolerance: { disableOnWords: ['quick', 'quack', 'sunflower'] } },
        'network interconnection sunflower',
        'all',
        [16, 17, 18],
      ],
      ...(
        [
          ['(typo.rs:329): an exact match finds both attributes', 'the quick brown fox jumps over the lazy dog', [0, 24, 25]],
          ['(typo.rs:357): one typo finds only the tolerant attribute', 'the quidk brown fox jumps over the lazy dog', [24, 25]],
          ['(typo.rs:381): with exact words', 'the quivk brown fox jumps over the lazy dog', [23, 25]],
          ['(typo.rs:411): no result in the tolerant attribute', 'the quicest brownest fox jummps over the laziest dog', []],
        ] as const
      ).map(([line, q, expected]): Case => [
        `test_typo_exact_attribute ${line}`,
        { searchableAttributes: ['text', 'tolerant_text'], typoTolerance: { disableOnAttributes: ['text'], disableOnWords: ['quivk'] } },
        q,
        'all',
        [...expected],
      ]),
      ['test_ngram_typos (typo.rs:428): a 2gram takes one typo', {}, 'the extra lagant fox skyrocketed over the languorous dog', 'all', [6]],
      ['test_ngram_typos (typo.rs:442): a 3gram takes none', {}, 'the ex tra lagant fox skyrocketed over the languorous dog', 'all', []],
      ['test_typo_bucketing (typo.rs:509): words only', {}, 'network interconnection sunflower', 'all', [14, 15, 16, 17, 18, 20]],
      ['test_typo_bucketing (typo.rs:536): by typo count', { rankingRules: ['typo'] }, 'network interconnection sunflower', 'all', [16, 18, 17, 20, 15, 14]],
      [
        'test_typo_bucketing (typo.rs:556): a split word costs a typo',
        { rankingRules: ['typo'] },
        'network interconnection sun flower',
        'all',
        [17, 19, 16, 18, 20, 15],
      ],
    ])('%s', async (_, settings, q, matchingStrategy, expected) => {
      const search = await backend.index('typo', TYPO_DOCUMENTS, { ...TYPO_BASE, ...settings });
      expect(ids(await search({ q, matchingStrategy, attributesToRetrieve: ['id'], limit: 50 }))).toEqual(expected);
    });
  });

  describe('crates/milli/src/search/new/tests/typo.rs (ranking)', () => {
    const QUICK = 'the quick brown fox jumps over the lazy dog';
    const TYPO_456 = [0, 23, 7, 8, 9, 22, 10, 11, 1, 2, 12, 13, 4, 3, 5, 6, 21];
    it.each<Case>([
      [
        'test_typo_ranking_rule_not_preceded_by_words_ranking_rule (typo.rs:476): typo alone adds words first',
        { rankingRules: ['typo'] },
        QUICK,
        'last',
        TYPO_456,
      ],
      [
        'test_typo_ranking_rule_not_preceded_by_words_ranking_rule (typo.rs:512): the same as words, typo',
        { rankingRules: ['words', 'typo'] },
        QUICK,
        'last',
        TYPO_456,
      ],
      [
        'test_typo_synonyms (typo.rs:616): a synonym costs no typo',
        { rankingRules: ['typo'], synonyms: { lackadaisical: ['lazy'], 'fast brownish': ['quick brown'] } },
        'the quick brown fox jumps over the lackadaisical dog',
        'all',
        [0, 22, 23],
      ],
      [
        'test_typo_synonyms (typo.rs:632): a multi-word synonym, split by ngrams, costs typos',
        { rankingRules: ['typo'], synonyms: { lackadaisical: ['lazy'], 'fast brownish': ['quick brown'] } },
        'the fast brownish fox jumps over the lackadaisical dog',
        'all',
        [21, 0, 22],
      ],
    ])('%s', async (_, settings, q, matchingStrategy, expected) => {
      const search = await backend.index('typo', TYPO_DOCUMENTS, { ...TYPO_BASE, ...settings });
      expect(ids(await search({ q, matchingStrategy, attributesToRetrieve: ['id'], limit: 50 }))).toEqual(expected);
    });
  });

  describe('crates/milli/src/search/new/tests/ngram_split_words.rs', () => {
    it.each<Case>([
      ['test_2gram_simple (ngram_split_words.rs:76)', NO_TYPO, 'sun flower', 'all', [0, 1, 2, 3, 5]],
      ['test_3gram_simple (ngram_split_words.rs:105)', NO_TYPO, 'sun flower s are', 'all', [0, 2]],
      ['test_2gram_typo (ngram_split_words.rs:124)', {}, 'sun flawer', 'all', [0, 1, 2, 3, 4, 5]],
      ['test_no_disable_ngrams (ngram_split_words.rs:153)', NO_TYPO, 'sun flower ', 'all', [1, 3]],
      ['test_2gram_prefix (ngram_split_words.rs:178)', NO_TYPO, 'sun flow', 'all', [0, 1, 2, 3, 5]],
      ['test_3gram_prefix (ngram_split_words.rs:206)', NO_TYPO, 'su nf l', 'all', [2, 3, 4, 5]],
      ['test_split_words (ngram_split_words.rs:228)', {}, 'sunflower ', 'all', [1, 2, 3, 4]],
      ['test_disable_split_words (ngram_split_words.rs:256)', NO_TYPO, 'sunflower ', 'all', [1, 3]],
      ['test_2gram_split_words (ngram_split_words.rs:277)', {}, 'sunf lower', 'all', [1, 2, 3, 4, 5]],
      ['test_3gram_no_split_words (ngram_split_words.rs:301)', {}, 'sunf lo wer', 'all', [1, 2, 3, 5]],
      ['test_3gram_no_typos (ngram_split_words.rs:324)', {}, 'sunf la wer', 'all', [4]],
      ['test_no_ngram_phrases (ngram_split_words.rs:342)', {}, '"sun" flower', 'all', [0, 1]],
      ['test_no_ngram_phrases (ngram_split_words.rs:356)', {}, '"sun" "flower"', 'all', [1]],
      ['test_short_split_words (ngram_split_words.rs:376)', {}, 'xyz', 'all', [6]],
      [
        'test_split_words_never_disabled (ngram_split_words.rs:402)',
        { typoTolerance: { disableOnWords: ['sunflower'], disableOnAttributes: ['text'] } },
        'the sunflower is tall',
        'all',
        [1, 3],
      ],
    ])('%s', async (_, settings, q, matchingStrategy, expected) => {
      const search = await backend.index('ngrams', NGRAM_DOCUMENTS, { ...NGRAM_BASE, ...settings });
      expect(ids(await search({ q, matchingStrategy, attributesToRetrieve: ['id'], limit: 50 }))).toEqual(expected);
    });
  });
});
