// An in-process index answering the subset of Meilisearch's search API the platform uses:
// filter, facets (facetDistribution, facetStats), sort, q, highlighting, limit/offset.
//
// Everything a query needs is precomputed by replaceAll(): per filterable attribute, posting
// lists/bitsets and sorted numeric columns (attribute-column.ts); per sortable attribute, integer
// ranks in both directions (sort-column.ts); term postings over the searchable attributes
// (text-index.ts). A query then is bitset algebra on pooled bitsets (filter-evaluator.ts), per
// facet either popcounts per value or one pass over the matched ids, and a walk over a presorted
// order (or a top-k heap) for the page.

import type { FacetCounts } from './attribute-column';
import { BitsetPool, andInto, bitsetToIds, countBits } from './bitset';
import { MAX_CACHED_CLAUSE_CONDITIONS, clauseKey } from './clause-key';
import { ColumnStore } from './column-store';
import { distinctRanking } from './distinct-ranking';
import { uniqueDocuments } from './document-ids';
import { isCoveredBy } from './document-values';
import { FilterEvaluator } from './filter-evaluator';
import type { FilterNode } from './filter-parser';
import { type GeoPoints, distanceKeys, distancesFrom, geoPoints } from './geo';
import { geojsonPoints } from './geo-polygon';
import { formatHit } from './hit-format';
import { HitShapes } from './hit-shapes';
import { LruCache } from './lru-cache';
import type { BuildStats, IndexSettings, SearchQuery, SearchResult } from './index-types';
import { planQuery } from './query-plan';
import type { SortSources } from './query-validation';
import { DEFAULT_RANKING_RULES, type SortRule, rankingCompare, rankingScore, selectPage } from './ranking';
import { parseRankingRules } from './ranking-rules';
import type { SortKeys } from './sort-column';
import { parseQuery } from './query-words';
import { RankedPages, rankedPageKey } from './page-cache';
import { DEFAULT_TEXT_OPTIONS, TextIndex, type TextOptions } from './text-index';
import { searchableFields, textOptions } from './text-options';
import { type SliceOptions, type Steps, runSliced, runToEnd, searchTurns } from './time-slice';
import { LAZY_COLUMNS_MAX_DOCUMENTS } from './search-limits';

export type { BuildStats, IndexSettings, SearchQuery, SearchResult } from './index-types';

export interface SearchOptions {
  /** For the facet-search route, whose errors Meilisearch does not prefix with the index uid. */
  facetSearch?: boolean;
}

const DEFAULT_MAX_TOTAL_HITS = 1000;
const DEFAULT_MAX_VALUES_PER_FACET = 100;
const FACET_COUNT_CACHE_ENTRIES = 256;
const GEO_SORT_CACHE_ENTRIES = 8;

export class EmbeddedIndex {
  private documents: Record<string, unknown>[] = [];
  private columns = new ColumnStore([], [], []);
  /** The word postings, or (a small index, until its first query with words) what builds them. */
  private text: TextIndex | (() => Steps<TextIndex>) | null = null;
  private textOptions: TextOptions = DEFAULT_TEXT_OPTIONS;
  private geo: GeoPoints = { lat: new Float64Array(0), lng: new Float64Array(0) };
  /** Parsed filters by their text (they do not depend on the documents). */
  private readonly filterCache = new Map<string, FilterNode | null>();
  /** Reused bitsets: a search is synchronous, so nothing escapes it. */
  private pool = new BitsetPool(0);
  private filters = new FilterEvaluator(this.columns, this.pool, this.geo);
  /** Distances and their ranks from recent `_geoPoint`s (a shopper's page views reuse one); cleared when the documents change. */
  private geoSorts = new LruCache<Extract<SortRule, { distance: Float64Array }>>(GEO_SORT_CACHE_ENTRIES);
  /** Facet counts of recent (filter, q, facet) triples; cleared when the documents change. */
  private facetCountCache = new LruCache<FacetCounts>(FACET_COUNT_CACHE_ENTRIES);
  /** Ranked pages of recent (filter, q, strategy, sort) searches; cleared when the documents change. */
  private rankedPages = new RankedPages();
  private idBuffer = new Uint32Array(0);
  /** Fast-properties templates for hits, per document shape (see hit-shapes.ts). */
  private hitShapes = new HitShapes(0);
  private stats: BuildStats = { documents: 0, buildMs: 0 };

  private readonly sortSources: SortSources;
  /** The rankingRules setting's `attribute:asc` / `attribute:desc` rules, in order. */
  private readonly customRules: { rule: string; attribute: string; descending: boolean }[];

  constructor(
    readonly uid: string,
    readonly settings: IndexSettings,
  ) {
    this.sortSources = {
      sortable: settings.sortableAttributes,
      sortColumn: (attribute) => this.columns.sortColumn(attribute),
      geoSortRule: (lat, lng, descending) => this.geoSortRule(lat, lng, descending),
    };
    const rules = settings.rankingRules ?? [...DEFAULT_RANKING_RULES];
    this.customRules = parseRankingRules(rules).flatMap((r, i) =>
      r.kind === 'custom' ? [{ rule: rules[i]!, attribute: r.attribute, descending: r.descending }] : [],
    );
  }

