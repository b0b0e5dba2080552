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
import {
  type Bitset,
  andInto,
  andNotInto,
  bitsetToIds,
  countBits,
  emptyBitset,
  fullBitset,
  hasBit,
  notInPlace,
  orInto,
} from './bitset';
import { isCoveredBy, parseFiniteNumber } from './document-values';
import { SearchError, describeJsonValue } from './errors';
import { type FilterNode, type FilterParam, type FilterToken, filterAttributes, filterError, parseFilterParam } from './filter-parser';
import { SortColumn, type SortKeys } from './sort-column';
import { type ParsedQuery, TextIndex, highlightText, parseQuery } from './text-index';
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
}

/** Meilisearch's search result, as the runtime reads it. */
export type SearchResult = SearchResultShape;

export interface BuildStats {
  documents: number;
  buildMs: number;
}

interface SortRule {
  keys: SortKeys;
}

const DEFAULT_LIMIT = 20;
const DEFAULT_MAX_TOTAL_HITS = 1000;
const DEFAULT_MAX_VALUES_PER_FACET = 100;
const FILTER_CACHE_SIZE = 512;
const DOCUMENT_ID = /^[a-zA-Z0-9_-]{1,511}$/;

function backtickList(values: readonly string[]): string {
  return [...values].sort().join(', ');
}

/** Keeps the k best ids under `compare`, returned in order. */
function topK(ids: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  const heap: number[] = [];
  const siftDown = (from: number): void => {
    let i = from;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < heap.length && compare(heap[l]!, heap[worst]!) > 0) worst = l;
      if (r < heap.length && compare(heap[r]!, heap[worst]!) > 0) worst = r;
      if (worst === i) return;
      [heap[i], heap[worst]] = [heap[worst]!, heap[i]!];
      i = worst;
    }
  };
  for (let p = 0; p < ids.length; p++) {
    const id = ids[p]!;
    if (heap.length < k) {
      heap.push(id);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (compare(heap[i]!, heap[parent]!) <= 0) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
    } else if (compare(id, heap[0]!) < 0) {
      heap[0] = id;
      siftDown(0);
    }
  }
  return heap.sort(compare);
}

export class EmbeddedIndex {
  private documents: Record<string, unknown>[] = [];
  private columns = new Map<string, AttributeColumn>();
  private sortColumns = new Map<string, SortColumn>();
  private text: TextIndex | null = null;
  private readonly filterCache = new Map<string, FilterNode | null>();
  /** Reused bitsets and id buffer: a search is synchronous, so nothing escapes it. */
  private pool: Bitset[] = [];
  private idBuffer = new Uint32Array(0);
  private allDocs: Bitset = fullBitset(0);
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
    const text = new TextIndex(this.searchableFields(docs), docs);

    this.documents = docs;
    this.pool = [];
    this.idBuffer = new Uint32Array(docs.length);
    this.allDocs = fullBitset(docs.length);
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

  private column(attribute: string): AttributeColumn {
    let column = this.columns.get(attribute);
    if (column === undefined) {
      // A sub-field of a filterable object (location.slug under location), built on first use.
      column = new AttributeColumn(attribute, this.documents);
      this.columns.set(attribute, column);
    }
    return column;
  }

  private sortColumn(attribute: string): SortColumn {
    let column = this.sortColumns.get(attribute);
    if (column === undefined) {
      column = new SortColumn(attribute, this.documents);
      this.sortColumns.set(attribute, column);
    }
    return column;
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
    const q = this.validateQ(query.q);
    const limit = this.validateCount(query.limit, 'limit', DEFAULT_LIMIT);
    const offset = this.validateCount(query.offset, 'offset', 0);
    const highlight = this.validateHighlight(query);
    const sortRules = this.parseSort(query.sort);
    const filter = this.compileFilter(query.filter);
    const facets = this.validateFacets(query.facets);

    const n = this.documents.length;
    const bits = filter === null ? this.copyOf(this.allDocs) : this.evaluate(filter, n);
    const parsedQuery = parseQuery(q);
    const text = this.text === null ? null : this.text.match(q, parsedQuery);
    if (text !== null) andInto(bits, text.bits);
    const cost = text === null ? null : text.cost;
    const total = countBits(bits);
    let matchedIds: Uint32Array | null = null;
    const ids = (): Uint32Array => (matchedIds ??= bitsetToIds(bits, total, this.idBuffer));

    const result: SearchResult = {
      indexUid: this.uid,
      hits: [],
      query: q,
      limit,
      offset,
      estimatedTotalHits: total,
      processingTimeMs: 0,
    };

    if (facets !== null) {
      const maxValues = this.settings.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET;
      const distribution: Record<string, Record<string, number>> = {};
      const stats: Record<string, { min: number; max: number }> = {};
      for (const facet of facets) {
        const counts: FacetCounts = total === 0 ? { distribution: {} } : this.column(facet).countFacets(bits, total, ids, maxValues);
        distribution[facet] = counts.distribution;
        if (counts.stats) stats[facet] = counts.stats;
      }
      result.facetDistribution = distribution;
      result.facetStats = stats;
    }

    const maxTotalHits = this.settings.maxTotalHits ?? DEFAULT_MAX_TOTAL_HITS;
    const end = Math.min(offset + limit, maxTotalHits, total);
    if (end > offset) {
      const page = this.selectPage(bits, total, ids, sortRules, cost, offset, end);
      result.hits = page.map((doc) => this.formatHit(doc, highlight, parsedQuery));
    }
    this.release(bits);
    result.processingTimeMs = Math.floor(performance.now() - started);
    return result;
  }

