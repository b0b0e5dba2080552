// The Meilisearch multi-search request for a search screen (spec section 7, "Vehicle search
// service"): the page's query and the facet-count queries. Its filters: search-filters.ts; the
// reading of the response: search-view.ts. Pure: the caller supplies the clock.
import type { GeoPoint, MultiSearchRequest, RangeFacet, SearchQuery, SearchSite, SearchState, SortOption, ValueFacet } from './search-types';
import { CARS_INDEX, RANGE_FACETS, VALUE_FACETS } from './search-types';
import { indexAttribute, stateFilters } from './search-filters';
import { unknownOption } from '../unknown-option';

export const SEARCH_LIMIT = 100;
const DEFAULT_SORT = 'custom_rank:desc';

export function sortFor(option: SortOption, site: Pick<SearchSite, 'default_sort'>, near?: GeoPoint): string[] {
  switch (option) {
    case 'nearest':
      if (near) return [`_geoPoint(${near.lat}, ${near.lng}):asc`];
      return sortFor('relevance', site);
    case 'latest':
      return ['created_at_timestamp:desc'];
    case 'price-desc':
      return ['price:desc'];
    case 'price-asc':
      return ['price:asc'];
    case 'km-desc':
      return ['km:desc'];
    case 'km-asc':
      return ['km:asc'];
    case 'subscription-desc':
      return ['subscription_price:desc'];
    case 'subscription-asc':
      return ['subscription_price:asc'];
    case 'relevance': {
      const configured = site.default_sort?.trim();
      return [configured ? configured : DEFAULT_SORT];
    }
    default:
      return unknownOption(option);
  }
}

/** Letters then 3 or more digits (an optional hyphen between): ABC123, RB1234, FR-2201. */
export function looksLikeStockNumber(q: string): boolean {
  return /^[A-Za-z]+-?\d{3,}$/.test(q.trim());
}

/** The text sent as q: double quotes stripped; a stock number wrapped in quotes so it matches as one phrase. */
export function searchText(q: string): string {
  const clean = q.replace(/"/g, '').trim();
  return looksLikeStockNumber(clean) ? `"${clean}"` : clean;
}

/** 1-based page to offset: page 1 -> 0; anything but a whole number >= 1 -> 0. */
export function pageToOffset(page: unknown, limit: number = SEARCH_LIMIT): number {
  let n: number;
  if (typeof page === 'number') n = page;
  else if (typeof page === 'string' && /^\s*\d+\s*$/.test(page)) n = Number(page);
  else return 0;
  if (!Number.isSafeInteger(n) || n < 1) return 0;
  return (n - 1) * limit;
}

/** The attributes a car card and its tag read: the stock page asks for nothing else. */
export const CARD_ATTRIBUTES = [
  'id',
  'slug',
  'name',
  'price',
  'km',
  'fuel',
  'simple_fuel',
  'transmission',
  'car_type',
  'stocknum',
  'status',
  'sold',
  'reserved',
  'certified',
  'tag',
  'created_at',
  'thumbnails',
  'images',
  'primary_image_url',
];

const HIGHLIGHT = { attributesToHighlight: ['name'], highlightPreTag: '<mark>', highlightPostTag: '</mark>' };

/**
 * queries[0]: the page of hits with every facet's counts and stats.
 * Then one limit-0 query per value facet with a selection (car_type excepted) and per range facet
 * with a selection, each without its own selection; last, the car_type counts query.
 */
export function buildMultiSearch(state: SearchState, site: SearchSite, nowSeconds: number): MultiSearchRequest {
  const q = searchText(state.q);
  const main: SearchQuery = {
    indexUid: CARS_INDEX,
    q,
    filter: stateFilters(state, site, nowSeconds),
    facets: [...VALUE_FACETS.map(indexAttribute), ...RANGE_FACETS],
    sort: sortFor(state.sort, site, state.near),
    limit: SEARCH_LIMIT,
    offset: pageToOffset(state.page),
    attributesToRetrieve: CARD_ATTRIBUTES,
    ...HIGHLIGHT,
  };
  const countsWithout = (facet: ValueFacet | RangeFacet): SearchQuery => ({
    indexUid: CARS_INDEX,
    q,
    filter: stateFilters(state, site, nowSeconds, facet),
    facets: [indexAttribute(facet)],
    limit: 0,
    offset: 0,
  });
  const queries = [main];
  for (const facet of VALUE_FACETS) {
    if (facet !== 'car_type' && (state.values[facet]?.length ?? 0) > 0) queries.push(countsWithout(facet));
  }
  for (const facet of RANGE_FACETS) {
    const r = state.ranges[facet];
    if (r && (r.min !== undefined || r.max !== undefined)) queries.push(countsWithout(facet));
  }
  queries.push(countsWithout('car_type'));
  return { queries };
}
