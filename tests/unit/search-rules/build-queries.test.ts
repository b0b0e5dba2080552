import { describe, expect, it } from 'vitest';
import {
  CARD_ATTRIBUTES,
  SEARCH_LIMIT,
  buildMultiSearch,
  looksLikeStockNumber,
  pageToOffset,
  searchText,
  sortFor,
} from '../../../runtime/lib/search/build-queries';
import { baseFilter, filterNumber, makeAliases, quoteValue, stateFilters } from '../../../runtime/lib/search/search-filters';
import { cardHit, facetCounts, readSearchView, withAliasCounts } from '../../../runtime/lib/search/search-view';
import { soldCutoff } from '../../../runtime/lib/search/search-basics';
import type { MultiSearchRequest, MultiSearchResponse, SearchResultShape, SearchState } from '../../../runtime/lib/search/search-types';
import { CARS_INDEX } from '../../../runtime/lib/search/search-types';
import { parseSearchLocation } from '../../../runtime/lib/search/search-url';
import { presetParams, searchPreset } from '../../../runtime/lib/search/search-preset';
import { EmbeddedIndex } from '../../../server/search/embedded';
import { CAR_INDEX_SETTINGS, toIndexDocument } from '../../../server/search/car-index';
import type { Car } from '../../../schemas/types/car';
import { groupSite, mazdaSite, site } from './site-fixture';

const NOW = 1_750_000_000;
const BASE = `(status = in_stock OR status = coming_soon OR sold_date_timestamp > ${NOW - 3 * 86400})`;
const state = (url: string, s = site()) => {
  const [path = '', query = ''] = url.split('?');
  return parseSearchLocation(path, query, s);
};

describe('sortFor', () => {
  it.each<[Parameters<typeof sortFor>[0], string | undefined, string[]]>([
    ['relevance', undefined, ['custom_rank:desc']],
    ['relevance', 'created_at_timestamp:desc', ['created_at_timestamp:desc']],
    ['relevance', 'price:asc', ['price:asc']],
    ['relevance', '  ', ['custom_rank:desc']],
    ['latest', 'price:asc', ['created_at_timestamp:desc']],
    ['price-desc', undefined, ['price:desc']],
    ['price-asc', undefined, ['price:asc']],
    ['km-desc', undefined, ['km:desc']],
    ['km-asc', undefined, ['km:asc']],
    ['subscription-desc', undefined, ['subscription_price:desc']],
    ['subscription-asc', undefined, ['subscription_price:asc']],
  ])('%s with site default %j', (option, defaultSort, expected) => expect(sortFor(option, { default_sort: defaultSort })).toEqual(expected));
});

describe('sold cutoff and base filter', () => {
  it.each<[number, number | undefined, number]>([
    [NOW, undefined, NOW - 259200],
    [NOW, 3, NOW - 259200],
    [NOW, 7, NOW - 7 * 86400],
    [NOW, 0, NOW],
    [NOW + 0.9, 1, NOW - 86400],
    [NOW, -1, NOW - 259200],
    [NOW, Number.NaN, NOW - 259200],
  ])('now %s, %s days -> %s', (now, days, expected) => expect(soldCutoff(now, days)).toBe(expected));

  it.each<[string, number | undefined, string]>([
    ['the default 3 days', undefined, BASE],
    ['include_sold_cars_days 10', 10, `(status = in_stock OR status = coming_soon OR sold_date_timestamp > ${NOW - 864000})`],
    ['include_sold_cars_days 0 shows no sold cars', 0, `(status = in_stock OR status = coming_soon OR sold_date_timestamp > ${NOW})`],
  ])('%s', (_, days, expected) => expect(baseFilter({ include_sold_cars_days: days }, NOW)).toBe(expected));
});

