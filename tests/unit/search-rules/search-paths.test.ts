import { describe, expect, it } from 'vitest';
import { FALLBACK_SEARCH_PATH, carTypesForSearchPath, defaultSearchPath, normaliseSearchPath } from '../../../runtime/lib/search/search-paths';
import { groupSite, site } from './site-fixture';

describe('normaliseSearchPath: the /search/ prefix is added when missing', () => {
  it.each<[string | undefined, string]>([
    ['/search/new-used-and-demo-cars/', '/search/new-used-and-demo-cars/'],
    ['/search/used-cars/', '/search/used-cars/'],
    ['/search/new-cars', '/search/new-cars'],
    ['/search/new-used-and-demo-trucks/', '/search/new-used-and-demo-trucks/'],
    ['/used-car/list', '/search/used-car/list'],
    ['/find/rental-cars', '/search/find/rental-cars'],
    ['used-cars/', '/search/used-cars/'],
    ['search/demo-cars', '/search/demo-cars'],
    ['  /search/used-cars/  ', '/search/used-cars/'],
    ['/searchable-cars/', '/search/searchable-cars/'],
    [undefined, '/search/new-used-and-demo-cars/'],
    ['', '/search/new-used-and-demo-cars/'],
    ['   ', '/search/new-used-and-demo-cars/'],
    ['/', '/search/new-used-and-demo-cars/'],
    ['/search/', '/search/new-used-and-demo-cars/'],
  ])('%j -> %s', (configured, expected) => expect(normaliseSearchPath(configured)).toBe(expected));

  it('the fallback is the site default with its trailing slash', () => expect(FALLBACK_SEARCH_PATH).toBe('/search/new-used-and-demo-cars/'));
});

describe('carTypesForSearchPath', () => {
  it.each<[string, string[] | null]>([
    ['new-used-and-demo-cars', ['new', 'used', 'demo']],
    ['new-and-demo-cars', ['new', 'demo']],
    ['new-and-used-cars', ['new', 'used']],
    ['used-and-demo-cars', ['used', 'demo']],
    ['new-cars', ['new']],
    ['demo-cars', ['demo']],
    ['used-cars', ['used']],
    ['new-used-and-demo-trucks', ['new', 'used', 'demo']],
    ['used-trucks', ['used']],
    ['new-used-and-demo-caravans', ['new', 'used', 'demo']],
    ['demo-caravans', ['demo']],
    ['new-used-and-demo-motorcycles', ['new', 'used', 'demo']],
    ['new-motorcycles', ['new']],
    ['used-campers', ['used']],
    ['new-and-demo-rvs', ['new', 'demo']],
    ['used-vehicles', ['used']],
    ['used-car/list', ['used']],
    ['/search/used-cars/', ['used']],
    ['used-cars/', ['used']],
    ['Used-Cars', ['used']],
    ['demo-and-new-cars', ['new', 'demo']],
    ['southern-cross-autos-bathurst', null],
    ['find/rental-cars', null],
    ['rental-cars', null],
    ['cars', null],
    ['new-used-and-demo', null],
    ['used-cars/extra', null],
    ['', null],
  ])('%j -> %j', (segment, expected) => expect(carTypesForSearchPath(segment)).toEqual(expected));
});

describe('defaultSearchPath', () => {
  it.each<[string, ReturnType<typeof site>, string]>([
    ['configured', groupSite, '/search/used-cars/'],
    ['configured without the prefix', site({ default_search_path: 'used-car/list' }), '/search/used-car/list'],
    ['not configured', site(), '/search/new-used-and-demo-cars/'],
  ])('%s', (_, s, expected) => expect(defaultSearchPath(s)).toBe(expected));
});
