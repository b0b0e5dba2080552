import { describe, expect, it } from 'vitest';
import { EmbeddedIndex, type SearchQuery, SearchError, multiSearch } from '../../../server/search/embedded';
import { facetSearch } from '../../../server/search/embedded/facet-search';
import { cars } from './car-fixture';

const index = new EmbeddedIndex('cars', {
  primaryKey: 'id',
  filterableAttributes: ['price', 'make'],
  sortableAttributes: ['price'],
  searchableAttributes: ['name'],
});
index.replaceAll(cars);

function errorOf(query: Omit<SearchQuery, 'indexUid'>, target: EmbeddedIndex = index): SearchError {
  try {
    target.search({ indexUid: target.uid, ...query } as SearchQuery);
  } catch (e) {
    if (e instanceof SearchError) return e;
    throw e;
  }
  throw new Error('expected a SearchError');
}

describe('search errors: Meilisearch codes, wording and shape', () => {
  it.each<[string, Omit<SearchQuery, 'indexUid'>, string, string]>([
    [
      'syntax error with its position',
      { filter: 'price' },
      'invalid_search_filter',
      'Was expecting an operation `=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `CONTAINS`, `NOT CONTAINS`, `STARTS WITH`, `NOT STARTS WITH`, `_geoRadius`, `_geoBoundingBox` or `_geoPolygon` at `price`.\n1:6 price',
    ],
    [
      'attribute that is not filterable',
      { filter: 'vin = X' },
      'invalid_search_filter',
      'Index `cars`: Attribute `vin` is not filterable. Available filterable attribute patterns are: `make`, `price`.\n1:4 vin = X',
    ],
    [
      'not filterable, later in the expression',
      { filter: 'make = Ford AND vin = X' },
      'invalid_search_filter',
      'Index `cars`: Attribute `vin` is not filterable. Available filterable attribute patterns are: `make`, `price`.\n17:20 make = Ford AND vin = X',
    ],
    [
      'not filterable, quoted',
      { filter: "make = Ford OR 'car vin' EXISTS" },
      'invalid_search_filter',
      "Index `cars`: Attribute `car vin` is not filterable. Available filterable attribute patterns are: `make`, `price`.\n17:24 make = Ford OR 'car vin' EXISTS",
    ],
    [
      'not filterable, array form: the position is within that string',
      { filter: ['make = Ford', ['price > 1', 'vin = X']] },
      'invalid_search_filter',
      'Index `cars`: Attribute `vin` is not filterable. Available filterable attribute patterns are: `make`, `price`.\n1:4 vin = X',
    ],
    [
      // crates/meilisearch/tests/search/errors.rs:438/469 (search_non_filterable_facets).
      'facet on an attribute that is not filterable',
      { facets: ['vin'] },
      'invalid_search_facets',
      'Invalid facet distribution: Pattern `vin` is not filterable. Available filterable attributes patterns are: `make, price`.',
    ],
    [
      // errors.rs:530 (search_non_filterable_facets_multiple_facets): only the first is named.
      'facets on several attributes that are not filterable',
      { facets: ['make', 'vin', 'name'] },
      'invalid_search_facets',
      'Invalid facet distribution: Pattern `vin` is not filterable. Available filterable attributes patterns are: `make, price`.',
    ],
    [
      'facets that are not an array',
      { facets: 'make' as unknown as string[] },
      'invalid_search_facets',
      'Invalid value type at `.facets`: expected an array, but found a string: `"make"`',
    ],
    [
      'sort on an attribute that is not sortable',
      { sort: ['name:asc'] },
      'invalid_search_sort',
      'Index `cars`: Attribute `name` is not sortable. Available sortable attributes are: `price`.',
    ],
    [
      'sort without a direction',
      { sort: ['price'] },
      'invalid_search_sort',
      'Invalid syntax for the sort parameter: expected expression ending by `:asc` or `:desc`, found `price`.',
    ],
    [
      'sort with an unknown direction',
      { sort: ['price:up'] },
      'invalid_search_sort',
      'Invalid syntax for the sort parameter: expected expression ending by `:asc` or `:desc`, found `price:up`.',
    ],
    [
      'sort that is not an array',
      { sort: 'price:asc' as unknown as string[] },
      'invalid_search_sort',
      'Invalid value type at `.sort`: expected an array, but found a string: `"price:asc"`',
    ],
    [
      'negative limit',
      { limit: -1 },
      'invalid_search_limit',
      'Invalid value type at `.limit`: expected a positive integer, but found a negative integer: `-1`',
    ],
    ['fractional limit', { limit: 1.5 }, 'invalid_search_limit', 'Invalid value type at `.limit`: expected a positive integer, but found a float: `1.5`'],
    [
      'limit as text',
      { limit: '10' as unknown as number },
      'invalid_search_limit',
      'Invalid value type at `.limit`: expected a positive integer, but found a string: `"10"`',
    ],
    [
      'negative offset',
      { offset: -3 },
      'invalid_search_offset',
      'Invalid value type at `.offset`: expected a positive integer, but found a negative integer: `-3`',
    ],
    ['fractional offset', { offset: 0.5 }, 'invalid_search_offset', 'Invalid value type at `.offset`: expected a positive integer, but found a float: `0.5`'],
    [
      'q that is not a string',
      { q: ['x'] as unknown as string },
      'invalid_search_q',
      'Invalid value type at `.q`: expected a string, but found an array: `["x"]`',
    ],
  ])('%s', (_, query, code, message) => {
    const error = errorOf(query);
    expect(error).toBeInstanceOf(SearchError);
    expect(error.toJSON()).toEqual({ message, code, type: 'invalid_request', link: `https://docs.meilisearch.com/errors#${code}` });
    expect(error.httpStatus).toBe(400);
  });

  it('says so when the index has no filterable or sortable attributes', () => {
    const bare = new EmbeddedIndex('bare', { primaryKey: 'id', filterableAttributes: [], sortableAttributes: [], searchableAttributes: ['name'] });
    bare.replaceAll(cars);
    expect(errorOf({ filter: 'make = Ford' }, bare).message).toBe(
      'Index `bare`: Attribute `make` is not filterable. This index does not have configured filterable attributes.\n1:5 make = Ford',
    );
    expect(errorOf({ facets: ['make'] }, bare).message).toBe(
      'Invalid facet distribution: Pattern `make` is not filterable. This index does not have configured filterable attributes.',
    );
    expect(errorOf({ sort: ['price:asc'] }, bare).message).toBe(
      'Index `bare`: Attribute `price` is not sortable. This index does not have configured sortable attributes.',
    );
  });

  it('names the one filterable attribute in the same sentence (errors.rs:438)', () => {
    const one = new EmbeddedIndex('one', { primaryKey: 'id', filterableAttributes: ['make'], sortableAttributes: [], searchableAttributes: [] });
    one.replaceAll(cars);
    expect(errorOf({ facets: ['price'] }, one).message).toBe(
      'Invalid facet distribution: Pattern `price` is not filterable. Available filterable attributes patterns are: `make`.',
    );
  });

  // Current Meilisearch prefixes only what milli raises while the search executes (meilisearch
  // error.rs MeilisearchHttpError::Milli, search/mod.rs search_from_kind): distinct, then the
  // filter's attributes, then check_sort_criteria (the rule, then each attribute).
  it('puts "Index `<uid>`: " before what milli raises while searching, in milli\'s order (errors.rs:1122, :714, :1213)', () => {
    const noSortRule = new EmbeddedIndex('movies', {
      primaryKey: 'id',
      filterableAttributes: ['make'],
      sortableAttributes: ['price'],
      searchableAttributes: ['name'],
      rankingRules: ['words', 'typo'],
    });
    noSortRule.replaceAll(cars);
    const ruleMissing = 'Index `movies`: You must specify where `sort` is listed in the rankingRules setting to use the sort parameter at search time.';
    expect(errorOf({ sort: ['price:asc'] }, noSortRule).message).toBe(ruleMissing);
    expect(errorOf({ sort: ['name:asc'] }, noSortRule).message).toBe(ruleMissing);
    const notFilterable = 'Index `movies`: Attribute `vin` is not filterable. Available filterable attribute patterns are: `make`.\n1:4 vin = 1';
    expect(errorOf({ sort: ['name:asc'], filter: 'vin = 1' }, noSortRule).message).toBe(notFilterable);
    expect(errorOf({ sort: ['name:asc'], filter: 'vin = 1', distinct: 'vin' }, noSortRule).message).toMatch(
      /^Index `movies`: Attribute `vin` is not filterable and thus/,
    );
    // Syntax is checked before the search runs, and facets after it: neither is prefixed.
    expect(errorOf({ sort: ['name'], filter: 'vin = 1' }, noSortRule).message).toMatch(/^Invalid syntax for the sort parameter/);
    expect(errorOf({ sort: ['name:asc'], filter: 'vin =' }, noSortRule).message).toMatch(/^Was expecting a value/);
    expect(errorOf({ facets: ['vin'] }, noSortRule).message).toMatch(/^Invalid facet distribution/);
  });

  it('leaves facet search errors unprefixed (search/mod.rs perform_facet_search)', () => {
    expect(() => facetSearch(index, { facetName: 'make', filter: 'vin = 1' })).toThrow(
      expect.objectContaining({
        code: 'invalid_search_filter',
        message: 'Attribute `vin` is not filterable. Available filterable attribute patterns are: `make`, `price`.\n1:4 vin = 1',
      }),
    );
  });

  it('allows a sub-field of a filterable object', () => {
    const nested = new EmbeddedIndex('n', { primaryKey: 'id', filterableAttributes: ['location'], sortableAttributes: [], searchableAttributes: [] });
    nested.replaceAll(cars);
    expect(nested.search({ indexUid: 'n', filter: 'location.slug = cowra' }).hits.map((h) => h.id)).toEqual([2]);
    expect(() => nested.search({ indexUid: 'n', filter: 'locations = x' })).toThrow(/^Index `n`: Attribute `locations` is not filterable/);
  });
});