describe('tenant presets are URL selections (issue 24): the filters their URL means', () => {
  it.each<[string, Parameters<typeof searchPreset>[0], string[]]>([
    ['none', {}, []],
    ['cities', { search_filters: { cities: ['Bathurst', 'Cowra'] } }, ['city IN ["Bathurst", "Cowra"]']],
    ['one city', { search_filters: { cities: ['Bathurst'] } }, ['city = "Bathurst"']],
    ['no cities', { search_filters: { cities: [] } }, []],
    ['min photos', { search_filters: { min_photos_count: 3 } }, ['photos_count >= 3']],
    ['min photos 0 is no filter', { search_filters: { min_photos_count: 0 } }, []],
    ['make', { search_filters: { make: 'Mazda' } }, ['make = "Mazda"']],
    ['make with aliases', { search_filters: { make: 'Isuzu UTE' } }, ['make IN ["Isuzu UTE", "Isuzu"]']],
    ['make by manufacturer', { manufacturer: 'skoda', search_filters: { make_by_manufacturer: { skoda: 'Škoda' }, make: 'Volkswagen' } }, ['make = "Škoda"']],
    ['manufacturer key case-insensitive', { manufacturer: 'Skoda', search_filters: { make_by_manufacturer: { skoda: 'Škoda' } } }, ['make = "Škoda"']],
    [
      'other manufacturer: falls back to make',
      { manufacturer: 'volkswagen', search_filters: { make_by_manufacturer: { skoda: 'Škoda' }, make: 'Volkswagen' } },
      ['make = "Volkswagen"'],
    ],
    ['manufacturer "null" is unset', { manufacturer: 'null', search_filters: { make_by_manufacturer: { null: 'Nope' } } }, []],
    ['manufacturer null is unset', { manufacturer: null, search_filters: { make_by_manufacturer: { skoda: 'Škoda' } } }, []],
    ['the group sample site', groupSite, ['city IN ["Bathurst", "Cowra", "Dubbo", "Orange"]', 'photos_count >= 3']],
    ['the Mazda sample site', mazdaSite, ['make = "Mazda"']],
  ])('%s', (_, s, expected) => {
    const url = `/search/new-used-and-demo-cars/?${presetParams(searchPreset(s))
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&')}`;
    expect(stateFilters(state(url), site(), NOW).filter((f) => f !== BASE && !f.startsWith('car_type'))).toEqual(expected);
  });

  it("are never a hidden filter: a preset site's bare search URL filters nothing but availability", () => {
    expect(stateFilters(state('/cars/?q=golf', mazdaSite), mazdaSite, NOW)).toEqual([BASE, 'car_type IN ["new", "used", "demo"]']);
    expect(stateFilters(state('/search/used-cars/', groupSite), groupSite, NOW)).toEqual([BASE, 'car_type = "used"']);
  });
});

describe('makeAliases', () => {
  it.each<[string, string[]]>([
    ['Isuzu', ['Isuzu', 'Isuzu UTE']],
    ['Isuzu UTE', ['Isuzu UTE', 'Isuzu']],
    ['isuzu ute', ['isuzu ute', 'Isuzu']],
    ['Mercedes-Benz', ['Mercedes-Benz', 'Mercedes Benz']],
    ['Mercedes Benz', ['Mercedes Benz', 'Mercedes-Benz']],
    ['SsangYong', ['SsangYong', 'KGM', 'KGM SsangYong']],
    ['Ssangyong', ['Ssangyong', 'KGM', 'KGM SsangYong']],
    ['KGM', ['KGM', 'SsangYong', 'KGM SsangYong']],
    ['KGM SsangYong', ['KGM SsangYong', 'KGM', 'SsangYong']],
    ['GWM', ['GWM', 'GWM Haval']],
    ['Haval', ['Haval', 'GWM Haval']],
    ['GWM Haval', ['GWM Haval', 'GWM', 'Haval']],
    ['Mazda', ['Mazda']],
    [' Ford ', ['Ford']],
  ])('%s -> %j', (make, expected) => expect(makeAliases(make)).toEqual(expected));
});

