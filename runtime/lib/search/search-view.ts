// The reading of a multi-search response (build-queries.ts) into what a search screen shows: the
// page's cards, each facet's counts (a make's counting its aliases), the range stats and the car
// type counts.
import type { FacetCount, MultiSearchRequest, MultiSearchResponse, SearchState, SearchView } from './search-types';
import { RANGE_FACETS, VALUE_FACETS } from './search-types';
import { effectiveCarTypes, isCarType } from './search-values';
import { dedupeCaseless, indexAttribute, makeAliases } from './search-filters';
import { SEARCH_LIMIT } from './build-queries';

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