describe('replaceAll', () => {
  it('refuses a document without the primary key', () => {
    const fresh = new EmbeddedIndex('x', { primaryKey: 'id', filterableAttributes: [], sortableAttributes: [], searchableAttributes: [] });
    expect(() => fresh.replaceAll([{ id: 1 }, { name: 'no id' }])).toThrow(
      expect.objectContaining({ code: 'missing_document_id', message: 'Document doesn\'t have a `id` attribute: `{"name":"no id"}`.' }),
    );
  });

  it('refuses an invalid document id and keeps the previous documents', () => {
    const fresh = new EmbeddedIndex('x', { primaryKey: 'id', filterableAttributes: [], sortableAttributes: [], searchableAttributes: [] });
    fresh.replaceAll([{ id: 'a-1' }]);
    expect(() => fresh.replaceAll([{ id: 'has space' }])).toThrow(expect.objectContaining({ code: 'invalid_document_id' }));
    expect(fresh.search({ indexUid: 'x' }).hits).toEqual([{ id: 'a-1' }]);
  });

  it('keeps the last document of a repeated id, at the first position', () => {
    const fresh = new EmbeddedIndex('x', { primaryKey: 'id', filterableAttributes: ['v'], sortableAttributes: [], searchableAttributes: [] });
    fresh.replaceAll([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
      { id: '1', v: 'c' },
    ]);
    expect(fresh.search({ indexUid: 'x' }).hits).toEqual([
      { id: '1', v: 'c' },
      { id: 2, v: 'b' },
    ]);
    expect(fresh.search({ indexUid: 'x', filter: 'v = a' }).estimatedTotalHits).toBe(0);
  });

  it('rebuilds from scratch and reports its build time', () => {
    const fresh = new EmbeddedIndex('x', { primaryKey: 'id', filterableAttributes: ['make'], sortableAttributes: [], searchableAttributes: ['make'] });
    fresh.replaceAll(cars);
    fresh.replaceAll([{ id: 99, make: 'Tesla' }]);
    expect(fresh.search({ indexUid: 'x', q: 'toyota' }).estimatedTotalHits).toBe(0);
    expect(fresh.search({ indexUid: 'x', filter: 'make = tesla', facets: ['make'] }).facetDistribution).toEqual({ make: { Tesla: 1 } });
    expect(fresh.buildStats.documents).toBe(1);
    expect(fresh.buildStats.buildMs).toBeGreaterThanOrEqual(0);
  });

  it('answers on an empty index', () => {
    const empty = new EmbeddedIndex('e', { primaryKey: 'id', filterableAttributes: ['make'], sortableAttributes: ['make'], searchableAttributes: ['make'] });
    empty.replaceAll([]);
    expect(empty.search({ indexUid: 'e', q: 'x', filter: 'make = a', facets: ['make'], sort: ['make:asc'] })).toMatchObject({
      hits: [],
      estimatedTotalHits: 0,
      facetDistribution: { make: {} },
      facetStats: {},
    });
  });
});

