import { describe, expect, it } from 'vitest';
import { EmbeddedIndex } from '../../../server/search/embedded';
import { carIndex, carSettings, cars, ids } from './car-fixture';

const index = carIndex();

function sorted(sort: string[], extra: { filter?: string; limit?: number; offset?: number; q?: string } = {}): unknown[] {
  return ids(index.search({ indexUid: 'cars', sort, limit: 100, ...extra }).hits);
}

describe('sort', () => {
  it.each<[string, string[], number[]]>([
    ['price ascending, null and missing last', ['price:asc'], [19, 10, 4, 8, 17, 2, 15, 12, 3, 13, 18, 1, 9, 14, 11, 6, 7, 16, 5, 20]],
    ['price descending, null and missing still last', ['price:desc'], [16, 7, 6, 11, 14, 9, 1, 18, 13, 3, 12, 15, 2, 17, 8, 4, 10, 19, 5, 20]],
    [
      'two attributes, the second breaking ties and missing last within a tie',
      ['year:desc', 'km:asc'],
      [9, 16, 2, 7, 18, 14, 15, 3, 6, 11, 13, 8, 1, 12, 5, 4, 17, 10, 19, 20],
    ],
    [
      'ties on the first attribute ordered by the second, not by insertion',
      ['photos_count:asc', 'price:asc'],
      [2, 9, 17, 8, 19, 3, 13, 5, 14, 12, 4, 10, 15, 11, 1, 18, 7, 6, 16, 20],
    ],
    ['strings sort by their normalised form, ties in insertion order', ['make:asc'], [18, 6, 7, 8, 9, 14, 10, 11, 4, 5, 15, 19, 20, 17, 1, 2, 3, 16, 13, 12]],
  ])('%s', (_, sort, expected) => {
    expect(sorted(sort)).toEqual(expected);
  });

  it('keeps insertion order without sort and without q', () => {
    expect(sorted([])).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('sorts within a filter and pages the sorted list', () => {
    const r = index.search({ indexUid: 'cars', filter: 'car_type = used', sort: ['price:asc'], offset: 2, limit: 3 });
    expect(ids(r.hits)).toEqual([4, 8, 17]);
    expect(r.estimatedTotalHits).toBe(14);
  });

  it.each<[string, string[], number, number, number[]]>([
    // Small pages take the presorted walk; these check the tie group at the page boundary.
    ['first page cut inside a tie group', ['year:desc', 'km:asc'], 0, 3, [9, 16, 2]],
    ['page after the first tie group', ['year:desc', 'km:asc'], 3, 1, [7]],
    ['first page on a tie-breaking second key', ['photos_count:asc', 'price:asc'], 0, 3, [2, 9, 17]],
    ['descending page', ['price:desc'], 1, 2, [7, 6]],
  ])('%s', (_, sort, offset, limit, expected) => {
    expect(sorted(sort, { offset, limit })).toEqual(expected);
  });

  it("ranks by Meilisearch's default rules with q: attribute before sort, exactness after it; a sort-first rule list sorts first", () => {
    const small = new EmbeddedIndex('t', {
      primaryKey: 'id',
      filterableAttributes: [],
      sortableAttributes: ['year'],
      searchableAttributes: ['name', 'colour'],
    });
    small.replaceAll([
      { id: 1, name: 'redder car', year: 2020 },
      { id: 2, name: 'red car', year: 2020 },
      { id: 3, name: 'red', year: 2019 },
      { id: 4, name: 'blue car', colour: 'red', year: 2020 },
      { id: 5, name: 'reddish van', year: 2020 },
    ]);
    expect(ids(small.search({ indexUid: 't', q: 'red', sort: ['year:desc'] }).hits)).toEqual([2, 1, 5, 3, 4]);
    // Without sort, exactness puts `red` (the attribute equals the query) before `red car` (starts with it).
    expect(ids(small.search({ indexUid: 't', q: 'red' }).hits)).toEqual([3, 2, 1, 5, 4]);
    const sortFirst = new EmbeddedIndex('t', { ...small.settings, rankingRules: ['sort', 'words', 'typo', 'attribute', 'exactness'] });
    sortFirst.replaceAll([
      { id: 1, name: 'redder car', year: 2020 },
      { id: 2, name: 'red car', year: 2020 },
      { id: 3, name: 'red', year: 2019 },
      { id: 4, name: 'blue car', colour: 'red', year: 2020 },
      { id: 5, name: 'reddish van', year: 2020 },
    ]);
    expect(ids(sortFirst.search({ indexUid: 't', q: 'red', sort: ['year:desc'] }).hits)).toEqual([2, 1, 5, 4, 3]);
  });
});

describe('limit, offset and estimatedTotalHits', () => {
  it('defaults to limit 20 and offset 0 and echoes the query', () => {
    const r = index.search({ indexUid: 'cars' });
    expect(r).toMatchObject({ indexUid: 'cars', query: '', limit: 20, offset: 0, estimatedTotalHits: 20 });
    expect(r.hits).toHaveLength(20);
    expect(Number.isInteger(r.processingTimeMs)).toBe(true);
    expect(r.processingTimeMs).toBeGreaterThanOrEqual(0);
  });

  it.each<[number, number, number[]]>([
    [0, 5, [1, 2, 3, 4, 5]],
    [5, 3, [6, 7, 8]],
    [18, 5, [19, 20]],
    [20, 5, []],
    [100, 5, []],
    [3, 0, []],
  ])('offset %i limit %i', (offset, limit, expected) => {
    const r = index.search({ indexUid: 'cars', offset, limit });
    expect(ids(r.hits)).toEqual(expected);
    expect(r).toMatchObject({ offset, limit, estimatedTotalHits: 20 });
  });

  it('still computes facets with limit 0', () => {
    const r = index.search({ indexUid: 'cars', limit: 0, facets: ['car_type'] });
    expect(r.hits).toEqual([]);
    expect(r.facetDistribution).toEqual({ car_type: { demo: 3, new: 3, used: 14 } });
  });

  it('never returns hits ranked past maxTotalHits, while estimatedTotalHits stays exact', () => {
    const small = new EmbeddedIndex('cars', { ...carSettings, maxTotalHits: 10 });
    small.replaceAll(cars);
    const r = small.search({ indexUid: 'cars', offset: 8, limit: 5 });
    expect(ids(r.hits)).toEqual([9, 10]);
    expect(r.estimatedTotalHits).toBe(20);
  });

  it('returns copies, so callers cannot change the index', () => {
    const [hit] = index.search({ indexUid: 'cars', limit: 1 }).hits;
    hit!.make = 'Changed';
    expect(index.search({ indexUid: 'cars', limit: 1 }).hits[0]!.make).toBe('Toyota');
  });
});
