// rankingRules as Meilisearch reads them: milli's crates/milli/src/criterion.rs `parse_criterion`
// (read at commit 5cb2f2e9), its valid and invalid rules and messages, and the settings error of
// crates/meilisearch/tests/settings/get_settings.rs:541 (error_set_invalid_ranking_rules).
import { describe, expect, it } from 'vitest';
import { EmbeddedIndex, SearchError } from '../../../server/search/embedded';
import { effectiveRankingRules, parseRankingRule, parseRankingRules } from '../../../server/search/embedded/ranking-rules';

const invalid = (name: string) =>
  `\`${name}\` ranking rule is invalid. Valid ranking rules are words, typo, sort, proximity, attribute, exactness and custom ranking rules.`;
const reserved = (name: string) => `\`${name}\` is a reserved keyword and thus can't be used as a ranking rule`;
const forSort = (name: string) => `${reserved(name)}. \`${name}\` can only be used for sorting at search time`;
const forFilter = (name: string) => `${reserved(name)}. \`${name}\` can only be used for filtering at search time`;

describe('parse_criterion (criterion.rs:160)', () => {
  it.each([
    ['words', { kind: 'builtIn', rule: 'words' }],
    ['typo', { kind: 'builtIn', rule: 'typo' }],
    ['proximity', { kind: 'builtIn', rule: 'proximity' }],
    ['attribute', { kind: 'builtIn', rule: 'attribute' }],
    ['attributeRank', { kind: 'builtIn', rule: 'attributeRank' }],
    ['wordPosition', { kind: 'builtIn', rule: 'wordPosition' }],
    ['sort', { kind: 'builtIn', rule: 'sort' }],
    ['exactness', { kind: 'builtIn', rule: 'exactness' }],
    ['price:asc', { kind: 'custom', attribute: 'price', descending: false }],
    ['price:desc', { kind: 'custom', attribute: 'price', descending: true }],
    ['price:asc:desc', { kind: 'custom', attribute: 'price:asc', descending: true }],
    ['truc:machin:desc', { kind: 'custom', attribute: 'truc:machin', descending: true }],
    ['hello-world!:desc', { kind: 'custom', attribute: 'hello-world!', descending: true }],
    ["it's spacy over there:asc", { kind: 'custom', attribute: "it's spacy over there", descending: false }],
  ])('valid: %s', (text, expected) => {
    expect(parseRankingRule(text)).toEqual(expected);
  });

  it.each([
    ['words suffix', invalid('words suffix')],
    ['prefix typo', invalid('prefix typo')],
    ['proximity attribute', invalid('proximity attribute')],
    ['price', invalid('price')],
    ['asc:price', invalid('asc:price')],
    ['price:deesc', invalid('price:deesc')],
    ['price:aasc', invalid('price:aasc')],
    ['price:asc and desc', invalid('price:asc and desc')],
    ['price:asc:truc', invalid('price:asc:truc')],
    ['_geo:asc', reserved('_geo')],
    ['_geoDistance:asc', reserved('_geoDistance')],
    ['_geoPoint:asc', forSort('_geoPoint')],
    ['_geoPoint(42, 75):asc', forSort('_geoPoint')],
    ['_geoRadius:asc', forFilter('_geoRadius')],
    ['_geoRadius(42, 75, 59):asc', forFilter('_geoRadius')],
    ['_geoBoundingBox:asc', forFilter('_geoBoundingBox')],
    ['_geoBoundingBox([42, 75], [75, 59]):asc', forFilter('_geoBoundingBox')],
  ])('invalid: %s', (text, message) => {
    expect(parseRankingRule(text)).toEqual({ error: message });
  });
});

describe('the setting', () => {
  it('error_set_invalid_ranking_rules (get_settings.rs:541): invalid_settings_ranking_rules naming the position', () => {
    const error = (() => {
      try {
        parseRankingRules(['manyTheFish']);
      } catch (e) {
        return e;
      }
    })() as SearchError;
    expect(error).toBeInstanceOf(SearchError);
    expect([error.code, error.httpStatus, error.link, error.message]).toEqual([
      'invalid_settings_ranking_rules',
      400,
      'https://docs.meilisearch.com/errors#invalid_settings_ranking_rules',
      `Invalid value at \`.rankingRules[0]\`: ${invalid('manyTheFish')}`,
    ]);
    expect(
      () =>
        new EmbeddedIndex('cars', {
          primaryKey: 'id',
          filterableAttributes: [],
          sortableAttributes: [],
          searchableAttributes: ['*'],
          rankingRules: ['words', '_geo:desc'],
        }),
    ).toThrow(`Invalid value at \`.rankingRules[1]\`: ${reserved('_geo')}`);
  });
});

