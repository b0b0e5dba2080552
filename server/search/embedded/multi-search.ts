// Meilisearch's POST /multi-search over embedded indexes: every query runs, or the first failing
// one fails the whole request with its error prefixed by the query's position.

import type { EmbeddedIndex, SearchQuery, SearchResult } from './embedded-index';
import { SearchError } from './errors';

export interface MultiSearchRequest {
  queries: SearchQuery[];
}

export interface MultiSearchResponse {
  results: SearchResult[];
}

export function multiSearch(resolveIndex: (uid: string) => EmbeddedIndex | undefined, request: MultiSearchRequest): MultiSearchResponse {
  if (!request || !Array.isArray(request.queries)) {
    throw new SearchError('bad_request', 'Invalid value type at `.queries`: expected an array.');
  }
  const results = request.queries.map((query, i) => {
    const index = resolveIndex(query.indexUid);
    if (index === undefined) {
      throw new SearchError('index_not_found', `Inside \`.queries[${i}]\`: Index \`${query.indexUid}\` not found.`, 404);
    }
    try {
      return index.search(query);
    } catch (e) {
      if (e instanceof SearchError) throw new SearchError(e.code, `Inside \`.queries[${i}]\`: ${e.message}`, e.httpStatus);
      throw e;
    }
  });
  return { results };
}
