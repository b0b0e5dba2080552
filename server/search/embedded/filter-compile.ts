// A filter parameter to its parsed form: size limits, the parse cache, filterable checks.

import { isCoveredBy } from './document-values';
import { SearchError } from './errors';
import { type FilterNode, type FilterToken, filterAttributes, filterError, parseFilterParam } from './filter-parser';
import { FILTER_CACHE_ENTRIES, FILTER_CACHE_KEY_CHARS, MAX_FILTER_CHARS, MAX_FILTER_CONDITIONS } from './search-limits';
import { backtickEach } from './query-validation';
import { checkGeoArgs } from './geo';
import { checkPolygonPoints } from './geo-polygon';

/**
 * The parsed filter (null for none), from `cache` when the same text was parsed before; refuses
 * filters too long or with too many conditions. Filterable attributes are checkFilterable's.
 */
export function compileFilter(filter: unknown, cache: Map<string, FilterNode | null>): FilterNode | null {
  if (filter === undefined || filter === null) return null;
  checkFilterSize(filter);
  const key = typeof filter === 'string' ? filter : JSON.stringify(filter);
  let node = cache.get(key);
  if (node === undefined) {
    node = parseFilterParam(filter);
    if (node !== null && countConditions(node) > MAX_FILTER_CONDITIONS) {
      throw new SearchError('invalid_search_filter', `The filter has more than ${MAX_FILTER_CONDITIONS} conditions. Try a shorter filter.`);
    }
    if (key.length <= FILTER_CACHE_KEY_CHARS) {
      if (cache.size >= FILTER_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
      cache.set(key, node);
    }
  }
  return node;
}

/**
 * milli's checks as it evaluates a filter: every attribute filterable (all first, as IndexFilter
 * evaluate does), then the geo filters' arguments and attributes in the filter's order.
 */
export function checkFilterable(node: FilterNode, filterable: readonly string[]): void {
  const refuse = (name: string, token: FilterToken): never => {
    const detail =
      filterable.length === 0
        ? 'This index does not have configured filterable attributes.'
        : `Available filterable attribute patterns are: ${backtickEach(filterable)}.`;
    throw filterError(`Attribute \`${name}\` is not filterable. ${detail}`, token.source, token.start, token.end);
  };
  const visit = (n: FilterNode): void => {
    if (n.type === 'geoRadius' || n.type === 'geoBoundingBox') {
      // milli checks the coordinates first, then wants `_geo` or `_geojson` filterable.
      checkGeoArgs(n);
      if (!isCoveredBy('_geo', filterable) && !isCoveredBy('_geojson', filterable)) refuse('_geo/_geojson', n.argTokens[0]!);
    }
    if (n.type === 'geoPolygon') {
      // milli wants `_geojson` filterable first, then checks each point.
      if (!isCoveredBy('_geojson', filterable)) refuse('_geojson', n.points[0]![0]);
      checkPolygonPoints(n.points);
    }
    if (n.type === 'and' || n.type === 'or') n.children.forEach(visit);
    else if (n.type === 'not') visit(n.child);
  };
  for (const token of filterAttributes(node)) if (!isCoveredBy(token.value, filterable)) refuse(token.value, token);
  visit(node);
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
