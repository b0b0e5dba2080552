// Filter evaluation: a parsed filter to a bitset of matching documents, by bitset algebra over
// the attribute columns; the bitsets of recent small clauses are kept per index generation.

import { unknownOption } from '../../../runtime/lib/unknown-option';
import { type Bitset, type BitsetPool, andInto, andNotInto, notInPlace, orInto } from './bitset';
import { MAX_CACHED_CLAUSE_CONDITIONS, clauseKey } from './clause-key';
import type { ColumnStore } from './column-store';
import { parseFiniteNumber } from './document-values';
import type { FilterNode } from './filter-parser';
import { type GeoPoints, evaluateGeo } from './geo';
import { type GeojsonPoints, evaluatePolygon } from './geo-polygon';
import { type Steps, runToEnd } from './time-slice';

const CLAUSE_CACHE_ENTRIES = 64;
/** `!=` conditions of one AND applied between two pause points. */
const NOT_EQUAL_CHUNK = 16;

export class FilterEvaluator {
  /** Matches of recent small filter clauses, by clause text. */
  private readonly clauseCache = new Map<string, Bitset>();

  constructor(
    private readonly columns: ColumnStore,
    private readonly pool: BitsetPool,
    private readonly geo: GeoPoints,
    private readonly geojson: GeojsonPoints = [],
    /** Whether `_geo` is filterable: `_geoRadius` and `_geoBoundingBox` then read it (milli's is_geo_filtering_enabled). */
    private readonly geoFilterable = true,
  ) {}

  /**
   * `evaluate` through a cache of recent clauses: a stock page's 13 queries repeat the base filter
   * and all but one of the shopper's filters, and the next page view repeats most of them again.
   */
  evaluateCached(node: FilterNode, n: number = this.pool.n, key = clauseKey(node, { budget: MAX_CACHED_CLAUSE_CONDITIONS })): Bitset {
    return runToEnd(this.evaluateSteps(node, n, key));
  }

  /** evaluateCached in slices (time-slice.ts): it pauses after each child of an AND or OR. */
  *evaluateSteps(node: FilterNode, n: number = this.pool.n, key = clauseKey(node, { budget: MAX_CACHED_CLAUSE_CONDITIONS })): Steps<Bitset> {
    if (key === null) return yield* this.evaluate(node, n);
    const cached = this.clauseCache.get(key);
    if (cached !== undefined) {
      this.clauseCache.delete(key);
      this.clauseCache.set(key, cached);
      return this.pool.copyOf(cached);
    }
    const bits = yield* this.evaluate(node, n);
    if (this.clauseCache.size >= CLAUSE_CACHE_ENTRIES) this.clauseCache.delete(this.clauseCache.keys().next().value!);
    this.clauseCache.set(key, Uint32Array.from(bits));
    return bits;
  }

  private *evaluate(node: FilterNode, n: number): Steps<Bitset> {
    switch (node.type) {
      case 'and': {
        let result: Bitset | null = null;
        const negated: FilterNode[] = [];
        const notEqual: Extract<FilterNode, { type: 'compare' }>[] = [];
        // The clauses of a short AND are cached; a long one (hundreds of conditions) is rarely
        // repeated, and keeping a copy of every clause's bitset would cost more than it saves.
        const clause = node.children.length <= MAX_CACHED_CLAUSE_CONDITIONS ? this.evaluateSteps.bind(this) : this.evaluate.bind(this);
        for (const child of node.children) {
          if (child.type === 'not') {
            negated.push(child.child);
            continue;
          }
          if (child.type === 'compare' && child.operator === '!=') {
            notEqual.push(child);
            continue;
          }
          const bits = yield* clause(child, n);
          if (result === null) result = bits;
          else {
            andInto(result, bits);
            this.pool.release(bits);
          }
          yield;
        }
        result ??= this.pool.copyOf(this.pool.all);
        for (const [k, { attribute, value }] of notEqual.entries()) {
          this.columns.column(attribute.value).andNotEqual(result, value.value, parseFiniteNumber(value.value));
          if (k % NOT_EQUAL_CHUNK === NOT_EQUAL_CHUNK - 1) yield;
        }
        for (const child of negated) {
          const bits = yield* clause(child, n);
          andNotInto(result, bits);
          this.pool.release(bits);
          yield;
        }
        return result;
      }
      case 'or': {
        const result = yield* this.evaluate(node.children[0]!, n);
        for (let i = 1; i < node.children.length; i++) {
          yield;
          const bits = yield* this.evaluate(node.children[i]!, n);
          orInto(result, bits);
          this.pool.release(bits);
        }
        return result;
      }
      case 'not': {
        const bits = yield* this.evaluate(node.child, n);
        notInPlace(bits, n);
        return bits;
      }
      case 'compare': {
        const column = this.columns.column(node.attribute.value);
        const { operator, value } = node;
        if (operator === '=' || operator === '!=') {
          const bits = this.pool.acquire();
          column.orEqual(bits, value.value, parseFiniteNumber(value.value));
          if (operator === '!=') notInPlace(bits, n);
          return bits;
        }
        const bits = this.pool.acquire();
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
        const bits = this.pool.acquire();
        const column = this.columns.column(node.attribute.value);
        if (from !== null && to !== null) column.orRange(bits, from, true, to, true);
        else column.orStringRange(bits, node.from.value, true, node.to.value, true);
        return bits;
      }
      case 'in': {
        const column = this.columns.column(node.attribute.value);
        const bits = this.pool.acquire();
        for (const value of node.values) column.orEqual(bits, value.value, parseFiniteNumber(value.value));
        return bits;
      }
      case 'exists':
        return this.pool.copyOf(this.columns.column(node.attribute.value).exists);
      case 'isNull':
        return this.pool.copyOf(this.columns.column(node.attribute.value).nulls);
      case 'contains':
      case 'startsWith': {
        const bits = this.pool.acquire();
        this.columns.column(node.attribute.value).orStringMatch(bits, node.value.value, node.type);
        return bits;
      }
      case 'isEmpty':
        return this.pool.copyOf(this.columns.column(node.attribute.value).empties);
      case 'geoRadius':
      case 'geoBoundingBox': {
        const bits = this.pool.acquire();
        evaluateGeo(node, this.geoFilterable ? this.geo : null, this.geojson, bits);
        return bits;
      }
      case 'geoPolygon': {
        const bits = this.pool.acquire();
        evaluatePolygon(node.points, this.geojson, bits);
        return bits;
      }
      default:
        return unknownOption(node);
    }
  }
}
