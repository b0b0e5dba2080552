// An in-process index answering the subset of Meilisearch's search API the platform uses:
// filter, facets (facetDistribution, facetStats), sort, q, highlighting, limit/offset.
//
// Everything a query needs is precomputed by replaceAll(): per filterable attribute, posting
// lists/bitsets and sorted numeric columns (attribute-column.ts); per sortable attribute, integer
// ranks in both directions (sort-column.ts); term postings over the searchable attributes
// (text-index.ts). A query then is bitset algebra on pooled bitsets, per facet either popcounts
// per value or one pass over the matched ids, and a walk over a presorted order (or a top-k heap)
// for the page.

import { AttributeColumn, type FacetCounts } from './attribute-column';
import { type Bitset, andInto, andNotInto, bitsetToIds, countBits, emptyBitset, fullBitset, notInPlace, orInto } from './bitset';
import { isCoveredBy, parseFiniteNumber, readAttribute, splitPath } from './document-values';
import { SearchError, describeJsonValue } from './errors';
import { type FilterNode, type FilterParam, type FilterToken, filterAttributes, filterError, parseFilterParam } from './filter-parser';
import { MAX_CACHED_CLAUSE_CONDITIONS, clauseKey } from './clause-key';
import { formatHit } from './hit-format';
import { HitShapes } from './hit-shapes';
import { type GeoPoints, distanceKeys, distancesFrom, evaluateGeo, geoPoints, parseGeoPoint } from './geo';
import { DEFAULT_RANKING_RULES, type SortRule, rankingCompare, rankingScore, selectPage } from './ranking';
import {
  checkKnownFields,
  MULTI_SEARCH_PARAMETERS,
  readBoolean,
  readCount,
  readMatchingStrategy,
  readPagination,
  readString,
  readStringList,
} from './search-params';
import { FILTER_CACHE_ENTRIES, FILTER_CACHE_KEY_CHARS, MAX_DYNAMIC_COLUMNS, MAX_FILTER_CHARS, MAX_FILTER_CONDITIONS } from './search-limits';
import { SortColumn } from './sort-column';
import { DEFAULT_TYPO, type TypoSettings, normalizeWord, parseQuery, tokenize } from './query-words';
import { type MatchingStrategy, TextIndex } from './text-index';
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

const DEFAULT_LIMIT = 20;
const DEFAULT_MAX_TOTAL_HITS = 1000;
const DEFAULT_MAX_VALUES_PER_FACET = 100;
const EMPTY_DOCUMENTS: readonly Record<string, unknown>[] = [];
const DOCUMENT_ID = /^[a-zA-Z0-9_-]{1,511}$/;

function backtickList(values: readonly string[]): string {
  return [...values].sort().join(', ');
}

export class EmbeddedIndex {
  private documents: Record<string, unknown>[] = [];
  private columns = new Map<string, AttributeColumn>();
  private sortColumns = new Map<string, SortColumn>();
  /** Sub-attribute columns built on demand (`location.slug`), least recently used first. */
  private dynamicColumns = new Map<string, AttributeColumn>();
  private dynamicSortColumns = new Map<string, SortColumn>();
  /** Dotted paths the documents hold below the declared attributes: only these may get a column. */
  private knownPaths = new Set<string>();
  /** Every document tied: the sort of a path no document holds. */
  private tiedSort: SortColumn | undefined;
  private text: TextIndex | null = null;
  private typo: TypoSettings = DEFAULT_TYPO;
  private geo: GeoPoints = { lat: new Float64Array(0), lng: new Float64Array(0) };
  private readonly filterCache = new Map<string, FilterNode | null>();
  /** Matches of recent small filter clauses, by clause text; cleared when the documents change. */
  private clauseCache = new Map<string, Bitset>();
  /** Distances and their ranks from recent `_geoPoint`s (a shopper's page views reuse one); cleared when the documents change. */
  private geoSorts = new Map<string, Extract<SortRule, { distance: Float64Array }>>();
  /** Facet counts of recent (filter, q, facet) triples; cleared when the documents change. */
  private facetCountCache = new Map<string, FacetCounts>();
  /** Reused bitsets and id buffer: a search is synchronous, so nothing escapes it. */
  private pool: Bitset[] = [];
  private idBuffer = new Uint32Array(0);
  private allDocs: Bitset = fullBitset(0);
  /** Fast-properties templates for hits, per document shape (see hit-shapes.ts). */
  private hitShapes = new HitShapes(0);
  private stats: BuildStats = { documents: 0, buildMs: 0 };

