// Meilisearch filter expressions: a pure parser from text to a typed AST.
//
// Grammar (after Meilisearch's filter-parser; keywords are upper case only, as in Meilisearch:
// `and`, `or`, `not in` are plain words):
//   filter     = expression EOF
//   expression = or
//   or         = and ("OR" and)*
//   and        = not ("AND" not)*
//   not        = "NOT" not | primary
//   primary    = "(" expression ")" | geoRadius | geoBoundingBox | geoPolygon
//              | value ("=" | "!=" | ">" | ">=" | "<" | "<=") value
//              | value "IN" "[" value ("," value)* ","? "]" | value "NOT" "IN" "[" ... "]"
//              | value "EXISTS" | value "NOT" "EXISTS"
//              | value "IS" ("NOT")? ("NULL" | "EMPTY")
//              | value "NOT"? "CONTAINS" value | value "NOT"? "STARTS WITH" value
//              | value value "TO" value
//   value      = word | 'single quoted' | "double quoted"   (backslash escapes inside quotes)
//   word       = (letter | digit | "_" | "-" | ".")+
// Errors carry Meilisearch's wording and its `start:end filter` suffix (1-based character columns).

import { SearchError } from './errors';
import type { ComparisonOperator, FilterNode, FilterToken } from './filter-ast';
import { SoftFailure, escapeDebug, filterError } from './filter-errors';
import { parsePolygonArgs } from './geo-polygon';
import { parseBoxArgs, parseRadiusArgs } from './geo-args';
import { FilterScanner, RESERVED_GEO_HINT, RESERVED_GEO_NAMES } from './filter-scanner';

export type { ComparisonOperator, FilterNode, FilterParam, FilterToken } from './filter-ast';
export { filterAttributes } from './filter-ast';
export { escapeDebug, filterError, filterPosition } from './filter-errors';

const MAX_FILTER_DEPTH = 200;
const OPERATION_LIST =
  '`=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `CONTAINS`, `NOT CONTAINS`, `STARTS WITH`, `NOT STARTS WITH`, `_geoRadius`, `_geoBoundingBox` or `_geoPolygon`';

class Parser extends FilterScanner {
  parse(): FilterNode {
    const node = this.parseOr(0);
    if (this.pos < this.src.length) {
      const rest = this.src.slice(this.pos);
      throw filterError(
        `Found unexpected characters at the end of the filter: \`${escapeDebug(rest)}\`. You probably forgot an \`OR\` or an \`AND\` rule.`,
        this.src,
        this.pos,
      );
    }
    return node;
  }

  private checkDepth(depth: number): void {
    if (depth > MAX_FILTER_DEPTH) {
      throw filterError(
        'The filter exceeded the maximum depth limit. Try rewriting the filter so that it contains fewer nested conditions.',
        this.src,
        this.pos,
      );
    }
  }

  private parseOr(depth: number): FilterNode {
    this.checkDepth(depth);
    const children = [this.parseAnd(depth + 1)];
    while (this.keyword('OR')) children.push(this.parseAnd(depth + 1));
    return children.length === 1 ? children[0]! : { type: 'or', children };
  }

  private parseAnd(depth: number): FilterNode {
    this.checkDepth(depth);
    const children = [this.parseNot(depth + 1)];
    while (this.keyword('AND')) children.push(this.parseNot(depth + 1));
    return children.length === 1 ? children[0]! : { type: 'and', children };
  }

  private parseNot(depth: number): FilterNode {
    this.checkDepth(depth);
    if (this.keyword('NOT')) {
      const inner = this.parseNot(depth + 1);
      return inner.type === 'not' ? inner.child : { type: 'not', child: inner };
    }
    return this.parsePrimary(depth + 1);
  }

  private invalidPrimary(start: number): SearchError {
    const rest = this.src.slice(start);
    const message =
      rest.trim() === ''
        ? `Was expecting an operation ${OPERATION_LIST} but instead got nothing.`
        : `Was expecting an operation ${OPERATION_LIST} at \`${escapeDebug(rest)}\`.`;
    return filterError(message, this.src, start);
  }

  /** Consumes `STARTS WITH` (one space between, as Meilisearch's tag) with the whitespace around it. */
  private startsWithKeyword(): boolean {
    const save = this.pos;
    this.skipWs();
    if (this.wordAt(this.pos) === 'STARTS' && this.src.startsWith('STARTS WITH', this.pos) && this.wordAt(this.pos + 7) === 'WITH') {
      this.pos += 11;
      this.skipWs();
      return true;
    }
    this.pos = save;
    return false;
  }