describe('multiSearch', () => {
  const indexes = new Map([['cars', index]]);

  it('answers every query in order', () => {
    const { results } = multiSearch((uid) => indexes.get(uid), {
      queries: [
        { indexUid: 'cars', filter: 'make = Kia', facets: ['make'] },
        { indexUid: 'cars', filter: 'price > 100000', limit: 0 },
      ],
    });
    expect(results.map((r) => [r.indexUid, r.estimatedTotalHits])).toEqual([
      ['cars', 2],
      ['cars', 1],
    ]);
    expect(results[0]!.facetDistribution).toEqual({ make: { Kia: 2 } });
  });

  it('fails as a whole on the first bad query, naming its position', () => {
    const call = (): unknown => multiSearch((uid) => indexes.get(uid), { queries: [{ indexUid: 'cars' }, { indexUid: 'cars', filter: 'vin = 1' }] });
    expect(call).toThrow(
      expect.objectContaining({ code: 'invalid_search_filter', message: expect.stringMatching(/^Inside `\.queries\[1\]`: Index `cars`: Attribute `vin`/) }),
    );
  });

  it('reports an unknown index with 404', () => {
    const call = (): unknown => multiSearch((uid) => indexes.get(uid), { queries: [{ indexUid: 'boats' }] });
    expect(call).toThrow(expect.objectContaining({ code: 'index_not_found', httpStatus: 404, message: 'Inside `.queries[0]`: Index `boats` not found.' }));
  });
});
