// A search query's parameters, read and checked in Meilisearch's order before any work is done:
// parameter types first, then the filter's and the sort's syntax, then what milli checks as the
// search executes (its messages prefixed with "Index `<uid>`: "), then the facets.

import { raisedWhileSearching } from './errors';
import { checkFilterable, compileFilter } from './filter-compile';
import type { FilterNode } from './filter-parser';
import type { IndexSettings, SearchQuery } from './index-types';
import { type SortSources, checkSortCriteria, sortRules, validateDistinct, validateFacets, validateHighlight, validateQ } from './query-validation';
import { DEFAULT_RANKING_RULES, type SortRule } from './ranking';
import { effectiveRankingRules } from './ranking-rules';
import { parseSortExpressions } from './sort-expression';
import {
  type Pagination,
  checkKnownFields,
  MULTI_SEARCH_PARAMETERS,
  readBoolean,
  readCount,
  readMatchingStrategy,
  readPagination,
  readString,
  readStringList,
} from './search-params';

const DEFAULT_LIMIT = 20;

export interface QueryPlan {
  q: string;
  pagination: Pagination;
  highlight: ReturnType<typeof validateHighlight>;
  /** The highlight tags, also used by a crop without highlighting. */
  pre: string;
  post: string;
  retrieve: string[] | undefined;
  crop: string[];
  cropLength: number;
  cropMarker: string;
  showMatchesPosition: boolean;
  showRankingScore: boolean;
  strategy: ReturnType<typeof readMatchingStrategy>;
  distinct: string | undefined;
  rankingRules: string[];
  sortRules: SortRule[];
  filter: FilterNode | null;
  facets: string[] | null;
}

export interface PlanContext {
  settings: IndexSettings;
  sortSources: SortSources;
  filterCache: Map<string, FilterNode | null>;
  /** The index uid put before milli's errors, or null where Meilisearch puts none (facet search). */
  errorUid: string | null;
}

/** The query read and checked; throws the first error Meilisearch would answer. */
export function planQuery(query: SearchQuery, ctx: PlanContext): QueryPlan {
  const { settings } = ctx;
  const raw = query as unknown as Record<string, unknown>;
  checkKnownFields(raw, MULTI_SEARCH_PARAMETERS);
  const q = validateQ(query.q);
  const pagination = readPagination(raw, DEFAULT_LIMIT);
  const highlight = validateHighlight(query);
  const retrieve = readStringList(raw, 'attributesToRetrieve');
  const crop = readStringList(raw, 'attributesToCrop') ?? [];
  const cropLength = readCount(raw, 'cropLength') ?? 10;
  const cropMarker = readString(raw, 'cropMarker') ?? '…';
  const showMatchesPosition = readBoolean(raw, 'showMatchesPosition');
  const showRankingScore = readBoolean(raw, 'showRankingScore');
  const strategy = readMatchingStrategy(raw);
  const distinctParam = readString(raw, 'distinct');
  const rankingRules = effectiveRankingRules(settings.rankingRules ?? DEFAULT_RANKING_RULES, strategy);
  // Meilisearch's perform_search parses the filter, then prepare_search the sort.
  const filter = compileFilter(query.filter, ctx.filterCache);
  const sortExpressions = parseSortExpressions(query.sort);
  // milli's Search::execute: the `distinct` parameter must name a filterable attribute (the
  // distinctAttribute setting need not: milli's distinct.rs indexes set none), then the filter
  // is evaluated, then the sort checked.
  raisedWhileSearching(ctx.errorUid, () => {
    if (distinctParam !== undefined) validateDistinct(distinctParam, settings.filterableAttributes);
    if (filter !== null) checkFilterable(filter, settings.filterableAttributes);
    checkSortCriteria(sortExpressions, rankingRules, settings.sortableAttributes);
  });
  const facets = validateFacets(query.facets, settings.filterableAttributes);
  return {
    q,
    pagination,
    highlight,
    pre: highlight?.pre ?? readString(raw, 'highlightPreTag') ?? '<em>',
    post: highlight?.post ?? readString(raw, 'highlightPostTag') ?? '</em>',
    retrieve,
    crop,
    cropLength,
    cropMarker,
    showMatchesPosition,
    showRankingScore,
    strategy,
    distinct: distinctParam ?? settings.distinctAttribute ?? undefined,
    rankingRules,
    sortRules: sortRules(sortExpressions, ctx.sortSources),
    filter,
    facets,
  };
}