  // ---------------------------------------------------------------- validation

  private validateQ(q: unknown): string {
    if (q === undefined || q === null) return '';
    if (typeof q !== 'string') {
      throw new SearchError('invalid_search_q', `Invalid value type at \`.q\`: expected a string, but found ${describeJsonValue(q)}`);
    }
    return q;
  }

  private validateCount(value: unknown, name: 'limit' | 'offset', fallback: number): number {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      throw new SearchError(
        name === 'limit' ? 'invalid_search_limit' : 'invalid_search_offset',
        `Invalid value type at \`.${name}\`: expected a positive integer, but found ${describeJsonValue(value)}`,
      );
    }
    return value;
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
        throw new SearchError(
          'invalid_search_sort',
          `Invalid value type at \`.sort[${i}]\`: expected a string, but found ${describeJsonValue(expression)}`,
        );
      }
      const colon = expression.lastIndexOf(':');
      const direction = colon < 0 ? '' : expression.slice(colon + 1);
      const attribute = colon < 0 ? expression : expression.slice(0, colon);
      if (attribute.startsWith('_geoPoint(')) {
        throw new SearchError('invalid_search_sort', 'The `_geoPoint` sort rule is not supported by this index.');
      }
      if (direction !== 'asc' && direction !== 'desc') {
        throw new SearchError(
          'invalid_search_sort',
          `Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${expression}\`.`,
        );
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
    const requested = facets.includes('*') ? filterable.filter((f) => f !== '*') : [...new Set(facets as string[])];
    const refused = requested.filter((f) => !isCoveredBy(f, filterable));
    if (refused.length > 0) {
      const available = filterable.length === 1 ? `The available filterable attribute is \`${filterable[0]}\`.` : `The available filterable attributes are \`${backtickList(filterable)}\`.`;
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
    const key = typeof filter === 'string' ? filter : JSON.stringify(filter);
    let node = this.filterCache.get(key);
    if (node === undefined) {
      node = parseFilterParam(filter);
      if (this.filterCache.size >= FILTER_CACHE_SIZE) this.filterCache.clear();
      this.filterCache.set(key, node);
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
        throw filterError('Geo filters are not supported by the embedded search index.', n.token.source, n.token.start, n.token.end);
      }
      if (n.type === 'and' || n.type === 'or') n.children.forEach(visit);
      else if (n.type === 'not') visit(n.child);
    };
    for (const token of filterAttributes(node)) if (!isCoveredBy(token.value, filterable)) refuse(token.value, token);
    visit(node);
  }

  private operand(token: FilterToken): number {
    const value = parseFiniteNumber(token.value);
    if (value === null) throw filterError('invalid float literal', token.source, token.start, token.end);
    return value;
  }

  /** A bitset (from the pool; the caller releases it) of the documents matching `node`. */
  private evaluate(node: FilterNode, n: number): Bitset {
    switch (node.type) {
      case 'and': {
        let result: Bitset | null = null;
        const negated: FilterNode[] = [];
        for (const child of node.children) {
          if (child.type === 'not') {
            negated.push(child.child);
            continue;
          }
          const bits = this.evaluate(child, n);
          if (result === null) result = bits;
          else {
            andInto(result, bits);
            this.release(bits);
          }
        }
        result ??= this.copyOf(this.allDocs);
        for (const child of negated) {
          const bits = this.evaluate(child, n);
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
        const x = this.operand(value);
        const bits = this.acquire();
        if (operator === '>') column.orRange(bits, x, false, Infinity, true);
        else if (operator === '>=') column.orRange(bits, x, true, Infinity, true);
        else if (operator === '<') column.orRange(bits, -Infinity, true, x, false);
        else column.orRange(bits, -Infinity, true, x, true);
        return bits;
      }
      case 'range': {
        const from = this.operand(node.from);
        const to = this.operand(node.to);
        const bits = this.acquire();
        this.column(node.attribute.value).orRange(bits, from, true, to, true);
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
      case 'geoBoundingBox':
        return this.acquire(); // refused by checkFilterable
    }
  }

  // ---------------------------------------------------------------- ranking

  private selectPage(
    bits: Bitset,
    total: number,
    ids: () => Uint32Array,
    rules: SortRule[],
    cost: Uint32Array | null,
    offset: number,
    end: number,
  ): number[] {
    if (rules.length === 0 && cost === null) {
      // Insertion order: skip `offset` set bits word by word, then collect.
      const page: number[] = [];
      let skipped = 0;
      for (let w = 0; w < bits.length && page.length < end - offset; w++) {
        let v = bits[w]!;
        while (v !== 0 && page.length < end - offset) {
          const t = v & -v;
          if (skipped < offset) skipped++;
          else page.push((w << 5) + 31 - Math.clz32(t));
          v ^= t;
        }
      }
      return page;
    }

    const compare = (a: number, b: number): number => {
      for (const rule of rules) {
        const d = rule.keys.rank[a]! - rule.keys.rank[b]!;
        if (d !== 0) return d;
      }
      if (cost !== null) {
        const d = cost[a]! - cost[b]!;
        if (d !== 0) return d;
      }
      return a - b;
    };

    if (rules.length === 0 || total <= 4 * end) return topK(ids(), end, compare).slice(offset);

    // Walk the first rule's presorted order; stop once `end` documents are in and the next one
    // ranks differently, so later rules and relevance only reorder that last tie group.
    const { rank, order } = rules[0]!.keys;
    const collected: number[] = [];
    let boundary = -1;
    for (let p = 0; p < order.length; p++) {
      const doc = order[p]!;
      if (!hasBit(bits, doc)) continue;
      if (collected.length >= end && rank[doc] !== boundary) break;
      collected.push(doc);
      if (collected.length === end) boundary = rank[doc]!;
    }
    if (rules.length > 1 || cost !== null) collected.sort(compare);
    return collected.slice(offset, end);
  }

  // ---------------------------------------------------------------- hits

  private formatHit(
    doc: number,
    highlight: { attributes: readonly string[]; pre: string; post: string } | null,
    query: ParsedQuery,
  ): Record<string, unknown> {
    const source = this.documents[doc]!;
    const hit: Record<string, unknown> = { ...source };
    if (highlight === null) return hit;
    const { attributes, pre, post } = highlight;
    const matching = query.words.length > 0 || query.phrases.length > 0;
    // Meilisearch formats highlighted attributes as text: numbers become strings.
    const deep = (value: unknown): unknown => {
      switch (typeof value) {
        case 'string':
          return matching ? highlightText(value, query, pre, post) : value;
        case 'number':
          return matching ? highlightText(String(value), query, pre, post) : String(value);
        case 'object': {
          if (value === null) return null;
          if (Array.isArray(value)) return value.map(deep);
          const out: Record<string, unknown> = {};
          for (const key in value) out[key] = deep((value as Record<string, unknown>)[key]);
          return out;
        }
        default:
          return value;
      }
    };
    const format = (record: Record<string, unknown>, prefix: string): Record<string, unknown> => {
      const out: Record<string, unknown> = {};
      for (const key in record) {
        const value = record[key];
        const path = prefix === '' ? key : `${prefix}.${key}`;
        if (isCoveredBy(path, attributes)) out[key] = deep(value);
        else if (value !== null && typeof value === 'object' && attributes.some((a) => a.startsWith(`${path}.`))) {
          out[key] = Array.isArray(value)
            ? value.map((v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? format(v as Record<string, unknown>, path) : v))
            : format(value as Record<string, unknown>, path);
        } else out[key] = value;
      }
      return out;
    };
    hit._formatted = attributes.includes('*') ? deep(source) : format(source, '');
    return hit;
  }
}
