// The filter cache keys as clause-key.ts made them before it remembered each parsed clause's key
// (session 13): what tests/unit/search/clause-key.test.ts compares the remembered keys with.
import type { FilterNode, FilterToken } from '../../../server/search/embedded/filter-parser';

export function referenceClauseKey(node: FilterNode, counter: { budget: number }): string | null {
  const v = (t: FilterToken) => JSON.stringify(t.value);
  switch (node.type) {
    case 'and':
    case 'or': {
      const parts: string[] = [];
      for (const child of node.children) {
        const part = referenceClauseKey(child, counter);
        if (part === null) return null;
        parts.push(part);
      }
      return `${node.type}(${parts.join(',')})`;
    }
    case 'not': {
      const part = referenceClauseKey(node.child, counter);
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