  constructor(
    readonly uid: string,
    readonly settings: IndexSettings,
  ) {}

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
    const started = performance.now();
    const { primaryKey } = this.settings;
    const position = new Map<string, number>();
    const docs: Record<string, unknown>[] = [];
    for (const doc of documents) {
      const id = doc[primaryKey];
      if (id === undefined || id === null) {
        throw new SearchError('missing_document_id', `Document doesn't have a \`${primaryKey}\` attribute: \`${JSON.stringify(doc)}\`.`);
      }
      const key = typeof id === 'number' && Number.isInteger(id) && id >= 0 ? String(id) : typeof id === 'string' ? id : null;
      if (key === null || !DOCUMENT_ID.test(key)) {
        throw new SearchError(
          'invalid_document_id',
          `Document identifier \`${JSON.stringify(id)}\` is invalid. A document identifier can be of type integer or string, only composed of alphanumeric characters (a-z A-Z 0-9), hyphens (-) and underscores (_), and can not be more than 511 bytes.`,
        );
      }
      const at = position.get(key);
      if (at === undefined) {
        position.set(key, docs.length);
        docs.push(doc);
      } else {
        docs[at] = doc;
      }
    }

    const columns = new Map<string, AttributeColumn>();
    for (const attribute of new Set(this.settings.filterableAttributes)) {
      if (attribute !== '*') columns.set(attribute, new AttributeColumn(attribute, docs));
    }
    const sortColumns = new Map<string, SortColumn>();
    for (const attribute of new Set(this.settings.sortableAttributes)) {
      if (attribute !== '*') sortColumns.set(attribute, new SortColumn(attribute, docs));
    }
    const fields = this.searchableFields(docs);
    const options = this.textOptions(fields);
    const text = new TextIndex(fields, docs, options);