  private parsePrimary(depth: number): FilterNode {
    const start = this.pos;
    this.checkDepth(depth);
    this.skipWs();
    if (this.src[this.pos] === '(') {
      this.pos++;
      const inner = this.parseOr(depth + 1);
      this.skipWs();
      if (this.src[this.pos] !== ')') {
        throw filterError(`Expression \`${escapeDebug(this.src.slice(start))}\` is missing the following closing delimiter: \`)\`.`, this.src, start);
      }
      this.pos++;
      this.skipWs();
      return inner;
    }
    const word = this.wordAt(this.pos);
    if (word === '_geoRadius' || word === '_geoBoundingBox') return this.parseGeo(word);
    if (word === '_geoPolygon') {
      const token: FilterToken = { value: word, start: this.pos, end: this.pos + word.length, source: this.src };
      const { points, end } = parsePolygonArgs(this.src, this.pos + word.length);
      this.pos = end;
      this.skipWs();
      return { type: 'geoPolygon', token, points };
    }

    let attribute: FilterToken;
    try {
      attribute = this.parseValue();
    } catch (e) {
      if (e instanceof SoftFailure) throw e.reservedKeyword ? e.error : this.invalidPrimary(start);
      throw e;
    }
    if (RESERVED_GEO_NAMES.has(attribute.value)) {
      throw filterError(`\`${attribute.value}\` is a reserved keyword and thus ${RESERVED_GEO_HINT}`, this.src, start);
    }

    const op = /^(<=|>=|!=|<|>|=)/.exec(this.src.slice(this.pos, this.pos + 2));
    if (op) {
      this.pos += op[1]!.length;
      const value = this.parseValueCut();
      return { type: 'compare', attribute, operator: op[1] as ComparisonOperator, value };
    }

    const afterAttribute = this.pos;
    if (this.keyword('IN')) return { type: 'in', attribute, values: this.parseInBody() };
    if (this.keyword('NOT')) {
      if (this.keyword('IN')) return { type: 'not', child: { type: 'in', attribute, values: this.parseInBody() } };
      if (this.keyword('EXISTS')) return { type: 'not', child: { type: 'exists', attribute } };
      if (this.keyword('CONTAINS')) return { type: 'not', child: { type: 'contains', attribute, value: this.parseValueCut() } };
      if (this.startsWithKeyword()) return { type: 'not', child: { type: 'startsWith', attribute, value: this.parseValueCut() } };
      throw this.invalidPrimary(start);
    }
    if (this.keyword('EXISTS')) return { type: 'exists', attribute };
    if (this.keyword('CONTAINS')) return { type: 'contains', attribute, value: this.parseValueCut() };
    if (this.startsWithKeyword()) return { type: 'startsWith', attribute, value: this.parseValueCut() };
    if (this.keyword('IS')) {
      const negated = this.keyword('NOT');
      let node: FilterNode;
      if (this.keyword('NULL')) node = { type: 'isNull', attribute };
      else if (this.keyword('EMPTY')) node = { type: 'isEmpty', attribute };
      else throw this.invalidPrimary(start);
      return negated ? { type: 'not', child: node } : node;
    }

    this.pos = afterAttribute;
    let from: FilterToken;
    try {
      from = this.parseValue();
    } catch (e) {
      if (e instanceof SoftFailure) throw this.invalidPrimary(start);
      throw e;
    }
    if (!this.keyword('TO')) throw this.invalidPrimary(start);
    const to = this.parseValueCut();
    return { type: 'range', attribute, from, to };
  }

  private parseGeo(word: '_geoRadius' | '_geoBoundingBox'): FilterNode {
    const tokenStart = this.pos;
    const { tokens: argTokens, end } = (word === '_geoRadius' ? parseRadiusArgs : parseBoxArgs)(this.src, this.pos + word.length);
    this.pos = end;
    this.skipWs();
    const args = argTokens.map((t) => Number(t.value));
    const token: FilterToken = { value: word, start: tokenStart, end: tokenStart + word.length, source: this.src };
    return word === '_geoRadius' ? { type: 'geoRadius', token, args, argTokens } : { type: 'geoBoundingBox', token, args, argTokens };
  }
}

/** Parses one filter expression. Blank text parses to an empty AND, which matches every document. */
export function parseFilter(expression: string): FilterNode {
  if (expression.trim() === '') return { type: 'and', children: [] };
  return new Parser(expression).parse();
}

function describeFilterValue(value: unknown): string {
  if (typeof value === 'string') return `String(${JSON.stringify(value)})`;
  return JSON.stringify(value) ?? String(value);
}

/**
 * Parses the `filter` search parameter in either form: a string, or an array whose strings are
 * ANDed and whose inner arrays of strings are ORed. Returns null when there is nothing to filter.
 */
export function parseFilterParam(filter: unknown): FilterNode | null {
  if (filter === undefined || filter === null) return null;
  if (typeof filter === 'string') return filter.trim() === '' ? null : parseFilter(filter);
  if (!Array.isArray(filter)) {
    throw new SearchError(
      'invalid_search_filter',
      `Invalid syntax for the filter parameter: \`expected String, Array, found: ${describeFilterValue(filter)}\`.`,
    );
  }
  const children: FilterNode[] = [];
  for (const element of filter) {
    if (typeof element === 'string') {
      if (element.trim() !== '') children.push(parseFilter(element));
    } else if (Array.isArray(element)) {
      const alternatives: FilterNode[] = [];
      for (const inner of element) {
        if (typeof inner !== 'string') {
          throw new SearchError('invalid_search_filter', `Invalid syntax for the filter parameter: \`expected String, found: ${describeFilterValue(inner)}\`.`);
        }
        if (inner.trim() !== '') alternatives.push(parseFilter(inner));
      }
      if (alternatives.length === 1) children.push(alternatives[0]!);
      else if (alternatives.length > 1) children.push({ type: 'or', children: alternatives });
    } else {
      throw new SearchError(
        'invalid_search_filter',
        `Invalid syntax for the filter parameter: \`expected String, Array, found: ${describeFilterValue(element)}\`.`,
      );
    }
  }
  if (children.length === 0) return null;
  return children.length === 1 ? children[0]! : { type: 'and', children };
}
