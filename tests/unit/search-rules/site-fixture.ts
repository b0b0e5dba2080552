// Search sites for the search-rules tests, shaped after the sample tenants' site.json values.
import type { SearchSite } from '../../../runtime/lib/search/search-types';

export function site(over: Partial<SearchSite> = {}): SearchSite {
  return {
    slug: 'test-motors',
    locale: 'en-AU',
    vehicles: { basePath: '/cars', singular: 'car', plural: 'cars' },
    ...over,
  };
}

/** Like tenants/southern-cross-autos: four dealerships, a used-cars default path, city and photo presets. */
export const groupSite = site({
  slug: 'southern-cross-autos',
  manufacturer: null,
  default_search_path: '/search/used-cars/',
  search_filters: { cities: ['Bathurst', 'Cowra', 'Orange', 'Dubbo'], min_photos_count: 3 },
  dealerships: [
    { id: 1, name: 'Southern Cross Autos Bathurst', slug: 'southern-cross-autos-bathurst', city: 'Bathurst' },
    { id: 2, name: 'Southern Cross Autos Cowra', slug: 'southern-cross-autos-cowra', city: 'Cowra' },
  ],
});

/** Like tenants/riverbend-mazda: a single-make dealer. */
export const mazdaSite = site({
  slug: 'riverbend-mazda',
  manufacturer: 'mazda',
  default_search_path: '/search/new-used-and-demo-cars/',
  search_filters: { make: 'Mazda' },
  dealerships: [{ id: 7, name: 'Riverbend Mazda', slug: 'riverbend-mazda' }],
});
