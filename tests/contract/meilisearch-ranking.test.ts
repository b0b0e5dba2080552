// The ranking rules, ported from Meilisearch's milli tests (read at commit 5cb2f2e9):
// crates/milli/src/search/new/tests/words_tms.rs, exactness.rs, sort.rs, distinct.rs and
// geo_sort.rs, with the same documents, settings (milli's `criteria` is rankingRules,
// `terms_matching_strategy` matchingStrategy, `sort_criteria` sort) and expected ids in order.
// milli's default limit of 20 is kept where the original relies on it. Cases left out are listed
// in docs/search.md with the reason.
import { describe, expect, it } from 'vitest';
import { backends, ids, type Doc } from './backends';
import type { IndexSettings } from '../../server/search/embedded';

import {
  TEXT,
  WORDS_DOCUMENTS,
  ORDERED,
  REVERSED,
  RANDOM,
  STARTS_WITH,
  ORDERED_WITH_TYPOS,
  VARYING_PROXIMITIES,
  TYPO_AND_PREFIX,
  PROXIMITY_BETWEEN_IGNORED,
  SORT_DOCUMENTS,
  SORT_SETTINGS,
  DISTINCT_DOCUMENTS,
  DISTINCT_SETTINGS,
  GEO_SETTINGS,
  GEO_SORT_DOCUMENTS,
  GEO_FOLLOWING_DOCUMENTS,
  EDGE_DOCUMENTS,
  DOGGO_DOCUMENTS,
} from './milli-ranking-documents';

// exactness.rs cases the engine does not answer yet.
const EXACTNESS_PENDING: string[] = [];

type Case = [name: string, settings: Partial<IndexSettings>, query: Record<string, unknown>, expected: number[]];
const QUICK = 'the quick brown fox jumps over the lazy dog';
const last = (q: string) => ({ q, matchingStrategy: 'last' });

