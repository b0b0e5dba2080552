// Embedded search: an in-process implementation of the Meilisearch search subset the platform uses.
export { EmbeddedIndex } from './embedded-index';
export type { BuildStats, IndexSettings, SearchQuery, SearchResult } from './index-types';
export { SearchError } from './errors';
export type { SearchErrorCode } from './errors';
export { parseFilter, parseFilterParam, filterAttributes } from './filter-parser';
export type { ComparisonOperator, FilterNode, FilterParam, FilterToken } from './filter-parser';
export { multiSearch } from './multi-search';
export type { MultiSearchRequest, MultiSearchResponse } from './multi-search';
