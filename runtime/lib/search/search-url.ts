// A search screen's state lives in its URL: the path picks car types or a dealership, the query
// holds the filters. parseSearchLocation and searchHref are inverse: searchHref(parse(x)) is the
// canonical form of x, and parsing it gives the same state back.
//
// Model values are `Make|Model` pairs (the index's make_model), so a model always knows its make:
// dropping a make drops its models. A bare `model=CX-5` from an outside link is paired with the
// make when exactly one make is selected, else kept bare (filtered as `model = ...`).
import type { GeoPoint, Range, RangeFacet, SearchSite, SearchState, SortOption, ValueFacet } from './search-types';
import { RANGE_FACETS, VALUE_FACETS } from './search-types';
import { carTypesForSearchPath, defaultSearchPath } from './search-paths';
import { isCarType, splitModelValue } from './search-values';
import { localeOf } from '../locales';

const MAX_POSTCODE_CHARS = 12;

const SORT_OPTIONS: readonly SortOption[] = [
  'relevance',
  'latest',
  'price-desc',
  'price-asc',
  'km-desc',
  'km-asc',
  'subscription-desc',
  'subscription-asc',
  'nearest',
];

/**
 * The sort select's options: the four every site has, plus km and subscription sorts where the
 * site offers them, and nearest first for a group with several locations.
 */
export function sortOptionsFor(extras: { km?: boolean; subscription?: boolean; nearest?: boolean } = {}): SortOption[] {
  return SORT_OPTIONS.filter(
    (o) =>
      (!o.startsWith('km-') || extras.km === true) &&
      (!o.startsWith('subscription-') || extras.subscription === true) &&
      (o !== 'nearest' || extras.nearest === true),
  );
}

/** Nearest first is offered to a group of several dealerships, except on one dealership's own search path. */
export function offersNearest(site: { dealerships?: readonly unknown[] }, dealershipSlug: string | undefined): boolean {
  return (site.dealerships?.length ?? 0) > 1 && dealershipSlug === undefined;
}

/** `near=lat,lng` with both in range, else undefined. Kept to 4 decimals (about 10 m): enough, and not a precise home address. */
export function parseNear(raw: string | null): GeoPoint | undefined {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(raw ?? '');
  if (!m) return undefined;
  const lat = Math.round(Number(m[1]) * 1e4) / 1e4;
  const lng = Math.round(Number(m[2]) * 1e4) / 1e4;
  return lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 ? { lat, lng } : undefined;
}

/** A sort option's label in the site's locale ("Highest Kms", "Lowest Miles"). */
export function sortLabel(option: SortOption, locale: SearchSite['locale']): string {
  const distance = localeOf(locale).messages.distanceLabel;
  const labels: Record<SortOption, string> = {
    relevance: 'Most Relevant',
    latest: 'Latest',
    'price-desc': 'Highest Price',
    'price-asc': 'Lowest Price',
    'km-desc': `Highest ${distance}`,
    'km-asc': `Lowest ${distance}`,
    'subscription-desc': 'Highest Subscription Price',
    'subscription-asc': 'Lowest Subscription Price',
    nearest: 'Nearest First',
  };
  return labels[option];
}

/** The state a path alone means: no filters, default sort, page 1. */
function searchStateForPath(pathname: string, site: SearchSite): SearchState {
  const base: SearchState = { path: defaultSearchPath(site), pathCarTypes: [], values: {}, ranges: {}, q: '', sort: 'relevance', page: 1 };
  const path = stripQueryAndHash(pathname);
  const bare = path.replace(/\/+$/, '');
  if (bare.startsWith('/search/')) {
    const segment = safeDecode(bare.slice('/search/'.length)).toLowerCase();
    const dealership = (site.dealerships ?? []).find((d) => d.slug.toLowerCase() === segment);
    if (dealership) return { ...base, path, dealershipSlug: dealership.slug };
    return { ...base, path, pathCarTypes: carTypesForSearchPath(segment) ?? [] };
  }
  // /cars/, the site's vehicle base path (/campers/, /motorcycles/) and a bare /search/ all mean
  // the default search path, which becomes the state's path so every search has one canonical URL.
  return { ...base, pathCarTypes: carTypesForSearchPath(base.path) ?? [] };
}

