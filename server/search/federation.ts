// Meilisearch's federated multi-search: `{federation: {offset, limit}, queries: [...]}` answers one
// list of hits merged from every query by weighted ranking score (`federationOptions.weight`,
// default 1), each hit once, with `_federation: {indexUid, queriesPosition, weightedRankingScore}`.
import type { MultiSearchResponse, SearchQuery } from '../../runtime/lib/search/search-types';
import { SearchError, describeJsonValue } from './embedded/errors';
import { MAX_HITS_PER_REQUEST } from './embedded/search-limits';
import type { SearchProvider } from './search-provider';

export interface FederatedResponse {
  hits: Record<string, unknown>[];
  processingTimeMs: number;
  limit: number;
  offset: number;
  estimatedTotalHits: number;
}

const PAGINATION = ['limit', 'offset', 'page', 'hitsPerPage'] as const;

function count(federation: Record<string, unknown>, name: 'offset' | 'limit', fallback: number): number {
  const value = federation[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new SearchError(
      name === 'offset' ? 'invalid_multi_search_federation_offset' : 'invalid_multi_search_federation_limit',
      `Invalid value type at \`.federation.${name}\`: expected a positive integer, but found ${describeJsonValue(value)}`,
    );
  }
  return value;
}

/** The federation options, and each query's weight, checked before any search runs. */
export function readFederation(federation: unknown, queries: readonly SearchQuery[]): { offset: number; limit: number; weights: number[] } {
  if (typeof federation !== 'object' || federation === null || Array.isArray(federation)) {
    throw new SearchError(
      'invalid_multi_search_federated',
      `Invalid value type at \`.federation\`: expected an object, but found ${describeJsonValue(federation)}`,
    );
  }
  for (const key of Object.keys(federation)) {
    if (key !== 'offset' && key !== 'limit')
      throw new SearchError('bad_request', `Unknown field \`${key}\` inside \`.federation\`: expected one of \`offset\`, \`limit\``);
  }
  const f = federation as Record<string, unknown>;
  const offset = count(f, 'offset', 0);
  const limit = count(f, 'limit', 20);
  if (offset + limit > MAX_HITS_PER_REQUEST) {
    throw new SearchError('bad_request', `A federated search may ask for at most ${MAX_HITS_PER_REQUEST} hits (federation.offset + federation.limit).`);
  }
  const weights = queries.map((query, i) => {
    const raw = query as unknown as Record<string, unknown>;
    for (const name of PAGINATION) {
      if (raw[name] !== undefined) {
        throw new SearchError(
          'invalid_multi_search_query_pagination',
          `Inside \`.queries[${i}]\`: Using pagination options is not allowed in federated queries.\n - Hint: remove \`${name}\` from query #${i} or remove \`federation\` from the request\n - Hint: pass \`federation.limit\` and \`federation.offset\` for pagination in federated search`,
        );
      }
    }
    if (raw.facets !== undefined && raw.facets !== null) {
      throw new SearchError(
        'invalid_multi_search_query_facets',
        `Inside \`.queries[${i}]\`: Using facet options is not allowed in federated queries.\n - Hint: remove \`facets\` from query #${i} or remove \`federation\` from the request`,
      );
    }
    const options = raw.federationOptions;
    if (options === undefined || options === null) return 1;
    const weight = (options as { weight?: unknown }).weight;
    if (
      typeof options !== 'object' ||
      Array.isArray(options) ||
      Object.keys(options).some((k) => k !== 'weight') ||
      (weight !== undefined && (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0))
    ) {
      throw new SearchError(
        'invalid_multi_search_weight',
        `Invalid value at \`.queries[${i}].federationOptions\`: expected \`{ "weight": <a positive number> }\`, but found ${describeJsonValue(options)}`,
      );
    }
    return weight ?? 1;
  });
  return { offset, limit, weights };
}

/** Runs every query for its best offset + limit hits, then merges them by weighted score. */
export async function federatedSearch(
  provider: SearchProvider,
  tenantSlug: string,
  federation: unknown,
  queries: readonly SearchQuery[],
): Promise<FederatedResponse> {
  const started = performance.now();
  const { offset, limit, weights } = readFederation(federation, queries);
  const wanted = offset + limit;
  const asked = queries.map((q) => {
    const { federationOptions: _options, ...rest } = q as SearchQuery & { federationOptions?: unknown };
    return { ...rest, limit: wanted, offset: 0, showRankingScore: true } as SearchQuery;
  });
  const { results } = (await provider.multiSearch(tenantSlug, asked)) as MultiSearchResponse;
  const best = new Map<string, { hit: Record<string, unknown>; score: number; position: number; rank: number }>();
  results.forEach((result, position) => {
    const showScore = (queries[position] as unknown as { showRankingScore?: unknown }).showRankingScore === true;
    result.hits.forEach((raw, rank) => {
      const { _rankingScore, ...hit } = raw as Record<string, unknown> & { _rankingScore?: number };
      const score = (_rankingScore ?? 1) * weights[position]!;
      const key = JSON.stringify(hit.id ?? `${position}:${rank}`);
      const seen = best.get(key);
      if (seen !== undefined && seen.score >= score) return;
      best.set(key, {
        hit: {
          ...hit,
          ...(showScore ? { _rankingScore } : {}),
          _federation: { indexUid: result.indexUid, queriesPosition: position, weightedRankingScore: score },
        },
        score,
        position,
        rank,
      });
    });
  });
  const merged = [...best.values()].sort((a, b) => b.score - a.score || a.position - b.position || a.rank - b.rank);
  const complete = results.every((r) => (r.estimatedTotalHits ?? r.hits.length) <= r.hits.length);
  const estimatedTotalHits = complete ? merged.length : Math.max(merged.length, ...results.map((r) => r.estimatedTotalHits ?? 0));
  return { hits: merged.slice(offset, wanted).map((m) => m.hit), processingTimeMs: Math.floor(performance.now() - started), limit, offset, estimatedTotalHits };
}