describe('custom rules rank documents', () => {
  const docs = [
    { id: 1, name: 'Mazda CX-5', price: 30000, year: 2020 },
    { id: 2, name: 'Mazda CX-5 Akera', price: 42000, year: 2023 },
    { id: 3, name: 'Mazda 3', price: 21000, year: 2023 },
    { id: 4, name: 'Mazda CX-5', year: 2021 },
    { id: 5, name: 'Mazda CX-5', price: 'POA', year: 2022 },
  ];
  const search = (rankingRules: string[], q?: string, sort?: string[]) => {
    const index = new EmbeddedIndex('cars', {
      primaryKey: 'id',
      filterableAttributes: [],
      sortableAttributes: ['year'],
      searchableAttributes: ['name'],
      rankingRules,
    });
    index.replaceAll(docs);
    return index.search({ indexUid: 'cars', ...(q !== undefined ? { q } : {}), ...(sort ? { sort } : {}) }).hits.map((h) => h.id);
  };

  it.each<[string, string[], string | undefined, string[] | undefined, number[]]>([
    ['placeholder search, price ascending: numbers, then strings, then missing', ['price:asc'], undefined, undefined, [3, 1, 2, 5, 4]],
    ['placeholder search, price descending', ['price:desc'], undefined, undefined, [2, 1, 3, 5, 4]],
    ['after words: the documents matching more words first, then by price', ['words', 'price:asc'], 'cx-5 akera', undefined, [2, 1, 5, 4]],
    ['before words: price decides first', ['price:asc', 'words'], 'cx-5 akera', undefined, [1, 2, 5, 4]],
    ['a sortable attribute need not be declared: the rule reads the documents', ['year:desc', 'price:asc'], undefined, undefined, [3, 2, 5, 4, 1]],
    ['the sort parameter where `sort` stands, then the custom rule', ['sort', 'price:desc'], undefined, ['year:asc'], [1, 4, 5, 2, 3]],
    ['the custom rule before `sort`', ['price:desc', 'sort'], undefined, ['year:asc'], [2, 1, 3, 5, 4]],
  ])('%s', (_, rules, q, sort, expected) => {
    expect(search(rules, q, sort)).toEqual(expected);
  });
});

describe('the rules a text search applies (milli search/new/mod.rs get_ranking_rules_for_query_graph_search)', () => {
  it.each<[string, string[], string, string[]]>([
    [
      'the default rules',
      ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
      'last',
      ['words', 'typo', 'proximity', 'attributeRank', 'wordPosition', 'sort', 'exactness'],
    ],
    ['typo alone gets words first (typo.rs:462)', ['typo'], 'last', ['words', 'typo']],
    ['exactness first gets words first', ['exactness', 'words', 'proximity'], 'last', ['words', 'exactness', 'proximity']],
    ['sort does not need words', ['sort', 'typo'], 'last', ['sort', 'words', 'typo']],
    ['`all` drops no word, so no words rule', ['words', 'typo'], 'all', ['typo']],
    ['attribute covers attributeRank and wordPosition', ['attribute', 'attributeRank', 'wordPosition'], 'all', ['attributeRank', 'wordPosition']],
    ['attribute after attributeRank is skipped', ['attributeRank', 'attribute'], 'all', ['attributeRank']],
    ['a rule twice counts once', ['words', 'typo', 'typo', 'sort', 'sort'], 'frequency', ['words', 'typo', 'sort']],
    ['a custom rule on a sorted attribute counts once', ['price:asc', 'price:desc', 'year:desc'], 'last', ['price:asc', 'year:desc']],
  ])('%s', (_, rules, strategy, expected) => {
    expect(effectiveRankingRules(rules, strategy)).toEqual(expected);
  });
});
