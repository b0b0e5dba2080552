// A search screen rendered the way the server renders it: react-dom/server inside the app's
// providers, with the query cache already holding the results for the URL's canonical key.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { JSDOM } from 'jsdom';
import SearchPage from '../../../runtime/app/search/search-page';
import { SiteProvider } from '../../../runtime/data/site-context';
import { searchQueryKey } from '../../../runtime/data/search-key';
import type { PublicSite } from '../../../runtime/lib/public-site';
import { parseSearchLocation, searchHref } from '../../../runtime/lib/search/search-url';
import type { SearchView } from '../../../runtime/lib/search/search-types';
import type { Car } from '../../../schemas/types/car';
import { site as blockSite } from '../blocks/fixtures';
import type { CarHit } from '../../../runtime/ui/car-card';

export const NOW = Date.parse('2026-03-10T00:00:00Z');
const DAY = 86_400_000;

export const auSite: PublicSite = { ...blockSite, vehicles: { basePath: '/cars', singular: 'car', plural: 'cars' } };

/** Like tenants/lone-star-trucks: en-US, its own no-price text. */
export const usSite: PublicSite = {
  ...blockSite,
  slug: 'lone-star',
  name: 'Lone Star Trucks',
  locale: 'en-US',
  default_search_path: '/search/new-used-and-demo-trucks/',
  vehicles: { basePath: '/cars', singular: 'truck', plural: 'trucks', noPriceText: 'Call for price.' },
};

/** Like tenants/southern-cross-autos: a used group that says pre-owned, several dealerships. */
export const groupSite: PublicSite = {
  ...blockSite,
  slug: 'southern-cross',
  name: 'Southern Cross Autos',
  default_search_path: '/search/used-cars/',
  vehicles: { basePath: '/cars', singular: 'car', plural: 'cars', conditionUsedLabel: 'pre-owned' },
  dealerships: [
    { id: 1, name: 'Southern Cross Autos Bathurst', slug: 'southern-cross-autos-bathurst', city: 'Bathurst' },
    { id: 2, name: 'Southern Cross Autos Cowra', slug: 'southern-cross-autos-cowra', city: 'Cowra' },
  ],
  flags: { offers_subscription: true },
};

export function car(over: Partial<CarHit> = {}): CarHit {
  return {
    id: 1,
    name: '2021 Mazda CX-5 Maxx Sport',
    slug: '2021-mazda-cx-5-maxx-sport-ab1234',
    make: 'Mazda',
    model: 'CX-5',
    year: 2021,
    km: 45210,
    price: 32990,
    status: 'in_stock',
    car_type: 'used',
    stocknum: 'AB1234',
    transmission: 'Automatic',
    fuel: 'Petrol',
    show_on_dealer_website: true,
    dealership_id: 1,
    created_at: new Date(NOW - 30 * DAY).toISOString(),
    thumbnails: ['/media/stock/cx5-thumb.jpg'],
    ...over,
  };
}

export const cars: CarHit[] = [
  car(),
  car({
    id: 2,
    name: '2024 Mazda BT-50 XTR',
    slug: '2024-mazda-bt-50-xtr',
    model: 'BT-50',
    car_type: 'new',
    price: null,
    km: 12,
    stocknum: 'NB2001',
    thumbnails: [],
    images: [],
  }),
  car({
    id: 3,
    name: '2023 Ford Ranger XLT',
    slug: '2023-ford-ranger-xlt',
    make: 'Ford',
    model: 'Ranger',
    car_type: 'demo',
    price: 61500,
    tag: 'Special',
    stocknum: 'DF3003',
  }),
  car({ id: 4, name: '2019 Toyota Corolla', slug: '2019-toyota-corolla', make: 'Toyota', model: 'Corolla', status: 'sold', price: 18990, stocknum: 'UT4004' }),
  car({ id: 5, name: '2022 Mazda CX-30', slug: '2022-mazda-cx-30', model: 'CX-30', reserved: true, stocknum: 'UM5005' }),
];

export function view(over: Partial<SearchView> = {}): SearchView {
  return {
    hits: cars,
    total: 143,
    pages: 2,
    page: 1,
    limit: 100,
    facets: {
      make: [
        { value: 'Mazda', count: 97 },
        { value: 'Ford', count: 30 },
        { value: 'Toyota', count: 16 },
      ],
      model: [
        { value: 'Mazda|CX-5', count: 40 },
        { value: 'Mazda|BT-50', count: 33 },
        { value: 'Mazda|CX-30', count: 24 },
        { value: 'Ford|Ranger', count: 30 },
        { value: 'Toyota|Corolla', count: 16 },
      ],
      car_type: [
        { value: 'used', count: 80 },
        { value: 'new', count: 50 },
        { value: 'demo', count: 13 },
      ],
      body: [
        { value: 'SUV', count: 70 },
        { value: 'Ute', count: 50 },
        { value: 'Hatch', count: 23 },
      ],
      colour: [
        { value: 'White', count: 60 },
        { value: 'Grey', count: 83 },
      ],
      seats: [
        { value: '7', count: 20 },
        { value: '5', count: 123 },
      ],
      certified: [
        { value: 'false', count: 120 },
        { value: 'true', count: 23 },
      ],
    },
    stats: { price: { min: 9990, max: 89990 }, km: { min: 5, max: 180000 }, year: { min: 2012, max: 2025 } },
    carTypeCounts: { used: 80, new: 50, demo: 13 },
    ...over,
  };
}

export function seededClient(url: string, site: PublicSite, data: SearchView, dataUpdatedAt = NOW): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(searchKeyFor(url, site), data, { updatedAt: dataUpdatedAt });
  return client;
}

export function searchKeyFor(url: string, site: PublicSite) {
  const [path = '', query = ''] = url.split('?');
  return searchQueryKey(searchHref(parseSearchLocation(path, query, site)));
}

export function Providers({ client, site, url, children }: { client: QueryClient; site: PublicSite; url: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <SiteProvider site={site}>
        <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
      </SiteProvider>
    </QueryClientProvider>
  );
}

/** Server HTML of the search page at `url` with `data` seeded under the URL's key. */
export function renderSearch(url: string, { site = auSite, data = view() }: { site?: PublicSite; data?: SearchView } = {}) {
  const html = renderToString(
    <Providers client={seededClient(url, site, data)} site={site} url={url}>
      <SearchPage />
    </Providers>,
  );
  const { document } = new JSDOM('<!doctype html><body></body>').window;
  document.body.innerHTML = html;
  return { html, root: document.body, document };
}

export function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export type { Car };
