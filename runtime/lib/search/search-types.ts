// The shapes shared by the search screens, the server's SSR prefetch and the query builder.
// Pure data: the query builder and the URL parser live beside this file in runtime/lib/search/.
import type { Car } from '../../../schemas/types/car';
import type { SiteLocale } from '../locales';

export type CarType = Car['car_type'];

/** Facets a shopper filters on with a list of values (checkbox lists). */
export const VALUE_FACETS = [
  'make',
  'model',
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
] as const;
export type ValueFacet = (typeof VALUE_FACETS)[number];

/** Facets given as a `min:max` range (either side may be empty). */
export const RANGE_FACETS = ['price', 'km', 'year', 'subscription_price'] as const;
export type RangeFacet = (typeof RANGE_FACETS)[number];

export interface Range {
  min?: number;
  max?: number;
}

export type SortOption = 'relevance' | 'latest' | 'price-desc' | 'price-asc' | 'km-desc' | 'km-asc' | 'subscription-asc' | 'subscription-desc' | 'nearest';

/** A point to sort by distance from (`near=lat,lng`): the shopper's location or postcode. */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Everything a search screen shows, as read from its URL (path + query). */
export interface SearchState {
  /** The canonical search path, e.g. /search/used-cars/ or /search/<dealership_slug>. */
  path: string;
  /** Car types preselected by the path (empty: all). */
  pathCarTypes: CarType[];
  /** A dealership chosen by the path (/search/{dealership_slug}). */
  dealershipSlug?: string;
  values: Partial<Record<ValueFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, Range>>;
  q: string;
  sort: SortOption;
  /** 1-based page number; invalid values read as 1 (offset 0). */
  page: number;
  /** Where `nearest` measures from; only set with sort `nearest`. */
  near?: GeoPoint;
  /** The postcode `near` was found from (shown back to the shopper); asked with sort `nearest`. */
  postcode?: string;
  /** Cars in these cities (`city=`; a site preset's starting point, removable like any filter). */
  cities?: string[];
  /** Cars with at least this many photos (`min_photos=`; a site preset's starting point). */
  minPhotos?: number;
}

/** One facet's counts as the sidebar shows them. */
export interface FacetCount {
  value: string;
  count: number;
}

/** What a search screen renders, read from the multi-search response. */
export interface SearchView {
  hits: Car[];
  total: number;
  pages: number;
  page: number;
  limit: number;
  facets: Partial<Record<ValueFacet, FacetCount[]>>;
  stats: Partial<Record<RangeFacet, { min: number; max: number }>>;
  carTypeCounts: Partial<Record<CarType, number>>;
}

/** The site settings search reads (a subset of PublicSite, so tests can build one cheaply). */
export interface SearchSite {
  slug: string;
  locale: SiteLocale;
  manufacturer?: string | null;
  include_sold_cars_days?: number;
  default_search_path?: string;
  default_sort?: string;
  search_filters?: { cities?: string[]; min_photos_count?: number; make_by_manufacturer?: Record<string, string | undefined>; make?: string };
  dealerships?: { id: number | string; name: string; slug: string; city?: string }[];
  vehicles: { basePath: string; singular: string; plural: string; conditionUsedLabel?: string; noPriceText?: string };
}

/** One Meilisearch multi-search query, as sent by the `meilisearch` client. */
export interface SearchQuery {
  indexUid: string;
  q?: string;
  filter?: string | (string | string[])[];
  facets?: string[];
  sort?: string[];
  limit?: number;
  offset?: number;
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToRetrieve?: string[];
}

export interface MultiSearchRequest {
  queries: SearchQuery[];
}

export interface SearchResultShape {
  indexUid: string;
  hits: Record<string, unknown>[];
  query: string;
  /** Offset/limit pagination. */
  limit?: number;
  offset?: number;
  estimatedTotalHits?: number;
  /** Finite pagination (page/hitsPerPage asked for). */
  page?: number;
  hitsPerPage?: number;
  totalHits?: number;
  totalPages?: number;
  processingTimeMs: number;
  facetDistribution?: Record<string, Record<string, number>>;
  facetStats?: Record<string, { min: number; max: number }>;
}

export interface MultiSearchResponse {
  results: SearchResultShape[];
}

/** The index every tenant's cars live in; the server scopes it to the tenant. */
export const CARS_INDEX = 'cars';