describe.each(backends)('$name', (backend) => {
  const run = (documents: Doc[]) => async (_: string, settings: Partial<IndexSettings>, query: Record<string, unknown>, expected: number[]) => {
    const search = await backend.index('ranking', documents, settings);
    expect(ids(await search({ attributesToRetrieve: ['id'], limit: 20, ...query }))).toEqual(expected);
  };

  describe('crates/milli/src/search/new/tests/words_tms.rs', () => {
    const W = { ...TEXT, rankingRules: ['words'] };
    const WP = { ...TEXT, rankingRules: ['words', 'proximity'] };
    it.each<Case>([
      ['test_words_tms_last_simple (words_tms.rs:142)', W, last(QUICK), [9, 10, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 8, 6, 7, 5, 4, 11, 12, 3]],
      ['test_words_tms_last_simple (words_tms.rs:175): the first word never goes', W, last(`extravagant ${QUICK}`), []],
      ['test_words_tms_last_phrase (words_tms.rs:192)', W, last('"the quick brown fox" jumps over the lazy dog'), [9, 17, 21, 8, 6, 7, 5, 4, 11, 12]],
      ['test_words_tms_last_phrase (words_tms.rs:218)', W, last('"the quick brown fox" jumps over the "lazy" dog'), [9, 17, 21, 8, 11, 12]],
      ['test_words_tms_last_phrase (words_tms.rs:239)', W, last(`"${QUICK}"`), [9]],
      ['test_words_tms_last_phrase (words_tms.rs:255): an unclosed quote', W, last(`"${QUICK}`), [9]],
      ['test_words_tms_all (words_tms.rs:461)', { ...TEXT, rankingRules: ['words', 'proximity'] }, { q: 'extravagant', matchingStrategy: 'all' }, []],
      ['test_words_proximity_tms_last_simple (words_tms.rs:283)', WP, last(QUICK), [9, 21, 14, 17, 13, 10, 18, 16, 19, 15, 20, 22, 8, 7, 6, 5, 4, 11, 12, 3]],
      [
        'test_words_proximity_tms_last_simple (words_tms.rs:318)',
        WP,
        last('the brown quick fox jumps over the lazy dog'),
        [10, 18, 19, 9, 20, 21, 14, 17, 13, 15, 16, 22, 8, 7, 6, 5, 4, 11, 12, 3],
      ],
      [
        'test_words_proximity_tms_last_phrase (words_tms.rs:366)',
        WP,
        last('the "quick brown" fox jumps over the lazy dog'),
        [9, 21, 14, 17, 13, 16, 15, 8, 7, 6, 5, 4, 11, 12, 3],
      ],
      [
        'test_words_proximity_tms_last_phrase (words_tms.rs:398)',
        WP,
        last('the "quick brown" "fox jumps" over the lazy dog'),
        [9, 21, 14, 17, 13, 16, 15, 8, 7, 6, 5],
      ],
      ['test_words_tms_all (words_tms.rs:435)', WP, { q: QUICK, matchingStrategy: 'all' }, [9, 21, 14, 17, 13, 10, 18, 16, 19, 15, 20, 22]],
    ])('%s', run(WORDS_DOCUMENTS));

    it.each([
      ['words first', ['words', 'typo', 'proximity', 'attributeRank', 'wordPosition', 'exactness']],
      ['attributeRank first', ['attributeRank', 'words', 'typo', 'proximity', 'wordPosition', 'exactness']],
      ['wordPosition first', ['wordPosition', 'words', 'typo', 'proximity', 'attributeRank', 'exactness']],
    ])('test_words_tms_attribute_rank_word_position_order_keeps_hits (words_tms.rs:474): %s keeps 22 hits', async (_, rankingRules) => {
      const search = await backend.index('ranking', WORDS_DOCUMENTS, { ...TEXT, rankingRules });
      const r = await search({ ...last(QUICK), attributesToRetrieve: ['id'], limit: 100 });
      expect((ids(r) as number[]).length).toBe(22);
    });
  });

  describe('crates/milli/src/search/new/tests/exactness.rs', () => {
    const E = { ...TEXT, rankingRules: ['exactness'] };
    const cases: [string, Doc[], Partial<IndexSettings>, Record<string, unknown>, number[]][] = [
      ['test_exactness_simple_ordered (exactness.rs:483)', ORDERED, E, last(QUICK), [9, 8, 7, 6, 5, 4, 3, 2, 1]],
      ['test_exactness_simple_reversed (exactness.rs:516)', REVERSED, E, last(QUICK), [9, 8, 3, 4, 5, 6, 7]],
      ['test_exactness_simple_random (exactness.rs:570)', RANDOM, E, last(QUICK), [8, 7, 4, 6, 3, 5]],
      ['test_exactness_attribute_starts_with_simple (exactness.rs:600)', STARTS_WITH, E, last('this balcony'), [2, 1, 0]],
      ['test_exactness_attribute_starts_with_phrase (exactness.rs:627)', STARTS_WITH, E, last('"overlooking the sea" is a beautiful balcony'), [6, 5, 4, 1]],
      [
        'test_exactness_attribute_starts_with_phrase (exactness.rs:647)',
        STARTS_WITH,
        E,
        last('overlooking the sea is a beautiful balcony'),
        [6, 5, 4, 3, 1, 7],
      ],
      ['test_exactness_all_candidates_with_typo (exactness.rs:677)', STARTS_WITH, E, last('overlocking the sea is a beautiful balcony'), [4, 5, 6, 1, 7]],
      [
        'test_exactness_after_words (exactness.rs:714)',
        ORDERED_WITH_TYPOS,
        { ...TEXT, rankingRules: ['words', 'exactness'] },
        last(QUICK),
        [19, 9, 18, 8, 17, 16, 6, 7, 15, 5, 14, 4, 13, 3, 12, 2, 1, 11],
      ],
      [
        'test_words_after_exactness (exactness.rs:764)',
        ORDERED_WITH_TYPOS,
        { ...TEXT, rankingRules: ['exactness', 'words'] },
        last(QUICK),
        [19, 9, 18, 8, 17, 16, 6, 7, 15, 5, 14, 4, 13, 3, 12, 2, 1, 11],
      ],
      [
        'test_proximity_after_exactness (exactness.rs:814)',
        VARYING_PROXIMITIES,
        { ...TEXT, rankingRules: ['exactness', 'words', 'proximity'] },
        last(QUICK),
        [2, 1, 0, 4, 5, 8, 7, 3, 6],
      ],
      [
        'test_proximity_after_exactness (exactness.rs:851)',
        PROXIMITY_BETWEEN_IGNORED,
        { ...TEXT, rankingRules: ['exactness', 'words', 'proximity'] },
        last(QUICK),
        [0, 1, 2],
      ],
      [
        'test_exactness_followed_by_typo_prefer_no_typo_prefix (exactness.rs:885)',
        TYPO_AND_PREFIX,
        { ...TEXT, rankingRules: ['exactness', 'words', 'typo'] },
        last('quick brown fox extra'),
        [2, 1, 0, 4, 3],
      ],
      [
        'test_typo_followed_by_exactness (exactness.rs:921)',
        TYPO_AND_PREFIX,
        { ...TEXT, rankingRules: ['words', 'typo', 'exactness'] },
        last('extraordinarily quick brown fox'),
        [1, 0, 4, 3],
      ],
    ];
    it.each(cases.filter(([name]) => !EXACTNESS_PENDING.some((line) => name.includes(line))))('%s', async (name, documents, settings, query, expected) =>
      run(documents)(name, settings, query, expected),
    );
    // Not yet answered as Meilisearch does (docs/search.md, "Ported ranking cases left out").
    for (const [name] of cases.filter(([name]) => EXACTNESS_PENDING.some((line) => name.includes(line)))) it.todo(name);
  });

  describe('crates/milli/src/search/new/tests/sort.rs', () => {
    it.each<Case>([
      ['test_sort (sort.rs:193)', SORT_SETTINGS, { sort: ['letter:desc'] }, [21, 22, 23, 20, 18, 19, 15, 16, 17, 9, 10, 11, 12, 13, 14, 8, 5, 6, 7, 2]],
      ['test_sort (sort.rs:228)', SORT_SETTINGS, { sort: ['rank:desc'] }, [14, 13, 12, 4, 7, 11, 17, 23, 1, 3, 6, 10, 16, 19, 22, 0, 2, 5, 8, 9]],
      [
        'test_sort (sort.rs:263): numbers, then strings, then the rest',
        SORT_SETTINGS,
        { sort: ['vague:asc'] },
        [0, 2, 4, 5, 22, 23, 13, 1, 3, 12, 21, 11, 20, 6, 7, 8, 9, 10, 14, 15],
      ],
      ['test_sort (sort.rs:298)', SORT_SETTINGS, { sort: ['vague:desc'] }, [4, 13, 23, 22, 2, 5, 0, 11, 20, 12, 21, 3, 1, 6, 7, 8, 9, 10, 14, 15]],
      [
        // The original hides `id` (displayedAttributes text and vague) to test redacted score
        // details, which we do not return; the order is what is compared here.
        'test_redacted (sort.rs:357): the order',
        SORT_SETTINGS,
        { sort: ['vague:asc', 'letter:asc'] },
        [0, 2, 4, 5, 22, 23, 13, 1, 3, 12, 21, 11, 20, 6, 7, 8, 9, 10, 14, 15],
      ],
    ])('%s', run(SORT_DOCUMENTS));
  });

  describe('crates/milli/src/search/new/tests/distinct.rs', () => {
    it.each<Case>([
      [
        'test_distinct_placeholder_no_ranking_rules (distinct.rs:253)',
        { ...DISTINCT_SETTINGS, distinctAttribute: null, filterableAttributes: ['letter'] },
        { distinct: 'letter' },
        [0, 2, 5, 8, 9, 15, 18, 20, 21, 24, 25, 26],
      ],
      ['test_distinct_at_search_placeholder_no_ranking_rules (distinct.rs:282)', DISTINCT_SETTINGS, {}, [0, 2, 5, 8, 9, 15, 18, 20, 21, 24, 25, 26]],
      [
        'test_distinct_placeholder_sort (distinct.rs:318)',
        { ...DISTINCT_SETTINGS, rankingRules: ['sort'] },
        { sort: ['rank1:desc'] },
        [14, 26, 4, 7, 17, 23, 1, 19, 25, 8, 20, 24],
      ],
      [
        'test_distinct_placeholder_sort (distinct.rs:358)',
        { ...DISTINCT_SETTINGS, rankingRules: ['sort'] },
        { sort: ['letter:desc'] },
        [21, 20, 18, 15, 9, 8, 5, 2, 0, 24, 25, 26],
      ],
      [
        'test_distinct_placeholder_sort (distinct.rs:401)',
        { ...DISTINCT_SETTINGS, rankingRules: ['sort'] },
        { sort: ['letter:desc', 'rank1:desc'] },
        [23, 20, 19, 17, 14, 8, 7, 4, 1, 26, 25, 24],
      ],
      ['test_distinct_words (distinct.rs:455)', DISTINCT_SETTINGS, last(QUICK), [0, 2, 26, 5, 8, 9, 15, 18, 20, 21, 25, 24]],
      [
        'test_distinct_sort_words (distinct.rs:510)',
        { ...DISTINCT_SETTINGS, rankingRules: ['sort', 'words', 'rank1:desc'] },
        { ...last(QUICK), sort: ['letter:desc'] },
        [22, 20, 19, 16, 9, 8, 7, 3, 1, 26, 25, 24],
      ],
      [
        'test_distinct_all_candidates (distinct.rs:585)',
        { ...DISTINCT_SETTINGS, rankingRules: ['sort'] },
        { sort: ['rank1:desc'] },
        [14, 26, 4, 7, 17, 23, 1, 19, 25, 8, 20, 24],
      ],
      [
        'test_distinct_typo (distinct.rs:607)',
        { ...DISTINCT_SETTINGS, rankingRules: ['words', 'typo'] },
        last(QUICK),
        [3, 26, 0, 7, 8, 9, 15, 22, 18, 20, 25, 24],
      ],
    ])('%s', run(DISTINCT_DOCUMENTS));
  });

  describe('crates/milli/src/search/new/tests/geo_sort.rs', () => {
    const at = (lat: number, lng: number, dir: 'asc' | 'desc') => ({ sort: [`_geoPoint(${lat}, ${lng}):${dir}`] });
    it.each<[string, Doc[], Record<string, unknown>, number[]]>([
      ['test_geo_sort (geo_sort.rs:91)', GEO_SORT_DOCUMENTS, at(0, 0, 'asc'), [0, 1, 2, 3, 4, 5, 6, 8, 7, 10, 9]],
      ['test_geo_sort (geo_sort.rs:96)', GEO_SORT_DOCUMENTS, at(0, 0, 'desc'), [5, 4, 3, 2, 1, 0, 6, 8, 7, 10, 9]],
      [
        'test_geo_sort_with_following_ranking_rules (geo_sort.rs:130)',
        GEO_FOLLOWING_DOCUMENTS,
        { sort: ['_geoPoint(0, 0):asc', 'score:desc'] },
        [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 1, 4, 3, 2, 5],
      ],
      [
        'test_geo_sort_with_following_ranking_rules (geo_sort.rs:138)',
        GEO_FOLLOWING_DOCUMENTS,
        { sort: ['_geoPoint(0, 0):desc', 'score:desc'] },
        [12, 13, 14, 15, 6, 7, 8, 9, 10, 11, 1, 4, 3, 2, 5],
      ],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:232)', EDGE_DOCUMENTS, at(0, 0, 'asc'), [0, 1, 2, 3, 4]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:238): lat does not wrap', EDGE_DOCUMENTS, at(85, 0, 'asc'), [1, 0, 3, 4, 2]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:243)', EDGE_DOCUMENTS, at(-85, 0, 'asc'), [2, 0, 3, 4, 1]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:249): lng wraps', EDGE_DOCUMENTS, at(0, 175, 'asc'), [3, 4, 2, 1, 0]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:254)', EDGE_DOCUMENTS, at(0, -175, 'asc'), [4, 3, 2, 1, 0]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:260)', EDGE_DOCUMENTS, at(0, 0, 'desc'), [4, 3, 2, 1, 0]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:266)', EDGE_DOCUMENTS, at(85, 0, 'desc'), [2, 4, 3, 0, 1]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:271)', EDGE_DOCUMENTS, at(-85, 0, 'desc'), [1, 4, 3, 0, 2]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:277)', EDGE_DOCUMENTS, at(0, 175, 'desc'), [0, 1, 2, 4, 3]],
      ['test_geo_sort_around_the_edge_of_the_flat_earth (geo_sort.rs:282)', EDGE_DOCUMENTS, at(0, -175, 'desc'), [0, 1, 2, 3, 4]],
      ['geo_sort_mixed_with_words (geo_sort.rs:309)', DOGGO_DOCUMENTS, { ...at(0, 0, 'asc'), q: 'jean' }, [0, 2, 3]],
      ['geo_sort_mixed_with_words (geo_sort.rs:314)', DOGGO_DOCUMENTS, { ...at(0, 0, 'asc'), q: 'bob' }, [2, 4]],
      ['geo_sort_mixed_with_words (geo_sort.rs:368)', DOGGO_DOCUMENTS, { ...at(0, 0, 'asc'), q: 'intel' }, [1]],
      [
        'geo_sort_without_any_geo_faceted_documents (geo_sort.rs:421)',
        DOGGO_DOCUMENTS.map(({ id, doggo }) => ({ id, doggo })),
        { ...at(0, 0, 'asc'), q: 'jean' },
        [0, 2, 3],
      ],
    ])('%s', async (name, documents, query, expected) => run(documents)(name, GEO_SETTINGS, query, expected));
  });
});
