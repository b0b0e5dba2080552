// Filter clauses as cache keys: the engine keeps the matches of recent clauses, since a stock
// page's queries repeat the base filter and most of the shopper's filters.
import { unknownOption } from '../../../runtime/lib/unknown-option';
import type { FilterNode, FilterToken } from './filter-parser';

/** Clauses of more conditions than this are not cached (nor are the clauses of a longer AND). */
export const MAX_CACHED_CLAUSE_CONDITIONS = 16;

/** Each parsed clause's key with no budget, and its conditions (parsed filters are cached and never changed). */
const keys = new WeakMap<FilterNode, { key: string; conditions: number }>();

/**
 * A filter clause as cache key text (values, not source positions), or null past `budget`
 * conditions: a long clause is rarely repeated and costly to key. Takes `budget` down by the
 * clause's conditions. Remembered per clause: a stock page's multi-search keys the same parsed
 * filter in most of its queries, and each AND's clauses again when they are evaluated.
 */
export function clauseKey(node: FilterNode, counter: { budget: number }): string | null {
  let known = keys.get(node);
  if (known === undefined) {
    const count = { budget: Number.MAX_SAFE_INTEGER };
    const key = keyOf(node, count)!;
    known = { key, conditions: Number.MAX_SAFE_INTEGER - count.budget };
    keys.set(node, known);
  }
  counter.budget -= known.conditions;
  return counter.budget < 0 ? null : known.key;
}

function keyOf(node: FilterNode, counter: { budget: number }): string | null {
  const v = (t: FilterToken) => JSON.stringify(t.value);
  switch (node.type) {
    case 'and':
    case 'or': {
      const parts: string[] = [];
      for (const child of node.children) {
        const part = keyOf(child, counter);
        if (part === null) return null;
        parts.push(part);
      }
      return `${node.type}(${parts.join(',')})`;
    }
    case 'not': {
      const part = keyOf(node.child, counter);
      return part === null ? null : `not(${part})`;
    }
    default:
      if (--counter.budget < 0) return null;
      switch (node.type) {
        case 'compare':
          return `${v(node.attribute)}${node.operator}${v(node.value)}`;
        case 'range':
          return `${v(node.attribute)}[${v(node.from)},${v(node.to)}]`;
        case 'in':
          return `${v(node.attribute)} in[${node.values.map(v).join(',')}]`;
        case 'exists':
        case 'isNull':
        case 'isEmpty':
          return `${v(node.attribute)} ${node.type}`;
        case 'contains':
        case 'startsWith':
          return `${v(node.attribute)} ${node.type} ${v(node.value)}`;
        case 'geoRadius':
        case 'geoBoundingBox':
          return `${node.type}(${node.args.join(',')})`;
        case 'geoPolygon':
          return `geoPolygon(${node.points.map(([a, b]) => `${a.value},${b.value}`).join(',')})`;
        default:
          return unknownOption(node);
      }
  }
}