describe('search input (spec section 5)', () => {
  it.each<[string, string]>([
    ['Mazda', '"Mazda"'],
    ['say "hi"', '"say hi"'],
    ['a\\', '"a"'],
    ['', '""'],
  ])('quoteValue %j -> %s', (v, expected) => expect(quoteValue(v)).toBe(expected));

  it.each<[string, boolean]>([
    ['ABC123', true],
    ['RB1234', true],
    ['abc123', true],
    ['A123', true],
    ['FR-2201', true],
    [' ABC123 ', true],
    ['AB12', false],
    ['123ABC', false],
    ['ABC', false],
    ['1234', false],
    ['ABC123X', false],
    ['hilux 2021', false],
    ['AB C123', false],
  ])('looksLikeStockNumber %j -> %s', (q, expected) => expect(looksLikeStockNumber(q)).toBe(expected));

  it.each<[string, string]>([
    ['ABC123', '"ABC123"'],
    ['"ABC123"', '"ABC123"'],
    ['AB12', 'AB12'],
    ['hilux "sr5"', 'hilux sr5'],
    ['  corolla ', 'corolla'],
    ['', ''],
  ])('searchText %j -> %j', (q, expected) => expect(searchText(q)).toBe(expected));

  it.each<[unknown, number]>([
    [1, 0],
    [2, 100],
    [3, 200],
    ['2', 100],
    ['1', 0],
    [0, 0],
    [-1, 0],
    [1.5, 0],
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('pageToOffset %j -> %s', (page, expected) => expect(pageToOffset(page)).toBe(expected));

  it('pageToOffset uses the limit', () => expect(pageToOffset(3, 24)).toBe(48));
  it('the default limit is 100', () => expect(SEARCH_LIMIT).toBe(100));
});

describe('stateFilters', () => {
  it.each<[string, string, ReturnType<typeof site>, string[]]>([
    ['the default path: base and all three types', '/cars/', site(), [BASE, 'car_type IN ["new", "used", "demo"]']],
    ['an unknown path: base only', '/search/find/rental-cars', site(), [BASE]],
    ['a car_type selection replaces the path types', '/search/used-cars/?car_type=new&car_type=used', site(), [BASE, 'car_type IN ["new", "used"]']],
    [
      'preset selections in the URL and a dealership',
      '/search/southern-cross-autos-cowra?city=Cowra&city=Bathurst&min_photos=3',
      groupSite,
      [BASE, 'city IN ["Bathurst", "Cowra"]', 'photos_count >= 3', 'dealership_slug = "southern-cross-autos-cowra"'],
    ],
    ['makes with aliases', '/search/used-cars/?make=Isuzu&make=Ford', site(), [BASE, 'car_type = "used"', 'make IN ["Ford", "Isuzu", "Isuzu UTE"]']],
    [
      'a paired model narrows its make only',
      '/search/used-cars/?make=Mazda&make=Ford&model=Mazda|CX-5',
      site(),
      [BASE, 'car_type = "used"', '(make = "Ford" OR make_model = "Mazda|CX-5")'],
    ],
    [
      'models of every selected make',
      '/search/used-cars/?make=Mazda&model=Mazda|CX-5&model=Mazda|BT-50',
      site(),
      [BASE, 'car_type = "used"', 'make_model IN ["Mazda|BT-50", "Mazda|CX-5"]'],
    ],
    [
      'a model pair carries the make aliases',
      '/search/used-cars/?model=Isuzu|D-Max',
      site(),
      [BASE, 'car_type = "used"', 'make_model IN ["Isuzu|D-Max", "Isuzu UTE|D-Max"]'],
    ],
    ['a bare model', '/search/used-cars/?model=Hilux', site(), [BASE, 'car_type = "used"', 'model = "Hilux"']],
    [
      'value facets in facet order, quotes stripped',
      '/search/used-cars/?colour=White&body=SUV&tag=say+%22hi%22&certified=true&seats=7',
      site(),
      [BASE, 'car_type = "used"', 'body = "SUV"', 'colour = "White"', 'seats = "7"', 'tag = "say hi"', 'certified = "true"'],
    ],
    [
      'ranges use >= and <=',
      '/search/used-cars/?price=10000:30000&year=2019:',
      site(),
      [BASE, 'car_type = "used"', 'price >= 10000', 'price <= 30000', 'year >= 2019'],
    ],
  ])('%s', (_, url, s, expected) => expect(stateFilters(state(url, s), s, NOW)).toEqual(expected));

  const full = state('/search/used-cars/?make=Mazda&make=Ford&model=Mazda|CX-5&model=Hilux&colour=White&price=:30000');
  it.each<[Parameters<typeof stateFilters>[3], string[]]>([
    ['car_type', [BASE, '(make = "Ford" OR make_model = "Mazda|CX-5")', 'model = "Hilux"', 'colour = "White"', 'price <= 30000']],
    ['make', [BASE, 'car_type = "used"', 'model = "Hilux"', 'colour = "White"', 'price <= 30000']],
    ['model', [BASE, 'car_type = "used"', 'make IN ["Ford", "Mazda"]', 'colour = "White"', 'price <= 30000']],
    ['colour', [BASE, 'car_type = "used"', '(make = "Ford" OR make_model = "Mazda|CX-5")', 'model = "Hilux"', 'price <= 30000']],
    ['price', [BASE, 'car_type = "used"', '(make = "Ford" OR make_model = "Mazda|CX-5")', 'model = "Hilux"', 'colour = "White"']],
  ])('without the %s selection', (omit, expected) => expect(stateFilters(full, site(), NOW, omit)).toEqual(expected));
});

describe('buildMultiSearch', () => {
  it('with no selection: the main query and the car_type counts query', () => {
    const s = site({ default_sort: 'created_at_timestamp:desc' });
    const request = buildMultiSearch(state('/search/new-cars?q=ABC123&page=3', s), s, NOW);
    expect(request.queries).toEqual([
      {
        indexUid: CARS_INDEX,
        q: '"ABC123"',
        filter: [BASE, 'car_type = "new"'],
        facets: [
          'make',
          'make_model',
          'car_type',
          'body',
          'fuel',
          'transmission',
          'drive',
          'colour',
          'seats',
          'location_name',
          'state',
          'tag',
          'certified',
          'price',
          'km',
          'year',
          'subscription_price',
        ],
        sort: ['created_at_timestamp:desc'],
        limit: 100,
        offset: 200,
        attributesToRetrieve: CARD_ATTRIBUTES,
        attributesToHighlight: ['name'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
      { indexUid: CARS_INDEX, q: '"ABC123"', filter: [BASE], facets: ['car_type'], limit: 0, offset: 0 },
    ]);
  });

  it('one extra query per selected facet, each without its own selection', () => {
    const request = buildMultiSearch(state('/search/used-cars/?make=Ford&colour=White&price=:30000&sort=price-asc'), site(), NOW);
    expect(request.queries.map((q) => [q.facets, q.filter, q.limit])).toEqual([
      [expect.any(Array), [BASE, 'car_type = "used"', 'make = "Ford"', 'colour = "White"', 'price <= 30000'], 100],
      [['make'], [BASE, 'car_type = "used"', 'colour = "White"', 'price <= 30000'], 0],
      [['colour'], [BASE, 'car_type = "used"', 'make = "Ford"', 'price <= 30000'], 0],
      [['price'], [BASE, 'car_type = "used"', 'make = "Ford"', 'colour = "White"'], 0],
      [['car_type'], [BASE, 'make = "Ford"', 'colour = "White"', 'price <= 30000'], 0],
    ]);
    expect(request.queries[0]!.sort).toEqual(['price:asc']);
  });

  it('a car_type selection gets no second car_type query', () => {
    const request = buildMultiSearch(state('/search/used-cars/?car_type=new'), site(), NOW);
    expect(request.queries.map((q) => q.facets)).toEqual([expect.any(Array), ['car_type']]);
  });

  it('a model selection counts make_model', () => {
    const request = buildMultiSearch(state('/search/used-cars/?model=Mazda|CX-5'), site(), NOW);
    expect(request.queries.map((q) => (q.facets?.length === 1 ? q.facets[0] : 'main'))).toEqual(['main', 'make_model', 'car_type']);
  });
});

describe('facetCounts', () => {
  it.each<[Record<string, number>, string[], { value: string; count: number }[]]>([
    [
      { Ford: 2, Mazda: 5, Kia: 2 },
      [],
      [
        { value: 'Mazda', count: 5 },
        { value: 'Ford', count: 2 },
        { value: 'Kia', count: 2 },
      ],
    ],
    [
      { Ford: 2 },
      ['Tesla'],
      [
        { value: 'Ford', count: 2 },
        { value: 'Tesla', count: 0 },
      ],
    ],
    [{ Ford: 2 }, ['Ford'], [{ value: 'Ford', count: 2 }]],
    [{}, [], []],
  ])('%j selected %j', (dist, selected, expected) => expect(facetCounts(dist, selected)).toEqual(expected));
});

describe('readSearchView', () => {
  const result = (over: Partial<SearchResultShape>): SearchResultShape => ({
    indexUid: CARS_INDEX,
    hits: [],
    query: '',
    limit: 0,
    offset: 0,
    estimatedTotalHits: 0,
    processingTimeMs: 1,
    ...over,
  });
  const s = state('/search/used-cars/?make=Ford&price=:30000&page=2');
  const request = buildMultiSearch(s, site(), NOW);

  it('reads each facet from its own query, else from the main one', () => {
    const response: MultiSearchResponse = {
      results: [
        result({
          hits: [{ id: 1 }, { id: 2 }],
          estimatedTotalHits: 201,
          facetDistribution: { make: { Ford: 201 }, colour: { White: 150, Red: 51 }, car_type: { used: 201 } },
          facetStats: { price: { min: 5000, max: 30000 }, km: { min: 10, max: 200000 } },
        }),
        result({ facetDistribution: { make: { Ford: 201, Mazda: 300 } } }),
        result({ facetStats: { price: { min: 5000, max: 90000 } } }),
        result({ facetDistribution: { car_type: { used: 201, new: 40, demo: 3 } } }),
      ],
    };
    const view = readSearchView(response, request, s);
    expect(view).toMatchObject({ total: 201, pages: 3, page: 2, limit: 100, hits: [{ id: 1 }, { id: 2 }] });
    expect(view.facets.make).toEqual([
      { value: 'Mazda', count: 300 },
      { value: 'Ford', count: 201 },
    ]);
    expect(view.facets.colour).toEqual([
      { value: 'White', count: 150 },
      { value: 'Red', count: 51 },
    ]);
    expect(view.facets.car_type).toEqual([
      { value: 'used', count: 201 },
      { value: 'new', count: 40 },
      { value: 'demo', count: 3 },
    ]);
    expect(view.facets.body).toEqual([]);
    expect(view.stats).toEqual({ price: { min: 5000, max: 90000 }, km: { min: 10, max: 200000 } });
    expect(view.carTypeCounts).toEqual({ used: 201, new: 40, demo: 3 });
  });

  it.each<[number, number]>([
    [0, 0],
    [1, 1],
    [100, 1],
    [101, 2],
    [200, 2],
    [201, 3],
  ])('pages = ceil(%s / 100) = %s', (total, pages) => {
    const response = { results: request.queries.map((_, i) => result(i === 0 ? { estimatedTotalHits: total } : {})) };
    expect(readSearchView(response, request, s).pages).toBe(pages);
  });
});

// The queries run against the embedded search index, so their filter syntax and counts are real.
describe('buildMultiSearch against the search index', () => {
  const day = 86400;
  const c = (id: number, over: Partial<Car>): Car => ({
    id,
    name: `car ${id}`,
    slug: `car-${id}`,
    make: 'Ford',
    model: 'Ranger',
    year: 2020,
    status: 'in_stock',
    car_type: 'used',
    show_on_dealer_website: true,
    dealership_id: 1,
    dealership_slug: 'southern-cross-autos-bathurst',
    city: 'Bathurst',
    photos_count: 5,
    price: 20000,
    ...over,
  });
  const stock: Car[] = [
    c(1, {}),
    c(2, { make: 'Mazda', model: 'CX-5', price: 35000 }),
    c(3, { make: 'Mazda', model: 'BT-50', car_type: 'new', price: 50000 }),
    c(4, { make: 'Isuzu UTE', model: 'D-Max', stocknum: 'ABC123' }),
    c(5, { make: 'Isuzu', model: 'D-Max', car_type: 'demo' }),
    c(6, { status: 'sold', sold_date_timestamp: NOW - 2 * day }),
    c(7, { status: 'sold', sold_date_timestamp: NOW - 4 * day }),
    c(8, { status: 'coming_soon', city: 'Cowra', dealership_slug: 'southern-cross-autos-cowra' }),
    c(9, { city: 'Sydney' }),
    c(10, { photos_count: 2 }),
  ];
  const index = new EmbeddedIndex(CARS_INDEX, CAR_INDEX_SETTINGS);
  index.replaceAll(stock.map((c) => toIndexDocument(c)) as unknown as Record<string, unknown>[]);
  const run = (url: string, s = site()) => {
    const st: SearchState = state(url, s);
    const request: MultiSearchRequest = buildMultiSearch(st, s, NOW);
    const response = { results: request.queries.map((q) => index.search(q)) } as MultiSearchResponse;
    return readSearchView(response, request, st);
  };
  const ids = (url: string, s = site()) =>
    run(url, s)
      .hits.map((h) => h.id)
      .sort((a, b) => Number(a) - Number(b));

  it.each<[string, string, ReturnType<typeof site>, number[]]>([
    ['every type; sold within 3 days', '/search/find/rental-cars', site(), [1, 2, 3, 4, 5, 6, 8, 9, 10]],
    ['used cars', '/search/used-cars/', site(), [1, 2, 4, 6, 8, 9, 10]],
    ['a car_type selection widens the path', '/search/used-cars/?car_type=new&car_type=used', site(), [1, 2, 3, 4, 6, 8, 9, 10]],
    ['make aliases', '/search/find/rental-cars?make=Isuzu', site(), [4, 5]],
    ['a model narrows its own make only', '/search/find/rental-cars?make=Mazda&make=Isuzu&model=Mazda|CX-5', site(), [2, 4, 5]],
    ['a price range', '/search/find/rental-cars?price=30000:40000', site(), [2]],
    ['a stock number', '/search/find/rental-cars?q=ABC123', site(), [4]],
    [
      'preset selections: cities and photos',
      '/search/find/rental-cars?city=Bathurst&city=Cowra&city=Orange&city=Dubbo&min_photos=3',
      groupSite,
      [1, 2, 3, 4, 5, 6, 8],
    ],
    ['a preset site without its selections in the URL finds every car', '/search/find/rental-cars', groupSite, [1, 2, 3, 4, 5, 6, 8, 9, 10]],
    ['a dealership', '/search/southern-cross-autos-cowra', groupSite, [8]],
  ])('%s', (_, url, s, expected) => expect(ids(url, s)).toEqual(expected));

  it('each facet counts without its own selection', () => {
    const view = run('/search/used-cars/?make=Mazda&model=Mazda|CX-5');
    expect(view.total).toBe(1);
    expect(view.facets.make).toEqual([
      { value: 'Ford', count: 5 },
      { value: 'Isuzu UTE', count: 1 },
      { value: 'Mazda', count: 1 },
    ]);
    expect(view.facets.model).toEqual([{ value: 'Mazda|CX-5', count: 1 }]);
    expect(view.carTypeCounts).toEqual({ used: 1 });
  });

  it('car_type counts ignore the path types, so every type has a count', () => {
    const view = run('/search/used-cars/?make=Mazda');
    expect(view.total).toBe(1);
    expect(view.carTypeCounts).toEqual({ used: 1, new: 1 });
    expect(view.facets.car_type).toEqual([
      { value: 'new', count: 1 },
      { value: 'used', count: 1 },
    ]);
  });
});

describe('withAliasCounts: a make counts the cars its filter matches', () => {
  it.each([
    ['GWM and GWM Haval match each other (Haval alone would match only GWM Haval)', { GWM: 6, 'GWM Haval': 9, Ford: 3 }, { GWM: 15, 'GWM Haval': 15, Ford: 3 }],
    ['Isuzu and Isuzu UTE count each other', { Isuzu: 2, 'Isuzu UTE': 5 }, { Isuzu: 7, 'Isuzu UTE': 7 }],
    ['a make without aliases keeps its count', { Mazda: 4 }, { Mazda: 4 }],
  ])('%s', (_, input, expected) => expect(withAliasCounts(input)).toEqual(expected));
});

describe('stock page projection and filter numbers', () => {
  it.each<[number, string]>([
    [25000, '25000'],
    [1e21, '1000000000000000000000'],
    [-1e21, '-1000000000000000000000'],
    [1.5, '1.5'],
    [1e-7, '0.0000001'],
  ])('filterNumber(%s) = %s', (n, expected) => expect(filterNumber(n)).toBe(expected));

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'first thumbnail kept',
      { id: 1, thumbnails: ['', 'a.jpg', 'b.jpg'], images: [{ thumb: { url: 't' }, image: { url: 'i' } }] },
      { id: 1, thumbnails: ['a.jpg'] },
    ],
    [
      'image thumb when no thumbnails',
      { id: 1, thumbnails: [], images: [{ thumb: { url: 't' }, image: { url: 'i' } }, { thumb: { url: 'x' } }] },
      { id: 1, thumbnails: ['t'] },
    ],
    ['primary image last', { id: 1, primary_image_url: 'p.jpg' }, { id: 1, thumbnails: ['p.jpg'] }],
    ['no image at all', { id: 1, thumbnails: null }, { id: 1 }],
    [
      'a marked name is the only highlight kept',
      { id: 1, name: 'Mazda CX-5', _formatted: { id: '1', name: '<mark>Mazda</mark> CX-5', fuel: 'Petrol' } },
      { id: 1, name: 'Mazda CX-5', _formatted: { name: '<mark>Mazda</mark> CX-5' } },
    ],
    [
      'no marked word: no highlight sent',
      { id: 1, name: 'Mazda CX-5', _formatted: { id: '1', name: 'Mazda CX-5', fuel: 'Petrol' } },
      { id: 1, name: 'Mazda CX-5' },
    ],
    ['a null highlight is dropped', { id: 1, _formatted: null }, { id: 1 }],
  ])('cardHit: %s', (_, hit, expected) => expect(cardHit(hit)).toEqual(expected));
});
