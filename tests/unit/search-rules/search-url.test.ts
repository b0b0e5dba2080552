import { describe, expect, it } from 'vitest';
import type { SearchState } from '../../../runtime/lib/search/search-types';
import { buildMultiSearch } from '../../../runtime/lib/search/build-queries';
import {
  parseNear,
  withNearest,
  clearFilters,
  modelValue,
  parseRange,
  parseSearchLocation,
  searchHref,
  sortLabel,
  sortOptionsFor,
  withFilter,
  withPage,
  withQuery,
  withRange,
  withSort,
} from '../../../runtime/lib/search/search-url';
import { groupSite, mazdaSite, site } from './site-fixture';

const plain = site({ default_search_path: '/search/new-used-and-demo-cars/' });
const parse = (url: string, s = plain) => {
  const [path = '', query = ''] = url.split('?');
  return parseSearchLocation(path, query, s);
};

describe('parseSearchLocation: the path', () => {
  it.each<[string, string, ReturnType<typeof site>, Partial<SearchState>]>([
    ['/cars means the default path', '/cars', plain, { path: '/search/new-used-and-demo-cars/', pathCarTypes: ['new', 'used', 'demo'] }],
    ['/cars/ too', '/cars/', plain, { path: '/search/new-used-and-demo-cars/', pathCarTypes: ['new', 'used', 'demo'] }],
    ['/cars/ on a used-cars site', '/cars/', groupSite, { path: '/search/used-cars/', pathCarTypes: ['used'] }],
    [
      'the vehicles base path',
      '/campers/',
      site({ vehicles: { basePath: '/campers', singular: 'camper', plural: 'campers' }, default_search_path: '/search/new-used-and-demo-campers/' }),
      { path: '/search/new-used-and-demo-campers/', pathCarTypes: ['new', 'used', 'demo'] },
    ],
    ['/cars/ without a configured path falls back', '/cars/', site(), { path: '/search/new-used-and-demo-cars/', pathCarTypes: ['new', 'used', 'demo'] }],
    ['a bare /search/', '/search/', groupSite, { path: '/search/used-cars/', pathCarTypes: ['used'] }],
    ['new and demo', '/search/new-and-demo-cars/', plain, { path: '/search/new-and-demo-cars/', pathCarTypes: ['new', 'demo'] }],
    ['no trailing slash is kept', '/search/new-cars', plain, { path: '/search/new-cars', pathCarTypes: ['new'] }],
    ['trucks', '/search/used-trucks', plain, { path: '/search/used-trucks', pathCarTypes: ['used'] }],
    ['used-car/list', '/search/used-car/list', plain, { path: '/search/used-car/list', pathCarTypes: ['used'] }],
    ['an unknown segment searches all types', '/search/find/rental-cars', plain, { path: '/search/find/rental-cars', pathCarTypes: [] }],
    [
      'a dealership slug',
      '/search/southern-cross-autos-cowra',
      groupSite,
      { path: '/search/southern-cross-autos-cowra', pathCarTypes: [], dealershipSlug: 'southern-cross-autos-cowra' },
    ],
    ['a dealership slug with a slash', '/search/southern-cross-autos-cowra/', groupSite, { dealershipSlug: 'southern-cross-autos-cowra', pathCarTypes: [] }],
  ])('%s', (_, pathname, s, expected) => expect(parseSearchLocation(pathname, '', s)).toMatchObject(expected));

  it("another site's dealership slug is no dealership", () => {
    const state = parseSearchLocation('/search/southern-cross-autos-cowra', '', mazdaSite);
    expect(state.dealershipSlug).toBeUndefined();
    expect(state.pathCarTypes).toEqual([]);
  });

  it('a path alone is no filter, relevance, page 1', () =>
    expect(parseSearchLocation('/search/used-cars/', '', plain)).toEqual({
      path: '/search/used-cars/',
      pathCarTypes: ['used'],
      values: {},
      ranges: {},
      q: '',
      sort: 'relevance',
      page: 1,
    }));
});