export function parseSearchLocation(pathname: string, search: string, site: SearchSite): SearchState {
  const state = searchStateForPath(pathname, site);
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const values: SearchState['values'] = {};
  for (const facet of VALUE_FACETS) {
    const list = canonicalValues(params.getAll(facet).flatMap((v) => v.split(',')));
    if (list.length > 0) values[facet] = list;
  }
  if (values.car_type) {
    const types = values.car_type.filter(isCarType);
    if (types.length > 0) values.car_type = types;
    else delete values.car_type;
  }
  if (values.model) values.model = pairModels(values.model, values.make ?? []);
  const ranges: SearchState['ranges'] = {};
  for (const facet of RANGE_FACETS) {
    // A plain GET form (no JavaScript) cannot write `price=min:max`; it sends price_min / price_max.
    const min = params.get(`${facet}_min`);
    const max = params.get(`${facet}_max`);
    const raw = params.get(facet) ?? (min !== null || max !== null ? `${min ?? ''}:${max ?? ''}` : null);
    const range = raw === null ? undefined : parseRange(raw);
    if (range) ranges[facet] = range;
  }
  const sortParam = params.get('sort');
  let sort: SortOption = sortParam !== null && (SORT_OPTIONS as readonly string[]).includes(sortParam) ? (sortParam as SortOption) : 'relevance';
  const near = sort === 'nearest' ? parseNear(params.get('near')) : undefined;
  // A postcode asked for nearest first; the server finds its point (or says it cannot).
  const postcode = sort === 'nearest' ? (params.get('postcode') ?? '').trim().slice(0, MAX_POSTCODE_CHARS) : '';
  // Nearest first needs a point to measure from; without one the search is the default one.
  if (sort === 'nearest' && near === undefined) sort = 'relevance';
  return {
    ...state,
    values,
    ranges,
    q: (params.get('q') ?? '').trim(),
    sort,
    ...(near ? { near } : {}),
    ...(postcode ? { postcode } : {}),
    page: parsePage(params.get('page')),
    ...presetSelections(params),
  };
}

/** `city=` and `min_photos=`: the selections a site preset starts its links with (search-preset.ts). */
function presetSelections(params: URLSearchParams): Pick<SearchState, 'cities' | 'minPhotos'> {
  const cities = canonicalValues(params.getAll('city').flatMap((v) => v.split(',')));
  const raw = params.get('min_photos');
  const minPhotos = raw !== null && /^\s*\d+\s*$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
  return { ...(cities.length > 0 ? { cities } : {}), ...(minPhotos !== undefined ? { minPhotos } : {}) };
}