  /** Each custom rule's ranks (their columns are built with the sortable ones). */
  private customKeys(): Map<string, SortKeys> {
    return new Map(this.customRules.map((r) => [r.rule, r.descending ? this.columns.sortColumn(r.attribute).desc : this.columns.sortColumn(r.attribute).asc]));
  }

  get size(): number {
    return this.documents.length;
  }

  /** Documents count and duration of the last replaceAll(). */
  get buildStats(): BuildStats {
    return this.stats;
  }

  /**
   * Replaces every document and rebuilds the index. Documents sharing a primary key collapse to
   * the last one, kept at the first one's position. The old state stays in place if this throws.
   */
  replaceAll(documents: Record<string, unknown>[]): void {
    runToEnd(this.replaceSteps(documents));
  }

  /** replaceAll in slices (time-slice.ts); a search meanwhile sees the old documents. */
  replaceAllSliced(documents: Record<string, unknown>[], options?: SliceOptions): Promise<void> {
    return runSliced(this.replaceSteps(documents), options);
  }

  /** The rebuild, pausable between columns and phases; the index changes only at its last step. */
  *replaceSteps(documents: Record<string, unknown>[]): Steps<void> {
    const started = performance.now();
    const { primaryKey } = this.settings;
    const docs = uniqueDocuments(documents, primaryKey);
    yield;
    const columns = yield* ColumnStore.build(docs, this.settings.filterableAttributes, [
      ...this.settings.sortableAttributes,
      ...this.customRules.map((r) => r.attribute),
    ]);
    yield;
    const fields = searchableFields(docs, this.settings.searchableAttributes);
    const options = textOptions(fields, this.settings);
    // A small index builds its word postings on its first query with words (most dealers' stock
    // pages never send one): ~90 KB a 150-car dealer kept for nothing otherwise.
    const text = docs.length <= LAZY_COLUMNS_MAX_DOCUMENTS ? () => TextIndex.build(fields, docs, options) : yield* TextIndex.build(fields, docs, options);
    yield;
    const usesGeo = [...this.settings.filterableAttributes, ...this.settings.sortableAttributes].some((a) => a === '_geo' || a === '*');
    const geo = usesGeo ? geoPoints(docs) : { lat: new Float64Array(docs.length).fill(NaN), lng: new Float64Array(docs.length).fill(NaN) };
    const usesGeojson = this.settings.filterableAttributes.some((a) => a === '_geojson' || a === '*');
    const geojson = usesGeojson ? geojsonPoints(docs) : [];
    yield;

    this.documents = docs;
    this.textOptions = options;
    this.geo = geo;
    this.pool = new BitsetPool(docs.length);
    this.columns = columns;
    const geoFilterable = this.settings.filterableAttributes.some((a) => a === '_geo' || a === '*');
    this.filters = new FilterEvaluator(columns, this.pool, this.geo, geojson, geoFilterable);
    this.facetCountCache = new LruCache(FACET_COUNT_CACHE_ENTRIES);
    this.rankedPages = new RankedPages();
    this.geoSorts = new LruCache(GEO_SORT_CACHE_ENTRIES);
    this.idBuffer = new Uint32Array(docs.length);
    this.hitShapes = new HitShapes(docs.length);
    this.text = text;
    this.stats = { documents: docs.length, buildMs: performance.now() - started };
  }

  /** Answers a query in one go. */
  search(query: SearchQuery, options: SearchOptions = {}): SearchResult {
    return runToEnd(this.searchSteps(query, options));
  }

  /**
   * Answers a query in slices, letting other callbacks run in between (time-slice.ts); queries
   * take turns, so one paused midway never shares scratch space with another.
   */
  searchSliced(query: SearchQuery, options?: SliceOptions): Promise<SearchResult> {
    return searchTurns.run(() => runSliced(this.searchSteps(query), options));
  }