describe('parseSearchLocation: the query', () => {
  it.each<[string, string, Partial<SearchState>]>([
    ['repeated keys', '?make=Mazda&make=Ford', { values: { make: ['Ford', 'Mazda'] } }],
    ['comma-separated', '?make=Mazda,Ford', { values: { make: ['Ford', 'Mazda'] } }],
    ['duplicates and blanks dropped', '?make=Ford&make=Ford&make=&colour=,White,', { values: { make: ['Ford'], colour: ['White'] } }],
    ['a leading ? is optional', 'body=SUV', { values: { body: ['SUV'] } }],
    ['spaces as +', '?make=Mercedes+Benz', { values: { make: ['Mercedes Benz'] } }],
    ['percent-encoded', '?location_name=Cowra%20Toyota', { values: { location_name: ['Cowra Toyota'] } }],
    ['unknown car types dropped', '?car_type=used&car_type=rental', { values: { car_type: ['used'] } }],
    ['only unknown car types: no selection', '?car_type=rental', { values: {} }],
    ['paired models', '?model=Mazda|CX-5', { values: { model: ['Mazda|CX-5'] } }],
    ['a bare model is paired with the one make', '?make=Mazda&model=CX-5', { values: { make: ['Mazda'], model: ['Mazda|CX-5'] } }],
    ['a bare model stays bare with two makes', '?make=Mazda&make=Ford&model=CX-5', { values: { make: ['Ford', 'Mazda'], model: ['CX-5'] } }],
    ['a bare model stays bare with no make', '?model=CX-5', { values: { model: ['CX-5'] } }],
    ['a price range', '?price=10000:30000', { ranges: { price: { min: 10000, max: 30000 } } }],
    ['a min only', '?km=5000:', { ranges: { km: { min: 5000 } } }],
    ['a max only', '?year=:2020', { ranges: { year: { max: 2020 } } }],
    ['an encoded colon', '?price=10000%3A30000', { ranges: { price: { min: 10000, max: 30000 } } }],
    ['an empty range is none', '?price=:', { ranges: {} }],
    ['a garbage range is none', '?price=cheap:30000', { ranges: {} }],
    ['q is trimmed', '?q=%20hilux%20', { q: 'hilux' }],
    ['a sort option', '?sort=price-asc', { sort: 'price-asc' }],
    ['an unknown sort is relevance', '?sort=cheapest', { sort: 'relevance' }],
    ['page 2', '?page=2', { page: 2 }],
    ['page 1', '?page=1', { page: 1 }],
    ['page 0 is 1', '?page=0', { page: 1 }],
    ['page -3 is 1', '?page=-3', { page: 1 }],
    ['page 2.5 is 1', '?page=2.5', { page: 1 }],
    ['page abc is 1', '?page=abc', { page: 1 }],
    ['an empty page is 1', '?page=', { page: 1 }],
    ['unknown keys ignored', '?utm_source=x&gclid=1&foo=bar', { values: {}, ranges: {}, q: '', sort: 'relevance', page: 1 }],
  ])('%s', (_, search, expected) => expect(parseSearchLocation('/search/used-cars/', search, plain)).toMatchObject(expected));
});

describe('parseRange', () => {
  it.each<[string, object | undefined]>([
    ['10000:30000', { min: 10000, max: 30000 }],
    [':30000', { max: 30000 }],
    ['10000:', { min: 10000 }],
    ['0:0', { min: 0, max: 0 }],
    ['2020', { min: 2020, max: 2020 }],
    ['1.5:2.5', { min: 1.5, max: 2.5 }],
    [':', undefined],
    ['', undefined],
    ['a:b', undefined],
    ['1:2:3', undefined],
  ])('%j -> %j', (raw, expected) => expect(parseRange(raw)).toEqual(expected));
});

describe('searchHref: the canonical URL', () => {
  it.each<[string, string, string]>([
    ['no filters: the path alone', '/search/used-cars/', '/search/used-cars/'],
    ['/cars/ becomes the default path', '/cars/', '/search/new-used-and-demo-cars/'],
    ['keys sorted, one per value, values sorted', '/search/used-cars/?make=Mazda,Ford&body=SUV', '/search/used-cars/?body=SUV&make=Ford&make=Mazda'],
    ['defaults omitted', '/search/used-cars/?sort=relevance&page=1&q=', '/search/used-cars/'],
    ['page and sort kept when not default', '/search/used-cars/?page=3&sort=latest', '/search/used-cars/?page=3&sort=latest'],
    ['ranges as min:max', '/search/used-cars/?price=:30000&km=5000:', '/search/used-cars/?km=5000:&price=:30000'],
    [
      'spaces as +, pipes and colons readable',
      '/search/used-cars/?make=Mercedes-Benz&model=Mercedes-Benz|C 300',
      '/search/used-cars/?make=Mercedes-Benz&model=Mercedes-Benz|C+300',
    ],
    ['reserved characters encoded', '/search/used-cars/?q=a%26b%3Dc%2B', '/search/used-cars/?q=a%26b%3Dc%2B'],
    ['unknown keys dropped', '/search/used-cars/?utm_source=x&make=Ford', '/search/used-cars/?make=Ford'],
  ])('%s', (_, url, expected) => expect(searchHref(parse(url))).toBe(expected));

  it.each([
    '/search/used-cars/?make=Ford&make=Mazda&model=Mazda|CX-5&price=10000:30000&q=hilux+sr5&sort=price-desc&page=4',
    '/search/southern-cross-autos-bathurst?colour=White&km=:50000',
    '/search/new-and-demo-cars/?car_type=demo&certified=true&seats=7&year=2019:',
    '/search/used-car/list?q=%22ABC123%22&tag=Test+Drive+Only',
    '/cars/?location_name=Cowra+Toyota,Bathurst+Toyota&state=NSW',
  ])('round-trips %s', (url) => {
    const state = parse(url, groupSite);
    const href = searchHref(state);
    expect(parse(href, groupSite)).toEqual(state);
    expect(searchHref(parse(href, groupSite))).toBe(href);
  });
});

