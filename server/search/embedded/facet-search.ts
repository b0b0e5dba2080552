// Meilisearch's POST /indexes/{uid}/facet-search over an embedded index: the values of one facet
// among the documents a search (q, filter) matches, narrowed to those whose words start with
// `facetQuery`, most frequent first.
import type { EmbeddedIndex, SearchQuery } from './embedded-index';
import { SearchError, describeJsonValue } from './errors';
import { normalizeWord, tokenize } from './query-words';

export const FACET_SEARCH_PARAMETERS = ['facetName', 'facetQuery', 'q', 'filter', 'matchingStrategy', 'exhaustiveFacetCount'] as const;

export interface FacetSearchResponse {
  facetHits: { value: string; count: number }[];
  facetQuery: string | null;
  processingTimeMs: number;
}

export function facetSearch(index: EmbeddedIndex, body: Record<string, unknown>): FacetSearchResponse {
  const started = performance.now();
  for (const key of Object.keys(body)) {
    if (!(FACET_SEARCH_PARAMETERS as readonly string[]).includes(key)) {
      throw new SearchError('bad_request', `Unknown field \`${key}\`: expected one of ${FACET_SEARCH_PARAMETERS.map((k) => `\`${k}\``).join(', ')}`);
    }
  }
  const { facetName, facetQuery } = body;
  if (facetName === undefined) throw new SearchError('missing_facet_search_facet_name', 'Missing field `facetName`');
  if (typeof facetName !== 'string') {
    throw new SearchError(
      'invalid_facet_search_facet_name',
      `Invalid value type at \`.facetName\`: expected a string, but found ${describeJsonValue(facetName)}`,
    );
  }
  if (facetQuery !== undefined && facetQuery !== null && typeof facetQuery !== 'string') {
    throw new SearchError(
      'invalid_facet_search_facet_query',
      `Invalid value type at \`.facetQuery\`: expected a string, but found ${describeJsonValue(facetQuery)}`,
    );
  }
  const filterable = index.settings.filterableAttributes;
  if (!filterable.some((f) => f === '*' || f === facetName || facetName.startsWith(`${f}.`))) {
    throw new SearchError(
      'invalid_facet_search_facet_name',
      `Attribute \`${facetName}\` is not facet-searchable. Available facet-searchable attributes are: \`${[...filterable].sort().join(', ')}\`. To make it facet-searchable add it to the \`filterableAttributes\` index settings.`,
    );
  }
  const { facetName: _name, facetQuery: _query, exhaustiveFacetCount: _exhaustive, ...search } = body;
  const result = index.search({ ...(search as Partial<SearchQuery>), indexUid: index.uid, facets: [facetName], limit: 0 }, { facetSearch: true });
  const distribution = result.facetDistribution?.[facetName] ?? {};
  const wanted = typeof facetQuery === 'string' ? tokenize(facetQuery).map(normalizeWord) : [];
  const matches = (value: string): boolean => {
    if (wanted.length === 0) return true;
    const words = tokenize(value).map(normalizeWord);
    return wanted.every((w) => words.some((v) => v.startsWith(w)));
  };
  const facetHits = Object.entries(distribution)
    .filter(([value]) => matches(value))
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { facetHits, facetQuery: typeof facetQuery === 'string' ? facetQuery : null, processingTimeMs: Math.floor(performance.now() - started) };
}