    this.documents = docs;
    this.knownPaths = subPaths(docs, [...this.settings.filterableAttributes, ...this.settings.sortableAttributes]);
    this.dynamicColumns = new Map();
    this.dynamicSortColumns = new Map();
    this.tiedSort = undefined;
    this.typo = options.typo;
    const usesGeo = [...this.settings.filterableAttributes, ...this.settings.sortableAttributes].some((a) => a === '_geo' || a === '*');
    this.geo = usesGeo ? geoPoints(docs) : { lat: new Float64Array(docs.length).fill(NaN), lng: new Float64Array(docs.length).fill(NaN) };
    this.pool = [];
    this.clauseCache = new Map();
    this.facetCountCache = new Map();
    this.geoSorts = new Map();
    this.idBuffer = new Uint32Array(docs.length);
    this.allDocs = fullBitset(docs.length);
    this.hitShapes = new HitShapes(docs.length);
    this.columns = columns;
    this.sortColumns = sortColumns;
    this.text = text;
    this.stats = { documents: docs.length, buildMs: performance.now() - started };
  }

  private searchableFields(docs: readonly Record<string, unknown>[]): string[] {
    const configured = this.settings.searchableAttributes;
    if (!configured.includes('*')) return [...new Set(configured)];
    const keys = new Set<string>();
    for (const doc of docs) for (const key of Object.keys(doc)) keys.add(key);
    return [...keys];
  }

  private textOptions(fields: readonly string[]) {
    const t = this.settings.typoTolerance ?? {};
    const typo: TypoSettings = {
      enabled: t.enabled ?? DEFAULT_TYPO.enabled,
      oneTypo: t.minWordSizeForTypos?.oneTypo ?? DEFAULT_TYPO.oneTypo,
      twoTypos: t.minWordSizeForTypos?.twoTypos ?? DEFAULT_TYPO.twoTypos,
      disableOnNumbers: t.disableOnNumbers ?? false,
      disableOnWords: new Set((t.disableOnWords ?? []).map(normalizeWord)),
    };
    const disabled = t.disableOnAttributes ?? [];
    const typoDisabledFields = new Set(fields.flatMap((f, i) => (isCoveredBy(f, disabled) ? [i] : [])));
    const synonyms = new Map<string, string[][]>();
    for (const [word, list] of Object.entries(this.settings.synonyms ?? {})) {
      const key = tokenize(word).map(normalizeWord).join(' ');
      const alternatives = list.map((s) => tokenize(s).map(normalizeWord)).filter((words) => words.length > 0);
      if (key !== '' && alternatives.length > 0) synonyms.set(key, [...(synonyms.get(key) ?? []), ...alternatives]);
    }
    return { typo, typoDisabledFields, synonyms };
  }

  /**
   * A declared attribute's column, or a sub-attribute's built on first use. A path no document
   * holds gets an empty column that is never kept, so made-up names cost nothing and keep nothing.
   */
  private column(attribute: string): AttributeColumn {
    const declared = this.columns.get(attribute);
    if (declared !== undefined) return declared;
    if (!this.knownPaths.has(attribute)) return new AttributeColumn(attribute, EMPTY_DOCUMENTS);
    return lruGet(this.dynamicColumns, attribute, () => new AttributeColumn(attribute, this.documents));
  }

  private sortColumn(attribute: string): SortColumn {
    const declared = this.sortColumns.get(attribute);
    if (declared !== undefined) return declared;
    if (!this.knownPaths.has(attribute))
      return (this.tiedSort ??= new SortColumn(
        attribute,
        this.documents.map(() => ({})),
      ));
    return lruGet(this.dynamicSortColumns, attribute, () => new SortColumn(attribute, this.documents));
  }

  /** A zeroed bitset for the current document count. */
  private acquire(): Bitset {
    return this.pool.pop() ?? emptyBitset(this.documents.length);
  }

  private release(bits: Bitset): void {
    bits.fill(0);
    this.pool.push(bits);
  }

  private copyOf(source: Bitset): Bitset {
    const bits = this.acquire();
    bits.set(source);
    return bits;
  }

  search(query: SearchQuery): SearchResult {
    const started = performance.now();
    const raw = query as unknown as Record<string, unknown>;
    checkKnownFields(raw, MULTI_SEARCH_PARAMETERS);
    const q = this.validateQ(query.q);
    const pagination = readPagination(raw, DEFAULT_LIMIT);
    const { offset, limit } = pagination;
    const highlight = this.validateHighlight(query);
    const retrieve = readStringList(raw, 'attributesToRetrieve');
    const crop = readStringList(raw, 'attributesToCrop') ?? [];
    const cropLength = readCount(raw, 'cropLength') ?? 10;
    const cropMarker = readString(raw, 'cropMarker') ?? '…';
    const showMatchesPosition = readBoolean(raw, 'showMatchesPosition');
    const showRankingScore = readBoolean(raw, 'showRankingScore');
    const strategy = readMatchingStrategy(raw);
    const distinct = this.validateDistinct(readString(raw, 'distinct') ?? this.settings.distinctAttribute ?? undefined);
    const rankingRules = this.settings.rankingRules ?? [...DEFAULT_RANKING_RULES];
    const sortRules = this.parseSort(query.sort);
    if (sortRules.length > 0 && !rankingRules.includes('sort')) {
      throw new SearchError(
        'invalid_search_sort',
        'You must specify where `sort` is listed in the rankingRules setting to use the sort parameter at search time.',
      );
    }
    const filter = this.compileFilter(query.filter);
    const facets = this.validateFacets(query.facets);

    const n = this.documents.length;
    const filterKey = filter === null ? '' : clauseKey(filter, { budget: MAX_CACHED_CLAUSE_CONDITIONS });
    const bits = filter === null ? this.copyOf(this.allDocs) : this.evaluateCached(filter, n, filterKey);
    const parsedQuery = parseQuery(q, this.typo);
    const text = this.text === null ? null : this.text.match(q, parsedQuery, strategy);
    if (text !== null) andInto(bits, text.bits);
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
        const count = (): FacetCounts => (matched === 0 ? { distribution: {} } : this.column(facet).countFacets(bits, matched, ids, maxValues));
        const counts = countKey === null ? count() : this.cachedFacetCounts(countKey + facet, count);
        distribution[facet] = { ...counts.distribution };
        if (counts.stats) stats[facet] = counts.stats;
      }
      result.facetDistribution = distribution;
      result.facetStats = stats;
    }

    const maxTotalHits = this.settings.maxTotalHits ?? DEFAULT_MAX_TOTAL_HITS;
    let page: number[];
    let total = matched;
    if (distinct !== undefined) {
      const ranked = this.distinctRanking(ids(), distinct, rankingCompare(rankingRules, sortRules, text));
      total = ranked.length;
      page = ranked.slice(offset, Math.min(offset + limit, maxTotalHits));
    } else {
      const end = Math.min(offset + limit, maxTotalHits, total);
      page = end > offset ? selectPage(bits, total, ids, rankingRules, sortRules, text, offset, end) : [];
    }
    const displayed = this.settings.displayedAttributes ?? ['*'];
    const retrieved = retrieve === undefined ? displayed : retrieve.filter((a) => isCoveredBy(a, displayed) || (a === '*' && displayed.includes('*')));
    const format = {
      retrieve: retrieved.includes('*') && displayed.includes('*') ? null : retrieved.includes('*') ? displayed : retrieved,
      highlight: highlight?.attributes ?? [],
      crop,
      cropLength,
      cropMarker,
      pre: highlight?.pre ?? readString(raw, 'highlightPreTag') ?? '<em>',
      post: highlight?.post ?? readString(raw, 'highlightPostTag') ?? '</em>',
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
    this.release(bits);
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

  private validateDistinct(attribute: string | undefined): string | undefined {
    if (attribute === undefined) return undefined;
    const filterable = this.settings.filterableAttributes;
    if (!isCoveredBy(attribute, filterable)) {
      throw new SearchError(
        'invalid_search_distinct',
        `Attribute \`${attribute}\` is not filterable and thus, cannot be used as distinct attribute. Available filterable attributes are: \`${backtickList(filterable)}\`.`,
      );
    }
    return attribute;
  }

  /**
   * Matched documents in rank order, keeping the best of each distinct value (documents without
   * one stay): one pass keeps each value's best document, then only those are sorted.
   */
  private distinctRanking(ids: Uint32Array, attribute: string, compare: (a: number, b: number) => number): number[] {
    const best = new Map<string, number>();
    const loose: number[] = [];
    const path = splitPath(attribute);
    for (let k = 0; k < ids.length; k++) {
      const doc = ids[k]!;
      const { leaves } = readAttribute(this.documents[doc], path);
      if (leaves.length === 0) {
        loose.push(doc);
        continue;
      }
      const key = leaves.map((v) => (typeof v === 'string' ? `s${v.trim().toLowerCase()}` : `${typeof v}${String(v)}`)).join('\u0000');
      const current = best.get(key);
      if (current === undefined || compare(doc, current) < 0) best.set(key, doc);
    }
    return [...best.values(), ...loose].sort(compare);
  }

  // ---------------------------------------------------------------- validation

  private validateQ(q: unknown): string {
    if (q === undefined || q === null) return '';
    if (typeof q !== 'string') {
      throw new SearchError('invalid_search_q', `Invalid value type at \`.q\`: expected a string, but found ${describeJsonValue(q)}`);
    }
    return q;
  }

  private validateHighlight(query: SearchQuery): { attributes: readonly string[]; pre: string; post: string } | null {
    const { attributesToHighlight, highlightPreTag, highlightPostTag } = query;
    for (const [name, value, code] of [
      ['highlightPreTag', highlightPreTag, 'invalid_search_highlight_pre_tag'],
      ['highlightPostTag', highlightPostTag, 'invalid_search_highlight_post_tag'],
    ] as const) {
      if (value !== undefined && typeof value !== 'string') {
        throw new SearchError(code, `Invalid value type at \`.${name}\`: expected a string, but found ${describeJsonValue(value)}`);
      }
    }
    if (attributesToHighlight === undefined || attributesToHighlight === null) return null;
    if (!Array.isArray(attributesToHighlight) || attributesToHighlight.some((a) => typeof a !== 'string')) {
      throw new SearchError(
        'invalid_search_attributes_to_highlight',
        `Invalid value type at \`.attributesToHighlight\`: expected an array, but found ${describeJsonValue(attributesToHighlight)}`,
      );
    }
    if (attributesToHighlight.length === 0) return null;
    return { attributes: attributesToHighlight, pre: highlightPreTag ?? '<em>', post: highlightPostTag ?? '</em>' };
  }

  private parseSort(sort: unknown): SortRule[] {
    if (sort === undefined || sort === null) return [];
    if (!Array.isArray(sort)) {
      throw new SearchError('invalid_search_sort', `Invalid value type at \`.sort\`: expected an array, but found ${describeJsonValue(sort)}`);
    }
    const sortable = this.settings.sortableAttributes;
    return sort.map((expression: unknown, i) => {
      if (typeof expression !== 'string') {
        throw new SearchError('invalid_search_sort', `Invalid value type at \`.sort[${i}]\`: expected a string, but found ${describeJsonValue(expression)}`);
      }
      const colon = expression.lastIndexOf(':');
      const direction = colon < 0 ? '' : expression.slice(colon + 1);
      const attribute = colon < 0 ? expression : expression.slice(0, colon);
      if (direction !== 'asc' && direction !== 'desc') {
        throw new SearchError(
          'invalid_search_sort',
          `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${expression}\`.`,
        );
      }
      const point = direction === 'asc' || direction === 'desc' ? parseGeoPoint(attribute, expression) : null;
      if (point !== null) {
        if (!isCoveredBy('_geo', sortable)) {
          throw new SearchError('invalid_search_sort', `Attribute \`_geo\` is not sortable. Available sortable attributes are: \`${backtickList(sortable)}\`.`);
        }
        return this.geoSortRule(point.lat, point.lng, direction === 'desc');
      }
      if (attribute === '_geo') {
        throw new SearchError(
          'invalid_search_sort',
          "`_geo` is a reserved keyword and thus can't be used as a sort expression. Use the _geoPoint(latitude, longitude) built-in rule to sort on _geo field coordinates.",
        );
      }
      if (attribute === '_geoDistance') {
        throw new SearchError('invalid_search_sort', "`_geoDistance` is a reserved keyword and thus can't be used as a sort expression.");
      }
      if (!isCoveredBy(attribute, sortable)) {
        throw new SearchError(
          'invalid_search_sort',
          sortable.length === 0
            ? `Attribute \`${attribute}\` is not sortable. This index does not have configured sortable attributes.`
            : `Attribute \`${attribute}\` is not sortable. Available sortable attributes are: \`${backtickList(sortable)}\`.`,
        );
      }
      const column = this.sortColumn(attribute);
      return { keys: direction === 'asc' ? column.asc : column.desc };
    });
  }

  private validateFacets(facets: unknown): string[] | null {
    if (facets === undefined || facets === null) return null;
    if (!Array.isArray(facets) || facets.some((f) => typeof f !== 'string')) {
      throw new SearchError('invalid_search_facets', `Invalid value type at \`.facets\`: expected an array, but found ${describeJsonValue(facets)}`);
    }
    const filterable = this.settings.filterableAttributes;
    // `*` counts every filterable attribute but `_geo`, whose coordinates are no facet values.
    const requested = facets.includes('*') ? filterable.filter((f) => f !== '*' && f !== '_geo') : [...new Set(facets as string[])];
    const refused = requested.filter((f) => !isCoveredBy(f, filterable));
    if (refused.length > 0) {
      const available =
        filterable.length === 1
          ? `The available filterable attribute is \`${filterable[0]}\`.`
          : `The available filterable attributes are \`${backtickList(filterable)}\`.`;
      const message =
        filterable.length === 0
          ? 'Invalid facet distribution, this index does not have configured filterable attributes.'
          : refused.length === 1
            ? `Invalid facet distribution, attribute \`${refused[0]}\` is not filterable. ${available}`
            : `Invalid facet distribution, attributes \`${refused.join(', ')}\` are not filterable. ${available}`;
      throw new SearchError('invalid_search_facets', message);
    }
    return requested;
  }

  // ---------------------------------------------------------------- filtering

  private compileFilter(filter: unknown): FilterNode | null {
    if (filter === undefined || filter === null) return null;
    checkFilterSize(filter);
    const key = typeof filter === 'string' ? filter : JSON.stringify(filter);
    let node = this.filterCache.get(key);
    if (node === undefined) {
      node = parseFilterParam(filter);
      if (node !== null && countConditions(node) > MAX_FILTER_CONDITIONS) {
        throw new SearchError('invalid_search_filter', `The filter has more than ${MAX_FILTER_CONDITIONS} conditions. Try a shorter filter.`);
      }
      if (key.length <= FILTER_CACHE_KEY_CHARS) {
        if (this.filterCache.size >= FILTER_CACHE_ENTRIES) this.filterCache.delete(this.filterCache.keys().next().value!);
        this.filterCache.set(key, node);
      }
    }
    if (node !== null) this.checkFilterable(node);
    return node;
  }

  private checkFilterable(node: FilterNode): void {
    const filterable = this.settings.filterableAttributes;
    const refuse = (name: string, token: FilterToken): never => {
      const detail =
        filterable.length === 0
          ? 'This index does not have configured filterable attributes.'
          : `Available filterable attributes are: \`${backtickList(filterable)}\`.`;
      throw filterError(`Attribute \`${name}\` is not filterable. ${detail}`, token.source, token.start, token.end);
    };
    const visit = (n: FilterNode): void => {
      if (n.type === 'geoRadius' || n.type === 'geoBoundingBox') {
        if (!isCoveredBy('_geo', filterable)) refuse('_geo', n.token);
      }
      if (n.type === 'and' || n.type === 'or') n.children.forEach(visit);
      else if (n.type === 'not') visit(n.child);
    };
    for (const token of filterAttributes(node)) if (!isCoveredBy(token.value, filterable)) refuse(token.value, token);
    visit(node);
  }

  /**
   * `evaluate` through a cache of recent clauses: a stock page's 13 queries repeat the base filter
   * and all but one of the shopper's filters, and the next page view repeats most of them again.
   */
  private evaluateCached(node: FilterNode, n: number, key = clauseKey(node, { budget: MAX_CACHED_CLAUSE_CONDITIONS })): Bitset {
    if (key === null) return this.evaluate(node, n);
    const cached = this.clauseCache.get(key);
    if (cached !== undefined) {
      this.clauseCache.delete(key);
      this.clauseCache.set(key, cached);
      return this.copyOf(cached);
    }
    const bits = this.evaluate(node, n);
    if (this.clauseCache.size >= CLAUSE_CACHE_ENTRIES) this.clauseCache.delete(this.clauseCache.keys().next().value!);
    this.clauseCache.set(key, Uint32Array.from(bits));
    return bits;
  }

  private geoSortRule(lat: number, lng: number, descending: boolean): Extract<SortRule, { distance: Float64Array }> {
    const key = `${lat},${lng},${descending}`;
    let rule = this.geoSorts.get(key);
    if (rule !== undefined) this.geoSorts.delete(key);
    else {
      const distance = distancesFrom(this.geo, lat, lng);
      rule = { distance, descending, keys: distanceKeys(distance, descending) };
      if (this.geoSorts.size >= GEO_SORT_CACHE_ENTRIES) this.geoSorts.delete(this.geoSorts.keys().next().value!);
    }
    this.geoSorts.set(key, rule);
    return rule;
  }

  private cachedFacetCounts(key: string, count: () => FacetCounts): FacetCounts {
    const cached = this.facetCountCache.get(key);
    if (cached !== undefined) {
      this.facetCountCache.delete(key);
      this.facetCountCache.set(key, cached);
      return cached;
    }
    const counts = count();
    if (this.facetCountCache.size >= FACET_COUNT_CACHE_ENTRIES) this.facetCountCache.delete(this.facetCountCache.keys().next().value!);
    this.facetCountCache.set(key, counts);
    return counts;
  }

  /** A bitset (from the pool; the caller releases it) of the documents matching `node`. */
  private evaluate(node: FilterNode, n: number): Bitset {
    switch (node.type) {
      case 'and': {
        let result: Bitset | null = null;
        const negated: FilterNode[] = [];
        const notEqual: Extract<FilterNode, { type: 'compare' }>[] = [];
        // The clauses of a short AND are cached; a long one (hundreds of conditions) is rarely
        // repeated, and keeping a copy of every clause's bitset would cost more than it saves.
        const clause = node.children.length <= MAX_CACHED_CLAUSE_CONDITIONS ? this.evaluateCached.bind(this) : this.evaluate.bind(this);
        for (const child of node.children) {
          if (child.type === 'not') {
            negated.push(child.child);
            continue;
          }
          if (child.type === 'compare' && child.operator === '!=') {
            notEqual.push(child);
            continue;
          }
          const bits = clause(child, n);
          if (result === null) result = bits;
          else {
            andInto(result, bits);
            this.release(bits);
          }
        }
        result ??= this.copyOf(this.allDocs);
        for (const { attribute, value } of notEqual) this.column(attribute.value).andNotEqual(result, value.value, parseFiniteNumber(value.value));
        for (const child of negated) {
          const bits = clause(child, n);
          andNotInto(result, bits);
          this.release(bits);
        }
        return result;
      }
      case 'or': {
        const result = this.evaluate(node.children[0]!, n);
        for (let i = 1; i < node.children.length; i++) {
          const bits = this.evaluate(node.children[i]!, n);
          orInto(result, bits);
          this.release(bits);
        }
        return result;
      }
      case 'not': {
        const bits = this.evaluate(node.child, n);
        notInPlace(bits, n);
        return bits;
      }
      case 'compare': {
        const column = this.column(node.attribute.value);
        const { operator, value } = node;
        if (operator === '=' || operator === '!=') {
          const bits = this.acquire();
          column.orEqual(bits, value.value, parseFiniteNumber(value.value));
          if (operator === '!=') notInPlace(bits, n);
          return bits;
        }
        const bits = this.acquire();
        const x = parseFiniteNumber(value.value);
        if (x === null) {
          // Not a number: strings compare lexicographically, as Meilisearch does.
          const v = value.value;
          if (operator === '>') column.orStringRange(bits, v, false, null, true);
          else if (operator === '>=') column.orStringRange(bits, v, true, null, true);
          else if (operator === '<') column.orStringRange(bits, null, true, v, false);
          else column.orStringRange(bits, null, true, v, true);
          return bits;
        }
        if (operator === '>') column.orRange(bits, x, false, Infinity, true);
        else if (operator === '>=') column.orRange(bits, x, true, Infinity, true);
        else if (operator === '<') column.orRange(bits, -Infinity, true, x, false);
        else column.orRange(bits, -Infinity, true, x, true);
        return bits;
      }
      case 'range': {
        const from = parseFiniteNumber(node.from.value);
        const to = parseFiniteNumber(node.to.value);
        const bits = this.acquire();
        const column = this.column(node.attribute.value);
        if (from !== null && to !== null) column.orRange(bits, from, true, to, true);
        else column.orStringRange(bits, node.from.value, true, node.to.value, true);
        return bits;
      }
      case 'in': {
        const column = this.column(node.attribute.value);
        const bits = this.acquire();
        for (const value of node.values) column.orEqual(bits, value.value, parseFiniteNumber(value.value));
        return bits;
      }
      case 'exists':
        return this.copyOf(this.column(node.attribute.value).exists);
      case 'isNull':
        return this.copyOf(this.column(node.attribute.value).nulls);
      case 'isEmpty':
        return this.copyOf(this.column(node.attribute.value).empties);
      case 'geoRadius':
      case 'geoBoundingBox': {
        const bits = this.acquire();
        evaluateGeo(node, this.geo, bits);
        return bits;
      }
    }
  }
}

