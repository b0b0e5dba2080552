// The filters of a search state (spec section 7, "Vehicle search service"): the base filter of
// available and recently sold cars, the make aliases, and every facet's selection as AND-ed
// Meilisearch filter expressions. Pure: the caller supplies the clock.
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
import type { RangeFacet, SearchSite, SearchState, ValueFacet } from './search-types';
import { RANGE_FACETS, VALUE_FACETS } from './search-types';
import { DEFAULT_SOLD_DAYS, soldCutoff } from './search-basics';
import { effectiveCarTypes, splitModelValue } from './search-values';

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

/** The index attribute a sidebar facet reads: model counts come from `make_model` ("Make|Model"). */
export function indexAttribute(facet: ValueFacet | RangeFacet): string {
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

/** `attr = "a"` for one value, `attr IN ["a", "b"]` for several. */
function anyOf(attribute: string, values: readonly string[]): string {
  const v = values.map(quoteValue);
  return v.length === 1 ? `${attribute} = ${v[0]}` : `${attribute} IN [${v.join(', ')}]`;
}

export function dedupeCaseless(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = v.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
