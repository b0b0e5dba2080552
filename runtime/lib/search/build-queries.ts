// The Meilisearch multi-search request for a search screen (spec section 7, "Vehicle search
// service") and the reading of its response. Pure: the caller supplies the clock.
//
// Decisions:
// - Car types: an explicit `car_type` selection replaces the path's preselection (the path is the
//   default selection of the car type facet, so /search/used-cars/?car_type=new&car_type=used
//   widens to new + used). The car_type counts query drops both, so every type gets a count under
//   all the other filters, exactly like any other facet ignoring its own selection.
// - Make and model: model values are stored as `Make|Model` pairs (the index's `make_model`).
//   They refine their own make only: make=Mazda,Ford + model=Mazda|CX-5 means
//   (Mazda CX-5) OR (any Ford). A bare model value (from an outside link, no make known) is
//   AND-ed as `model = ...`. The make counts ignore the make and paired-model selection; the
//   model counts ignore the model selection but keep the makes, so only the chosen makes' models
//   are counted.
// - Range facets with a selection get their own query too, so a slider's min/max stats ignore
//   its own range (the main query's stats would shrink to the selection).
import type {
  FacetCount,
  GeoPoint,
  MultiSearchRequest,
  MultiSearchResponse,
  RangeFacet,
  SearchQuery,
  SearchSite,
  SearchState,
  SearchView,
  SortOption,
  ValueFacet,
} from './search-types';
import { CARS_INDEX, RANGE_FACETS, VALUE_FACETS } from './search-types';
import { DEFAULT_SOLD_DAYS, soldCutoff, siteManufacturer } from './search-basics';

export { DEFAULT_SOLD_DAYS, soldCutoff, siteManufacturer };
import { effectiveCarTypes, isCarType, splitModelValue } from './search-values';

export { effectiveCarTypes, isCarType, splitModelValue };

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
    case 'relevance':
    default: {
      const configured = site.default_sort?.trim();
      return [configured ? configured : DEFAULT_SORT];
    }
  }
}

/** Available cars plus recently sold ones. The server adds show_on_dealer_website and the tenant scope. */
export function baseFilter(site: Pick<SearchSite, 'include_sold_cars_days'>, nowSeconds: number): string {
  const days = site.include_sold_cars_days ?? DEFAULT_SOLD_DAYS;
  return `(status = in_stock OR status = coming_soon OR sold_date_timestamp > ${soldCutoff(nowSeconds, days)})`;
}

/**
 * Makes written more than one way in dealer feeds. Symmetric groups are one brand under two
 * spellings or names (KGM is SsangYong renamed). Haval is a GWM sub-brand: GWM and Haval each
 * also match the combined "GWM Haval", but GWM does not match Haval (a GWM ute is no Haval) and
 * vice versa. Matching is case-insensitive (Meilisearch filters are too).
 */
const MAKE_ALIASES: Record<string, readonly string[]> = {
  isuzu: ['Isuzu', 'Isuzu UTE'],
  'isuzu ute': ['Isuzu UTE', 'Isuzu'],
  'mercedes-benz': ['Mercedes-Benz', 'Mercedes Benz'],
  'mercedes benz': ['Mercedes Benz', 'Mercedes-Benz'],
  ssangyong: ['SsangYong', 'KGM', 'KGM SsangYong'],
  kgm: ['KGM', 'SsangYong', 'KGM SsangYong'],
  'kgm ssangyong': ['KGM SsangYong', 'KGM', 'SsangYong'],
  gwm: ['GWM', 'GWM Haval'],
  haval: ['Haval', 'GWM Haval'],
  'gwm haval': ['GWM Haval', 'GWM', 'Haval'],
};

/** The make itself first, then its other spellings. */
export function makeAliases(make: string): string[] {
  const trimmed = make.trim();
  const group = MAKE_ALIASES[trimmed.toLowerCase()];
  if (!group) return [trimmed];
  return dedupeCaseless([trimmed, ...group]);
}