describe('state updates', () => {
  const start = parse(
    '/search/used-cars/?make=Ford&make=Mazda&model=Mazda|CX-5&model=Mazda|BT-50&model=Ford|Ranger&model=Corolla&price=1000:&page=4&sort=latest&q=ute',
  );

  it.each<[string, SearchState, Partial<SearchState>]>([
    [
      'withFilter sets sorted, deduped values and resets the page',
      withFilter(start, 'colour', ['White', 'Black', 'White', ' ']),
      { values: { ...start.values, colour: ['Black', 'White'] }, page: 1 },
    ],
    ['withFilter with no values removes the facet', withFilter(start, 'model', []), { values: { make: ['Ford', 'Mazda'] } }],
    ['removing a make removes its models only', withFilter(start, 'make', ['Ford']), { values: { make: ['Ford'], model: ['Corolla', 'Ford|Ranger'] } }],
    ['removing every make removes every paired model', withFilter(start, 'make', []), { values: { model: ['Corolla'] } }],
    ['adding a make keeps the models', withFilter(start, 'make', ['Ford', 'Mazda', 'Kia']), { values: { ...start.values, make: ['Ford', 'Kia', 'Mazda'] } }],
    ['withFilter drops unknown car types', withFilter(start, 'car_type', ['used', 'rental']), { values: { ...start.values, car_type: ['used'] } }],
    ['withRange sets a range and resets the page', withRange(start, 'km', { max: 50000 }), { ranges: { price: { min: 1000 }, km: { max: 50000 } }, page: 1 }],
    ['withRange with an empty range removes it', withRange(start, 'price', {}), { ranges: {}, page: 1 }],
    ['withRange undefined removes it', withRange(start, 'price', undefined), { ranges: {}, page: 1 }],
    ['withRange drops a NaN side', withRange(start, 'price', { min: Number.NaN, max: 5 }), { ranges: { price: { max: 5 } } }],
    ['withSort resets the page', withSort(start, 'price-asc'), { sort: 'price-asc', page: 1 }],
    ['withQuery trims and resets the page', withQuery(start, '  hilux '), { q: 'hilux', page: 1 }],
    ['withPage keeps the filters', withPage(start, 7), { page: 7, values: start.values, q: 'ute' }],
    ['withPage 0 is 1', withPage(start, 0), { page: 1 }],
    ['withPage 2.5 is 1', withPage(start, 2.5), { page: 1 }],
    ['clearFilters keeps path, q and sort', clearFilters(start), { path: '/search/used-cars/', values: {}, ranges: {}, q: 'ute', sort: 'latest', page: 1 }],
  ])('%s', (_, next, expected) => expect(next).toMatchObject(expected));

  it('updates return new states and leave the old one alone', () => {
    const before = structuredClone(start);
    withFilter(start, 'make', []);
    withRange(start, 'price', undefined);
    clearFilters(start);
    expect(start).toEqual(before);
  });

  it('modelValue pairs make and model as the index does', () => expect(modelValue('Mazda', 'CX-5')).toBe('Mazda|CX-5'));
});

describe('sort options', () => {
  it.each<[Parameters<typeof sortOptionsFor>[0], string[]]>([
    [{}, ['relevance', 'latest', 'price-desc', 'price-asc']],
    [{ km: true }, ['relevance', 'latest', 'price-desc', 'price-asc', 'km-desc', 'km-asc']],
    [{ subscription: true }, ['relevance', 'latest', 'price-desc', 'price-asc', 'subscription-desc', 'subscription-asc']],
  ])('%j', (extras, expected) => expect(sortOptionsFor(extras)).toEqual(expected));

  it.each<[Parameters<typeof sortLabel>[0], Parameters<typeof sortLabel>[1], string]>([
    ['relevance', 'en-AU', 'Most Relevant'],
    ['latest', 'en-AU', 'Latest'],
    ['price-desc', 'en-AU', 'Highest Price'],
    ['price-asc', 'en-AU', 'Lowest Price'],
    ['km-desc', 'en-AU', 'Highest Kms'],
    ['km-asc', 'en-US', 'Lowest Miles'],
  ])('%s in %s reads %s', (option, locale, expected) => expect(sortLabel(option, locale)).toBe(expected));
});

