// The parsed form of a Meilisearch filter expression.

import { unknownOption } from '../../../runtime/lib/unknown-option';

/** A piece of the filter text: its unescaped value and where it sits in `source` (UTF-16 offsets). */
export interface FilterToken {
  value: string;
  start: number;
  end: number;
  source: string;
}

export type ComparisonOperator = '=' | '!=' | '>' | '>=' | '<' | '<=';

export type FilterNode =
  | { type: 'and'; children: FilterNode[] }
  | { type: 'or'; children: FilterNode[] }
  | { type: 'not'; child: FilterNode }
  | { type: 'compare'; attribute: FilterToken; operator: ComparisonOperator; value: FilterToken }
  | { type: 'range'; attribute: FilterToken; from: FilterToken; to: FilterToken }
  | { type: 'in'; attribute: FilterToken; values: FilterToken[] }
  | { type: 'exists'; attribute: FilterToken }
  | { type: 'isNull'; attribute: FilterToken }
  | { type: 'isEmpty'; attribute: FilterToken }
  | { type: 'contains'; attribute: FilterToken; value: FilterToken }
  | { type: 'startsWith'; attribute: FilterToken; value: FilterToken }
  | { type: 'geoRadius'; token: FilterToken; args: number[]; argTokens: FilterToken[] }
  | { type: 'geoBoundingBox'; token: FilterToken; args: number[]; argTokens: FilterToken[] }
  | { type: 'geoPolygon'; token: FilterToken; points: [FilterToken, FilterToken][] };

/** Meilisearch's array form: outer array AND, inner arrays OR, each string a filter expression. */
export type FilterParam = string | (string | string[])[];

/** Every attribute token in the order it appears, for the filterable check Meilisearch runs first. */
export function filterAttributes(node: FilterNode, out: FilterToken[] = []): FilterToken[] {
  switch (node.type) {
    case 'and':
    case 'or':
      for (const child of node.children) filterAttributes(child, out);
      break;
    case 'not':
      filterAttributes(node.child, out);
      break;
    case 'geoRadius':
    case 'geoBoundingBox':
    case 'geoPolygon':
      break;
    case 'compare':
    case 'range':
    case 'in':
    case 'exists':
    case 'isNull':
    case 'isEmpty':
    case 'contains':
    case 'startsWith':
      out.push(node.attribute);
      break;
    default:
      return unknownOption(node);
  }
  return out;
}
