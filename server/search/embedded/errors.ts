// Errors shaped like Meilisearch's: {message, code, type, link} plus the HTTP status to answer with.

export type SearchErrorCode =
  | 'invalid_search_filter'
  | 'invalid_search_facets'
  | 'invalid_search_sort'
  | 'invalid_search_limit'
  | 'invalid_search_offset'
  | 'invalid_search_q'
  | 'invalid_search_attributes_to_highlight'
  | 'invalid_search_highlight_pre_tag'
  | 'invalid_search_highlight_post_tag'
  | 'index_not_found'
  | 'missing_document_id'
  | 'invalid_document_id'
  | 'invalid_search_attributes_to_retrieve'
  | 'invalid_search_attributes_to_crop'
  | 'invalid_search_crop_marker'
  | 'invalid_search_crop_length'
  | 'invalid_search_show_matches_position'
  | 'invalid_search_show_ranking_score'
  | 'invalid_multi_search_query_pagination'
  | 'invalid_multi_search_query_facets'
  | 'invalid_multi_search_federation_offset'
  | 'invalid_multi_search_federation_limit'
  | 'invalid_search_matching_strategy'
  | 'invalid_search_page'
  | 'invalid_search_hits_per_page'
  | 'invalid_search_distinct'
  | 'invalid_search_facet_name'
  | 'invalid_facet_search_facet_name'
  | 'invalid_facet_search_facet_query'
  | 'invalid_multi_search_weight'
  | 'invalid_multi_search_federated'
  | 'invalid_multi_search_query_federated'
  | 'invalid_multi_search_federation_options'
  | 'missing_index_uid'
  | 'invalid_index_uid'
  | 'missing_facet_search_facet_name'
  | 'too_many_search_requests'
  | 'payload_too_large'
  | 'invalid_settings_ranking_rules'
  | 'bad_request';

export class SearchError extends Error {
  readonly code: SearchErrorCode;
  readonly type = 'invalid_request' as const;
  readonly link: string;
  readonly httpStatus: number;

  constructor(code: SearchErrorCode, message: string, httpStatus = 400) {
    super(message);
    this.name = 'SearchError';
    this.code = code;
    this.link = `https://docs.meilisearch.com/errors#${code}`;
    this.httpStatus = httpStatus;
  }

  /** Express reads `status` off an error, so a search error that escapes anywhere answers 4xx, never 500. */
  get status(): number {
    return this.httpStatus;
  }

  /** The JSON body Meilisearch answers with. */
  toJSON(): { message: string; code: string; type: 'invalid_request'; link: string } {
    return { message: this.message, code: this.code, type: this.type, link: this.link };
  }
}

/** Describes a JSON value the way Meilisearch's deserializer does in "expected X, but found Y" messages. */
export function describeJsonValue(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array: \`${json}\``;
  switch (typeof value) {
    case 'string':
      return `a string: \`${json}\``;
    case 'boolean':
      return `a boolean: \`${json}\``;
    case 'number':
      if (!Number.isInteger(value)) return `a float: \`${json}\``;
      return value < 0 ? `a negative integer: \`${json}\`` : `an integer: \`${json}\``;
    case 'object':
      return `an object: \`${json}\``;
    default:
      return `\`${String(value)}\``;
  }
}

/**
 * Runs `checks`, which stand for what milli raises while it executes a search (Search::execute:
 * the `distinct` attribute, the filter's attributes and geo arguments, check_sort_criteria).
 * Current Meilisearch puts "Index `<uid>`: " before those messages (meilisearch error.rs
 * MeilisearchHttpError::Milli, from search/mod.rs search_from_kind), and not before errors raised
 * earlier (parameter types, filter and sort syntax) or later (facets).
 */
export function raisedWhileSearching<T>(uid: string | null, checks: () => T): T {
  try {
    return checks();
  } catch (e) {
    if (e instanceof SearchError && uid !== null && uid !== '') throw new SearchError(e.code, `Index \`${uid}\`: ${e.message}`, e.httpStatus);
    throw e;
  }
}
