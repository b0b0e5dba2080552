// Tenant presets start the site's stock links as removable URL filters (issue 24, defect 2).
import { describe, expect, it } from 'vitest';
import { presetHref } from '../../../runtime/lib/search/search-preset';
import { clearFilters, parseSearchLocation, searchHref, withFilter, withoutPresetSelection } from '../../../runtime/lib/search/search-url';
import { groupSite, mazdaSite, site } from './site-fixture';

describe('presetHref', () => {
  it.each<[string, string, ReturnType<typeof site>, string]>([
    ['the stock base path gets the make', '/cars/', mazdaSite, '/cars/?make=Mazda'],
    ['the default search path', '/search/new-used-and-demo-cars/', mazdaSite, '/search/new-used-and-demo-cars/?make=Mazda'],
    ['another search path', '/search/used-cars', mazdaSite, '/search/used-cars?make=Mazda'],
    ['a link with its own query keeps it', '/search/used-cars/?body=SUV', mazdaSite, '/search/used-cars/?body=SUV&make=Mazda'],
    ['a link choosing its own make is left alone', '/cars/?make=Ford', mazdaSite, '/cars/?make=Ford'],
    ['a link choosing a model gets no make', '/cars/?model=Mazda%7CCX-5', mazdaSite, '/cars/?model=Mazda%7CCX-5'],
    ['a hash stays last', '/cars/#results', mazdaSite, '/cars/?make=Mazda#results'],
    ['cities and photos', '/search/used-cars/', groupSite, '/search/used-cars/?city=Bathurst&city=Cowra&city=Orange&city=Dubbo&min_photos=3'],
    ['a vehicle page is no search', '/cars/2024-mazda-cx-5-1', mazdaSite, '/cars/2024-mazda-cx-5-1'],
    ['a content page is no search', '/finance', mazdaSite, '/finance'],
    ['an external link', 'https://example.com/cars/', mazdaSite, 'https://example.com/cars/'],
    ['a site without presets', '/cars/', site(), '/cars/'],
  ])('%s', (_, href, s, expected) => expect(presetHref(href, s)).toBe(expected));
});

describe('preset selections are ordinary, removable filters', () => {
  const [path, query] = presetHref('/search/used-cars/', groupSite).split('?') as [string, string];
  const state = parseSearchLocation(path, query, groupSite);

  it('read from the URL and written back the same', () => {
    expect(state).toMatchObject({ cities: ['Bathurst', 'Cowra', 'Dubbo', 'Orange'], minPhotos: 3 });
    expect(searchHref(state)).toBe('/search/used-cars/?city=Bathurst&city=Cowra&city=Dubbo&city=Orange&min_photos=3');
  });

  it('each can be removed, and Clear all removes them', () => {
    expect(searchHref(withoutPresetSelection(state, 'cities'))).toBe('/search/used-cars/?min_photos=3');
    expect(searchHref(withoutPresetSelection(state, 'minPhotos'))).toBe('/search/used-cars/?city=Bathurst&city=Cowra&city=Dubbo&city=Orange');
    expect(searchHref(clearFilters(state))).toBe('/search/used-cars/');
  });

  it('the make preset is a make filter like any other', () => {
    const mazda = parseSearchLocation('/cars/', 'make=Mazda', mazdaSite);
    expect(searchHref(withFilter(mazda, 'make', []))).toBe('/search/new-used-and-demo-cars/');
  });
});