/** `10000:30000`, `:30000`, `10000:` or a single number (min = max); anything else is no range. */
export function parseRange(raw: string): Range | undefined {
  const [minText = '', maxText, ...rest] = raw.split(':');
  if (rest.length > 0) return undefined;
  const min = parseNumber(minText);
  const max = maxText === undefined ? min : parseNumber(maxText);
  if (min === null || max === null || (min === undefined && max === undefined)) return undefined;
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

function formatRange(range: Range): string {
  return `${range.min ?? ''}:${range.max ?? ''}`;
}

/** The canonical URL: path, then query keys sorted, one key per value; defaults left out. */
export function searchHref(state: SearchState): string {
  const pairs: [string, string][] = [];
  for (const facet of VALUE_FACETS) for (const v of canonicalValues(state.values[facet] ?? [])) pairs.push([facet, v]);
  for (const facet of RANGE_FACETS) {
    const r = state.ranges[facet];
    if (r && (r.min !== undefined || r.max !== undefined)) pairs.push([facet, formatRange(r)]);
  }
  for (const city of canonicalValues(state.cities ?? [])) pairs.push(['city', city]);
  if (state.minPhotos !== undefined && state.minPhotos > 0) pairs.push(['min_photos', String(state.minPhotos)]);
  const q = state.q.trim();
  if (q) pairs.push(['q', q]);
  if (state.sort !== 'relevance') pairs.push(['sort', state.sort]);
  if (state.sort === 'nearest' && state.near) {
    pairs.push(['near', `${state.near.lat},${state.near.lng}`]);
    if (state.postcode) pairs.push(['postcode', state.postcode]);
  }
  if (Number.isSafeInteger(state.page) && state.page > 1) pairs.push(['page', String(state.page)]);
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const query = pairs.map(([k, v]) => `${k}=${encodeQueryValue(v)}`).join('&');
  return query ? `${state.path}?${query}` : state.path;
}

export function withFilter(state: SearchState, facet: ValueFacet, values: readonly string[]): SearchState {
  const next = { ...state.values };
  const list = canonicalValues(facet === 'car_type' ? values.filter(isCarType) : values);
  if (list.length > 0) next[facet] = list;
  else delete next[facet];
  if (facet === 'make' && next.model) {
    const makes = new Set(list.map((m) => m.toLowerCase()));
    const kept = next.model.filter((v) => {
      const { make } = splitModelValue(v);
      return make === undefined || makes.has(make.toLowerCase());
    });
    if (kept.length > 0) next.model = kept;
    else delete next.model;
  }
  return { ...state, values: next, page: 1 };
}

export function withRange(state: SearchState, facet: RangeFacet, range: Range | undefined): SearchState {
  const next = { ...state.ranges };
  const min = range?.min !== undefined && Number.isFinite(range.min) ? range.min : undefined;
  const max = range?.max !== undefined && Number.isFinite(range.max) ? range.max : undefined;
  if (min === undefined && max === undefined) delete next[facet];
  else next[facet] = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  return { ...state, ranges: next, page: 1 };
}

export function withSort(state: SearchState, sort: SortOption): SearchState {
  const { near, postcode, ...rest } = state;
  return { ...rest, sort, page: 1, ...(sort === 'nearest' && near ? { near, ...(postcode ? { postcode } : {}) } : {}) };
}

/** Nearest first from a point (the browser's location, or a postcode's), rounded as parseNear does. */
export function withNearest(state: SearchState, near: GeoPoint, postcode?: string): SearchState {
  const { postcode: _previous, ...rest } = state;
  const near4 = { lat: Math.round(near.lat * 1e4) / 1e4, lng: Math.round(near.lng * 1e4) / 1e4 };
  return { ...rest, sort: 'nearest', near: near4, page: 1, ...(postcode ? { postcode } : {}) };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
}

export function withQuery(state: SearchState, q: string): SearchState {
  return { ...state, q: q.trim(), page: 1 };
}

/** Drops every facet and range selection; the path, text query and sort stay. */
export function clearFilters(state: SearchState): SearchState {
  const { cities: _cities, minPhotos: _minPhotos, ...rest } = state;
  return { ...rest, values: {}, ranges: {}, page: 1 };
}

/** Drops the city selection (`city=`) or the photo minimum (`min_photos=`). */
export function withoutPresetSelection(state: SearchState, which: 'cities' | 'minPhotos'): SearchState {
  const { [which]: _removed, ...rest } = state;
  return { ...rest, page: 1 };
}

/** The model value for a make and model, as stored in state and in the index's make_model. */
export function modelValue(make: string, model: string): string {
  return `${make}|${model}`;
}

function pairModels(models: string[], makes: string[]): string[] {
  if (makes.length !== 1) return models;
  return canonicalValues(models.map((m) => (m.includes('|') ? m : modelValue(makes[0]!, m))));
}

function canonicalValues(values: readonly string[]): string[] {
  const out = [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function parsePage(raw: string | null): number {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return 1;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** undefined for an empty side, null for garbage. */
function parseNumber(text: string): number | undefined | null {
  const t = text.trim();
  if (t === '') return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

function encodeQueryValue(v: string): string {
  return encodeURIComponent(v).replace(/%20/g, '+').replace(/%3A/gi, ':').replace(/%7C/gi, '|');
}

function stripQueryAndHash(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  return cut < 0 ? pathname : pathname.slice(0, cut);
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