/** A filter value in double quotes; double quotes and backslashes (which would escape the closing quote) are removed. */
export function quoteValue(v: string): string {
  return `"${v.replace(/["\\]/g, '')}"`;
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

/** The index attribute a sidebar facet reads: model counts come from `make_model` ("Make|Model"). */
function indexAttribute(facet: ValueFacet | RangeFacet): string {
  return facet === 'model' ? 'make_model' : facet;
}

type Omit_ = ValueFacet | RangeFacet | undefined;

/** Every AND-ed filter of a state, leaving out one facet's own selection. */
export function stateFilters(state: SearchState, site: SearchSite, nowSeconds: number, omit?: Omit_): string[] {
  // Tenant presets are not here: they are ordinary URL selections (runtime/lib/search/search-preset.ts).
  const out = [baseFilter(site, nowSeconds)];
  if (state.cities?.length) out.push(anyOf('city', state.cities));
  if (state.minPhotos !== undefined && Number.isFinite(state.minPhotos) && state.minPhotos > 0) out.push(`photos_count >= ${filterNumber(state.minPhotos)}`);
  if (omit !== 'car_type') {
    const types = effectiveCarTypes(state);
    if (types.length > 0) out.push(anyOf('car_type', types));
  }
  if (state.dealershipSlug) out.push(`dealership_slug = ${quoteValue(state.dealershipSlug)}`);
  out.push(...makeModelFilters(state.values.make ?? [], state.values.model ?? [], omit));
  for (const facet of VALUE_FACETS) {
    if (facet === 'make' || facet === 'model' || facet === 'car_type' || facet === omit) continue;
    const values = state.values[facet] ?? [];
    if (values.length > 0) out.push(anyOf(facet, values));
  }
  for (const facet of RANGE_FACETS) {
    if (facet === omit) continue;
    const r = state.ranges[facet];
    if (r?.min !== undefined && Number.isFinite(r.min)) out.push(`${facet} >= ${filterNumber(r.min)}`);
    if (r?.max !== undefined && Number.isFinite(r.max)) out.push(`${facet} <= ${filterNumber(r.max)}`);
  }
  return out;
}

/** `make IN [...]` with every alias of every make. */
function makeFilter(makes: readonly string[]): string {
  return anyOf('make', dedupeCaseless(makes.flatMap(makeAliases)));
}

function makeModelFilters(makes: readonly string[], models: readonly string[], omit: Omit_): string[] {
  const paired = models.map(splitModelValue).filter((m): m is { make: string; model: string } => m.make !== undefined);
  const bare = models
    .map(splitModelValue)
    .filter((m) => m.make === undefined)
    .map((m) => m.model);
  const out: string[] = [];
  if (omit === 'model') {
    if (makes.length > 0) out.push(makeFilter(makes));
    return out;
  }
  if (omit !== 'make') {
    const allMakes = dedupeCaseless([...makes, ...paired.map((p) => p.make)]);
    const clauses: string[] = [];
    const wholeMakes: string[] = [];
    const pairs: string[] = [];
    for (const make of allMakes) {
      const own = paired.filter((p) => p.make.toLowerCase() === make.toLowerCase());
      if (own.length === 0) wholeMakes.push(make);
      else for (const p of own) for (const alias of makeAliases(p.make)) pairs.push(`${alias}|${p.model}`);
    }
    if (wholeMakes.length > 0) clauses.push(makeFilter(wholeMakes));
    if (pairs.length > 0) clauses.push(anyOf('make_model', dedupeCaseless(pairs)));
    if (clauses.length === 1) out.push(clauses[0]!);
    else if (clauses.length > 1) out.push(`(${clauses.join(' OR ')})`);
  }
  if (bare.length > 0) out.push(anyOf('model', bare));
  return out;
}

/**
 * A number as a filter literal: plain decimal digits, never exponent notation (`1e+21` is not a
 * filter value, so `?price=1e21:` once failed the whole page).
 */
export function filterNumber(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  return n.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
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

/**
 * A hit as the card needs it: its one image instead of every photo, and of `_formatted` (a
 * highlighted copy of every retrieved attribute) only the name, and only when a word is marked.
 * The stock page embeds its hits for hydration, so each dropped byte leaves the HTML too.
 */
export function cardHit(hit: Record<string, unknown>): Record<string, unknown> {
  const { thumbnails, images, primary_image_url, _formatted, ...rest } = hit;
  const firstImage = Array.isArray(images) ? (images[0] as { thumb?: { url?: string }; image?: { url?: string } } | undefined) : undefined;
  const image =
    (Array.isArray(thumbnails) ? thumbnails.find(Boolean) : undefined) || firstImage?.thumb?.url || firstImage?.image?.url || primary_image_url || undefined;
  const name = (_formatted as { name?: unknown } | null | undefined)?.name;
  const marked = typeof name === 'string' && name.includes('<mark>') ? { _formatted: { name } } : {};
  return image ? { ...rest, ...marked, thumbnails: [image] } : { ...rest, ...marked };
}

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

export function readSearchView(response: MultiSearchResponse, request: MultiSearchRequest, state: SearchState): SearchView {
  const main = response.results[0];
  const limit = request.queries[0]?.limit ?? SEARCH_LIMIT;
  const total = main?.estimatedTotalHits ?? 0;
  const resultFor = (attribute: string) => {
    const i = request.queries.findIndex((query, n) => n > 0 && query.facets?.length === 1 && query.facets[0] === attribute);
    return i > 0 ? response.results[i] : main;
  };

  const facets: SearchView['facets'] = {};
  for (const facet of VALUE_FACETS) {
    const attribute = indexAttribute(facet);
    const raw = resultFor(attribute)?.facetDistribution?.[attribute] ?? {};
    // A make's filter matches its aliases too, so its count must as well.
    const distribution = facet === 'make' ? withAliasCounts(raw) : raw;
    const selected = facet === 'car_type' ? effectiveCarTypes(state) : (state.values[facet] ?? []);
    facets[facet] = facetCounts(distribution, selected);
  }

  const stats: SearchView['stats'] = {};
  for (const facet of RANGE_FACETS) {
    const s = resultFor(facet)?.facetStats?.[facet];
    if (s) stats[facet] = { min: s.min, max: s.max };
  }

  const carTypeCounts: SearchView['carTypeCounts'] = {};
  const types = resultFor('car_type')?.facetDistribution?.car_type ?? {};
  for (const [type, count] of Object.entries(types)) if (isCarType(type)) carTypeCounts[type] = count;

  return {
    hits: (main?.hits ?? []).map(cardHit) as unknown as SearchView['hits'],
    total,
    pages: limit > 0 && total > 0 ? Math.ceil(total / limit) : 0,
    page: state.page,
    limit,
    facets,
    stats,
    carTypeCounts,
  };
}

/** Each make's count plus those of the makes its filter also matches (makeAliases). */
export function withAliasCounts(distribution: Record<string, number>): Record<string, number> {
  const byLower = new Map(Object.entries(distribution).map(([k, v]) => [k.toLowerCase(), v]));
  const out: Record<string, number> = {};
  for (const make of Object.keys(distribution)) {
    out[make] = dedupeCaseless(makeAliases(make)).reduce((sum, alias) => sum + (byLower.get(alias.toLowerCase()) ?? 0), 0);
  }
  return out;
}

/** Counts by count desc then value; a selected value missing from the distribution is kept with 0 so it stays ticked. */
export function facetCounts(distribution: Record<string, number>, selected: readonly string[] = []): FacetCount[] {
  const counts: FacetCount[] = Object.entries(distribution).map(([value, count]) => ({ value, count }));
  for (const value of selected) if (!(value in distribution)) counts.push({ value, count: 0 });
  return counts.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
}

/** `attr = "a"` for one value, `attr IN ["a", "b"]` for several. */
function anyOf(attribute: string, values: readonly string[]): string {
  const v = values.map(quoteValue);
  return v.length === 1 ? `${attribute} = ${v[0]}` : `${attribute} IN [${v.join(', ')}]`;
}

function dedupeCaseless(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = v.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