  /** The query's work, pausable between facets and while a text query's page is ranked. */
  *searchSteps(query: SearchQuery, options: SearchOptions = {}): Steps<SearchResult> {
    const started = performance.now();
    const plan = planQuery(query, {
      settings: this.settings,
      sortSources: this.sortSources,
      filterCache: this.filterCache,
      errorUid: options.facetSearch ? null : this.uid,
    });
    const { q, pagination, highlight, retrieve, crop, cropLength, cropMarker, showMatchesPosition, showRankingScore, strategy, distinct } = plan;
    const { rankingRules, sortRules, filter, facets } = plan;
    const { offset, limit } = pagination;

    const n = this.documents.length;
    const filterKey = filter === null ? '' : clauseKey(filter, { budget: MAX_CACHED_CLAUSE_CONDITIONS });
    const bits = filter === null ? this.pool.copyOf(this.pool.all) : yield* this.filters.evaluateSteps(filter, n, filterKey);
    const parsedQuery = parseQuery(q, this.textOptions.typo, this.textOptions.stopWords);
    yield;
    let textIndex = this.text;
    if (typeof textIndex === 'function' && q !== '') {
      // Built in slices, and kept unless the documents changed meanwhile.
      const build = textIndex;
      textIndex = yield* build();
      if (this.text === build) this.text = textIndex;
    }
    const text = textIndex === null || typeof textIndex === 'function' ? null : yield* textIndex.matchSteps(q, parsedQuery, strategy);
    if (text !== null) andInto(bits, text.bits);
    yield;
    const matched = countBits(bits);
    let matchedIds: Uint32Array | null = null;
    const ids = (): Uint32Array => (matchedIds ??= bitsetToIds(bits, matched, this.idBuffer));

    const result: SearchResult = { indexUid: this.uid, hits: [], query: q, processingTimeMs: 0 };
    if (facets !== null) {
      const maxValues = this.settings.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET;
      const distribution: Record<string, Record<string, number>> = {};
      const stats: Record<string, { min: number; max: number }> = {};
      // The same filter and q asked again for another facet (disjunctive faceting sends one query
      // per facet, most with the main query's filter) or by the next page view reuse the counts.
      const countKey = filterKey === null ? null : `${filterKey}\u0000${q}\u0000${strategy}\u0000${maxValues}\u0000`;
      for (const facet of facets) {
        const count = (): FacetCounts => (matched === 0 ? { distribution: {} } : this.columns.column(facet).countFacets(bits, matched, ids, maxValues));
        const counts = countKey === null ? count() : this.facetCountCache.getOrMake(countKey + facet, count);
        distribution[facet] = { ...counts.distribution };
        if (counts.stats) stats[facet] = counts.stats;
        yield;
      }
      result.facetDistribution = distribution;
      result.facetStats = stats;
    }

    const maxTotalHits = this.settings.maxTotalHits ?? DEFAULT_MAX_TOTAL_HITS;
    let page: number[];
    let total = matched;
    if (distinct !== undefined) {
      const ranked = yield* distinctRanking(this.documents, ids(), distinct, rankingCompare(rankingRules, sortRules, text, this.customKeys()));
      total = ranked.length;
      page = ranked.slice(offset, Math.min(offset + limit, maxTotalHits));
    } else {
      const end = Math.min(offset + limit, maxTotalHits, total);
      const pageKey = rankedPageKey(filterKey, q, strategy, sortRules.length === 0 ? undefined : (query.sort as string[]));
      const cached = end > offset ? this.rankedPages.get(pageKey, end) : undefined;
      const ranked =
        end <= offset
          ? []
          : (cached ?? this.rankedPages.put(pageKey, yield* selectPage(bits, total, ids, rankingRules, sortRules, text, 0, end, this.customKeys())));
      page = ranked.slice(offset, end);
    }
    const displayed = this.settings.displayedAttributes ?? ['*'];
    const retrieved = retrieve === undefined ? displayed : retrieve.filter((a) => isCoveredBy(a, displayed) || (a === '*' && displayed.includes('*')));
    const format = {
      retrieve: retrieved.includes('*') && displayed.includes('*') ? null : retrieved.includes('*') ? displayed : retrieved,
      highlight: highlight?.attributes ?? [],
      crop,
      cropLength,
      cropMarker,
      pre: plan.pre,
      post: plan.post,
      showMatchesPosition,
      query: parsedQuery,
    };
    const geoSort = sortRules.find((r): r is Extract<SortRule, { distance: Float64Array }> => 'distance' in r);
    const copies = {
      doc: 0,
      hit: this.hitShapes.projection(format.retrieve),
      formatted:
        format.highlight.length > 0 || crop.length > 0
          ? this.hitShapes.projection(format.retrieve && [...format.retrieve, ...format.highlight, ...crop])
          : null,
    };
    result.hits = page.map((doc) => {
      const d = geoSort?.distance[doc];
      const extras = {
        geoDistance: d !== undefined && !Number.isNaN(d) ? Math.round(d) : undefined,
        rankingScore: showRankingScore ? rankingScore(rankingRules, text, doc) : undefined,
      };
      copies.doc = doc;
      return formatHit(this.documents[doc]!, format, extras, copies);
    });
    this.pool.release(bits);
    if (pagination.finite) {
      const totalHits = Math.min(total, maxTotalHits);
      const perPage = pagination.hitsPerPage!;
      Object.assign(result, { hitsPerPage: perPage, page: pagination.page!, totalPages: perPage === 0 ? 0 : Math.ceil(totalHits / perPage), totalHits });
    } else {
      Object.assign(result, { limit, offset, estimatedTotalHits: total });
    }
    result.processingTimeMs = Math.floor(performance.now() - started);
    return result;
  }

  private geoSortRule(lat: number, lng: number, descending: boolean): Extract<SortRule, { distance: Float64Array }> {
    return this.geoSorts.getOrMake(`${lat},${lng},${descending}`, () => {
      const distance = distancesFrom(this.geo, lat, lng);
      return { distance, descending, keys: distanceKeys(distance, descending) };
    });
  }
}