const CLAUSE_CACHE_ENTRIES = 64;
const FACET_COUNT_CACHE_ENTRIES = 256;
const GEO_SORT_CACHE_ENTRIES = 8;

/** The cached value for `key` (moved to most recent), or a new one, evicting the oldest past the bound. */
function lruGet<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let value = cache.get(key);
  if (value !== undefined) {
    cache.delete(key);
  } else {
    value = build();
    if (cache.size >= MAX_DYNAMIC_COLUMNS) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, value);
  return value;
}

const MAX_KNOWN_PATHS = 2000;

/** Every dotted path below the attributes (or below any key for `*`) that some document holds. */
function subPaths(docs: readonly Record<string, unknown>[], attributes: readonly string[]): Set<string> {
  const out = new Set<string>();
  const all = attributes.includes('*');
  const visit = (value: unknown, path: string, depth: number): void => {
    if (out.size >= MAX_KNOWN_PATHS || depth > 4) return;
    if (Array.isArray(value)) {
      for (const v of value) if (v !== null && typeof v === 'object') visit(v, path, depth);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const key in value as Record<string, unknown>) {
      const child = `${path}.${key}`;
      out.add(child);
      visit((value as Record<string, unknown>)[key], child, depth + 1);
    }
  };
  for (const doc of docs) {
    if (all) {
      for (const key in doc) {
        out.add(key);
        visit(doc[key], key, 1);
      }
    } else {
      for (const attribute of attributes) {
        const { leaves, present } = readAttribute(doc, splitPath(attribute));
        if (!present && leaves.length === 0) continue;
        const top = attribute.split('.').reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), doc);
        if (top !== null && typeof top === 'object') visit(top, attribute, 1);
      }
    }
    if (out.size >= MAX_KNOWN_PATHS) break;
  }
  return out;
}

/** Refuses a filter whose text is longer than MAX_FILTER_CHARS in all, before parsing it. */
function checkFilterSize(filter: unknown): void {
  let chars = 0;
  const add = (v: unknown): void => {
    if (typeof v === 'string') chars += v.length;
    else if (Array.isArray(v))
      for (const e of v)
        if (typeof e === 'string') chars += e.length;
        else if (Array.isArray(e)) for (const x of e) if (typeof x === 'string') chars += x.length;
  };
  add(filter);
  if (chars > MAX_FILTER_CHARS) {
    throw new SearchError('invalid_search_filter', `The filter is ${chars} characters long; at most ${MAX_FILTER_CHARS} are accepted.`);
  }
}

/** Conditions in a parsed filter, each IN value counting as one. */
function countConditions(root: FilterNode): number {
  let count = 0;
  const stack: FilterNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'and' || node.type === 'or') stack.push(...node.children);
    else if (node.type === 'not') stack.push(node.child);
    else count += node.type === 'in' ? Math.max(1, node.values.length) : 1;
  }
  return count;
}