describe('range filters from a plain GET form (no JavaScript)', () => {
  it.each([
    ['both sides', '?price_min=10000&price_max=30000', { min: 10000, max: 30000 }],
    ['min only', '?price_min=10000&price_max=', { min: 10000 }],
    ['max only', '?price_max=30000', { max: 30000 }],
    ['the canonical form wins', '?price=5000:6000&price_min=1', { min: 5000, max: 6000 }],
  ])('%s', (_, query, expected) => {
    expect(parseSearchLocation('/search/used-cars/', query, site()).ranges.price).toEqual(expected);
  });
});

describe('nearest first', () => {
  it.each<[string, string | null, { lat: number; lng: number } | undefined]>([
    ['lat,lng', '-33.4196,149.5806', { lat: -33.4196, lng: 149.5806 }],
    ['rounded to 4 decimals', '-33.419612345, 149.58069', { lat: -33.4196, lng: 149.5807 }],
    ['latitude past 90', '91,10', undefined],
    ['longitude past 180', '10,181', undefined],
    ['garbage', 'sydney', undefined],
    ['missing', null, undefined],
  ])('parseNear: %s', (_, raw, expected) => expect(parseNear(raw)).toEqual(expected));

  it('sort=nearest&near=... round-trips through the URL and sorts by _geoPoint', () => {
    const state = parseSearchLocation('/search/used-cars/', '?sort=nearest&near=-33.4196,149.5806', site());
    expect(state).toMatchObject({ sort: 'nearest', near: { lat: -33.4196, lng: 149.5806 } });
    expect(searchHref(state)).toBe('/search/used-cars/?near=-33.4196%2C149.5806&sort=nearest');
    expect(buildMultiSearch(state, site(), 1_700_000_000).queries[0]!.sort).toEqual(['_geoPoint(-33.4196, 149.5806):asc']);
  });

  it('nearest without a point is the default search; another sort drops the point', () => {
    expect(parseSearchLocation('/search/used-cars/', '?sort=nearest', site()).sort).toBe('relevance');
    const near = withNearest(parseSearchLocation('/search/used-cars/', '', site()), { lat: 1, lng: 2 });
    expect(withSort(near, 'price-asc')).not.toHaveProperty('near');
  });

  it('a postcode rides along with its point, and only with nearest first', () => {
    const state = parseSearchLocation('/search/used-cars/', '?sort=nearest&near=-33.4196,149.5806&postcode=2795', site());
    expect(state).toMatchObject({ sort: 'nearest', postcode: '2795' });
    expect(searchHref(state)).toBe('/search/used-cars/?near=-33.4196%2C149.5806&postcode=2795&sort=nearest');
    expect(withSort(state, 'price-asc')).not.toHaveProperty('postcode');
    expect(parseSearchLocation('/search/used-cars/', '?sort=price-asc&postcode=2795', site())).not.toHaveProperty('postcode');
  });

  it('a postcode without its point (not found yet, or not found at all) stays in the state but not in the URL', () => {
    const state = parseSearchLocation('/search/used-cars/', '?sort=nearest&postcode=+0799+', site());
    expect(state).toMatchObject({ sort: 'relevance', postcode: '0799' });
    expect(state).not.toHaveProperty('near');
    expect(searchHref(state)).toBe('/search/used-cars/');
  });

  it('withNearest rounds the browser position to 4 decimals and replaces the postcode', () => {
    const fromPostcode = withNearest(parseSearchLocation('/search/used-cars/', '', site()), { lat: -33.4196, lng: 149.5806 }, '2795');
    const fromBrowser = withNearest(fromPostcode, { lat: -33.123456789, lng: 149.987654321 });
    expect(fromBrowser).toMatchObject({ sort: 'nearest', near: { lat: -33.1235, lng: 149.9877 }, page: 1 });
    expect(fromBrowser).not.toHaveProperty('postcode');
    expect(parseSearchLocation('/search/used-cars/', searchHref(fromBrowser).split('?')[1]!, site())).toEqual(fromBrowser);
  });

  it('is offered only where asked for', () => {
    expect(sortOptionsFor({ km: true })).not.toContain('nearest');
    expect(sortOptionsFor({ nearest: true })).toContain('nearest');
  });
});
