// The search parameters the engine accepts, checked the way Meilisearch's deserializer does:
// unknown fields answer `bad_request`, wrongly typed ones their own `invalid_search_*` code with
// Meilisearch's "Invalid value type at `.x`: expected ..., but found ..." message.
import { SearchError, type SearchErrorCode, describeJsonValue } from './errors';
import type { MatchingStrategy } from './text-index';

/** Parameters of a search, in Meilisearch's order (the unknown-field message lists them so). */
export const SEARCH_PARAMETERS = [
  'q',
  'offset',
  'limit',
  'page',
  'hitsPerPage',
  'attributesToRetrieve',
  'attributesToCrop',
  'cropLength',
  'attributesToHighlight',
  'showMatchesPosition',
  'filter',
  'sort',
  'distinct',
  'facets',
  'highlightPreTag',
  'highlightPostTag',
  'cropMarker',
  'matchingStrategy',
  'showRankingScore',
] as const;

/** Extra fields a query may carry inside a multi-search. */
export const MULTI_SEARCH_PARAMETERS = ['indexUid', 'federationOptions'] as const;

const MATCHING_STRATEGIES: readonly MatchingStrategy[] = ['last', 'all', 'frequency'];

export interface Pagination {
  /** Finite pagination (page/hitsPerPage) answers totalHits and totalPages. */
  finite: boolean;
  offset: number;
  limit: number;
  page?: number;
  hitsPerPage?: number;
}

const CODE: Record<string, SearchErrorCode> = {
  q: 'invalid_search_q',
  offset: 'invalid_search_offset',
  limit: 'invalid_search_limit',
  page: 'invalid_search_page',
  hitsPerPage: 'invalid_search_hits_per_page',
  attributesToRetrieve: 'invalid_search_attributes_to_retrieve',
  attributesToCrop: 'invalid_search_attributes_to_crop',
  cropLength: 'invalid_search_crop_length',
  attributesToHighlight: 'invalid_search_attributes_to_highlight',
  showMatchesPosition: 'invalid_search_show_matches_position',
  showRankingScore: 'invalid_search_show_ranking_score',
  distinct: 'invalid_search_distinct',
  highlightPreTag: 'invalid_search_highlight_pre_tag',
  highlightPostTag: 'invalid_search_highlight_post_tag',
  cropMarker: 'invalid_search_crop_marker',
  matchingStrategy: 'invalid_search_matching_strategy',
};

function typeError(name: string, expected: string, value: unknown): SearchError {
  return new SearchError(CODE[name] ?? 'bad_request', `Invalid value type at \`.${name}\`: expected ${expected}, but found ${describeJsonValue(value)}`);
}

/** Refuses fields the engine does not know; `allowed` adds the multi-search ones. */
export function checkKnownFields(query: Record<string, unknown>, extra: readonly string[] = []): void {
  const known = [...SEARCH_PARAMETERS, ...extra];
  for (const key of Object.keys(query)) {
    if (!(known as readonly string[]).includes(key)) {
      throw new SearchError('bad_request', `Unknown field \`${key}\`: expected one of ${known.map((k) => `\`${k}\``).join(', ')}`);
    }
  }
}

export function readCount(query: Record<string, unknown>, name: 'offset' | 'limit' | 'page' | 'hitsPerPage' | 'cropLength'): number | undefined {
  const value = query[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw typeError(name, 'a positive integer', value);
  return value;
}

export function readBoolean(query: Record<string, unknown>, name: 'showMatchesPosition' | 'showRankingScore'): boolean {
  const value = query[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw typeError(name, 'a boolean', value);
  return value;
}

export function readString(query: Record<string, unknown>, name: 'highlightPreTag' | 'highlightPostTag' | 'cropMarker' | 'distinct'): string | undefined {
  const value = query[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw typeError(name, 'a string', value);
  return value;
}

export function readStringList(
  query: Record<string, unknown>,
  name: 'attributesToRetrieve' | 'attributesToCrop' | 'attributesToHighlight',
): string[] | undefined {
  const value = query[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw typeError(name, 'an array', value);
  value.forEach((v: unknown, i) => {
    if (typeof v !== 'string')
      throw new SearchError(CODE[name]!, `Invalid value type at \`.${name}[${i}]\`: expected a string, but found ${describeJsonValue(v)}`);
  });
  return value as string[];
}

export function readMatchingStrategy(query: Record<string, unknown>): MatchingStrategy {
  const value = query.matchingStrategy;
  if (value === undefined || value === null) return 'last';
  if (typeof value !== 'string') throw typeError('matchingStrategy', 'a string', value);
  if (!(MATCHING_STRATEGIES as readonly string[]).includes(value)) {
    throw new SearchError(
      'invalid_search_matching_strategy',
      `Unknown value \`${value}\` at \`.matchingStrategy\`: expected one of \`last\`, \`all\`, \`frequency\``,
    );
  }
  return value as MatchingStrategy;
}

/**
 * Meilisearch's two pagination modes: offset/limit (estimated totals) unless page or hitsPerPage
 * is given, then finite pagination (page 1 and 20 per page by default; page 0 returns no hits).
 */
export function readPagination(query: Record<string, unknown>, defaultLimit: number): Pagination {
  const offset = readCount(query, 'offset');
  const limit = readCount(query, 'limit');
  const page = readCount(query, 'page');
  const hitsPerPage = readCount(query, 'hitsPerPage');
  if (page === undefined && hitsPerPage === undefined) return { finite: false, offset: offset ?? 0, limit: limit ?? defaultLimit };
  const p = page ?? 1;
  const perPage = hitsPerPage ?? 20;
  return { finite: true, offset: p === 0 ? 0 : (p - 1) * perPage, limit: p === 0 ? 0 : perPage, page: p, hitsPerPage: perPage };
}
