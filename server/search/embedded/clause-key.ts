// Filter clauses as cache keys: the engine keeps the matches of recent clauses, since a stock
// page's queries repeat the base filter and most of the shopper's filters.
import type { FilterNode, FilterToken } from './filter-parser';

/** Clauses of more conditions than this are not cached (nor are the clauses of a longer AND). */
export const MAX_CACHED_CLAUSE_CONDITIONS = 16;

/**
 * A filter clause as cache key text (values, not source positions), or null past `budget`
 * conditions: a long clause is rarely repeated and costly to key.
 */
export function clauseKey(node: FilterNode, counter: { budget: number }): string | null {
  const v = (t: FilterToken) => JSON.stringify(t.value);
  switch (node.type) {
    case 'and':
    case 'or': {
      const parts: string[] = [];
      for (const child of node.children) {
        const part = clauseKey(child, counter);
        if (part === null) return null;
        parts.push(part);
      }
      return `${node.type}(${parts.join(',')})`;
    }
    case 'not': {
      const part = clauseKey(node.child, counter);
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
      }
  }
}
