// The embedded index's settings, query and result types (Meilisearch's names and shapes).

import type { FilterParam } from './filter-parser';
import type { MatchingStrategy } from './text-index';
import type { SearchResultShape } from '../../../runtime/lib/search/search-types';

export interface IndexSettings {
  primaryKey: string;
  filterableAttributes: string[];
  sortableAttributes: string[];
  searchableAttributes: string[];
  /** Meilisearch's pagination.maxTotalHits: hits past this rank are never returned. Default 1000. */
  maxTotalHits?: number;
  /** Meilisearch's faceting.maxValuesPerFacet. Default 100. */
  maxValuesPerFacet?: number;
  /** Attributes a hit may show. Default all. */
  displayedAttributes?: string[];
  rankingRules?: string[];
  distinctAttribute?: string | null;
  /** Word -> words it also matches (one way; list both directions for mutual synonyms). */
  synonyms?: Record<string, string[]>;
  /** Tokens neither indexed nor searched, matched case-sensitively as typed (Meilisearch's stopWords). */
  stopWords?: string[];
  typoTolerance?: {
    enabled?: boolean;
    minWordSizeForTypos?: { oneTypo?: number; twoTypos?: number };
    disableOnAttributes?: string[];
    disableOnWords?: string[];
    disableOnNumbers?: boolean;
  };
}

export interface SearchQuery {
  indexUid: string;
  q?: string | null;
  filter?: FilterParam | null;
  facets?: string[] | null;
  sort?: string[] | null;
  limit?: number;
  offset?: number;
  attributesToHighlight?: string[] | null;
  highlightPreTag?: string;
  highlightPostTag?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToRetrieve?: string[] | null;
  attributesToCrop?: string[] | null;
  cropLength?: number;
  cropMarker?: string;
  showMatchesPosition?: boolean;
  distinct?: string;
  matchingStrategy?: MatchingStrategy;
}

/** Meilisearch's search result, as the runtime reads it. */
export type SearchResult = SearchResultShape;

export interface BuildStats {
  documents: number;
  buildMs: number;
}
