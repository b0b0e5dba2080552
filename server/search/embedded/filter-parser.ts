// Meilisearch filter expressions: a pure parser from text to a typed AST.
//
// Grammar (after Meilisearch's filter-parser; keywords are upper case only, as in Meilisearch:
// `and`, `or`, `not in` are plain words):
//   filter     = expression EOF
//   expression = or
//   or         = and ("OR" and)*
//   and        = not ("AND" not)*
//   not        = "NOT" not | primary
//   primary    = "(" expression ")" | geoRadius | geoBoundingBox
//              | value ("=" | "!=" | ">" | ">=" | "<" | "<=") value
//              | value "IN" "[" value ("," value)* ","? "]" | value "NOT" "IN" "[" ... "]"
//              | value "EXISTS" | value "NOT" "EXISTS"
//              | value "IS" ("NOT")? ("NULL" | "EMPTY")
//              | value value "TO" value
//   value      = word | 'single quoted' | "double quoted"   (backslash escapes inside quotes)
//   word       = (letter | digit | "_" | "-" | ".")+
// Errors carry Meilisearch's wording and its `start:end filter` suffix (1-based character columns).

import { SearchError } from './errors';

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
  | { type: 'geoRadius'; token: FilterToken; args: number[]; argTokens: FilterToken[] }
  | { type: 'geoBoundingBox'; token: FilterToken; args: number[]; argTokens: FilterToken[] };

/** Meilisearch's array form: outer array AND, inner arrays OR, each string a filter expression. */
export type FilterParam = string | (string | string[])[];

const MAX_FILTER_DEPTH = 200;
const RESERVED_VALUE_KEYWORDS = new Set(['AND', 'OR', 'IN', 'NOT', 'TO', 'EXISTS', 'IS', 'NULL', 'EMPTY', '_geoRadius', '_geoBoundingBox']);
const RESERVED_GEO_NAMES = new Set(['_geo', '_geoDistance', '_geoPoint']);
const OPERATION_LIST =
  '`=`, `!=`, `>=`, `>`, `<=`, `<`, `IN`, `NOT IN`, `TO`, `EXISTS`, `NOT EXISTS`, `IS NULL`, `IS NOT NULL`, `IS EMPTY`, `IS NOT EMPTY`, `_geoRadius`, or `_geoBoundingBox`';
const RESERVED_GEO_HINT =
  "can't be used as a filter expression. Use the `_geoRadius(latitude, longitude, distance)` or `_geoBoundingBox([latitude, longitude], [latitude, longitude])` built-in rules to filter on `_geo` coordinates.";

const WORD = /[\p{L}\p{N}_.-]+/uy;
const WHITESPACE = /\s/u;
const FLOAT = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;

/** Rust's `str::escape_debug`, which Meilisearch applies to the text it quotes in messages. */
export function escapeDebug(text: string): string {
  return text.replace(/[\\'"\n\r\t\0]/g, (c) => {
    switch (c) {
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      case '\0':
        return '\\0';
      default:
        return `\\${c}`;
    }
  });
}

function codePointLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The `start:end source` line Meilisearch appends to a filter error (1-based character columns). */
export function filterPosition(source: string, start: number, end: number): string {
  const column = codePointLength(source.slice(0, start)) + 1;
  return `${column}:${column + codePointLength(source.slice(start, end))} ${source}`;
}

export function filterError(message: string, source: string, start: number, end = source.length): SearchError {
  return new SearchError('invalid_search_filter', `${message}\n${filterPosition(source, start, end)}`);
}

/** A failure that an enclosing alternative may still recover from (nom's `Error`, not `Failure`). */
class SoftFailure {
  constructor(
    readonly error: SearchError,
    readonly reservedKeyword = false,
  ) {}
}

class Parser {
  private pos = 0;

  constructor(private readonly src: string) {}

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

  private skipWs(): void {
    while (this.pos < this.src.length && WHITESPACE.test(this.src[this.pos]!)) this.pos++;
  }

  private wordAt(at: number): string | null {
    WORD.lastIndex = at;
    const m = WORD.exec(this.src);
    return m ? m[0] : null;
  }

  /** Consumes `keyword` (upper case, as Meilisearch) when it is the whole next word, with the whitespace around it. */
  private keyword(keyword: string): boolean {
    const save = this.pos;
    this.skipWs();
    const word = this.wordAt(this.pos);
    if (word !== null && word === keyword) {
      this.pos += word.length;
      this.skipWs();
      return true;
    }
    this.pos = save;
    return false;
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
    if (word === '_geoRadius' || word === '_geoBoundingBox') return this.parseGeo(word, start);

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
      throw this.invalidPrimary(start);
    }
    if (this.keyword('EXISTS')) return { type: 'exists', attribute };
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

  private parseGeo(word: '_geoRadius' | '_geoBoundingBox', start: number): FilterNode {
    const tokenStart = this.pos;
    this.pos += word.length;
    const args: number[] = [];
    const argTokens: FilterToken[] = [];
    const fail = (): SearchError =>
      filterError(
        word === '_geoRadius'
          ? 'The `_geoRadius` filter expects three arguments: `_geoRadius(latitude, longitude, radius)`.'
          : 'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.',
        this.src,
        start,
      );
    const expect = (c: string): void => {
      this.skipWs();
      if (this.src[this.pos] !== c) throw fail();
      this.pos++;
      this.skipWs();
    };
    const float = (): void => {
      this.skipWs();
      FLOAT.lastIndex = this.pos;
      const m = FLOAT.exec(this.src);
      if (!m) throw fail();
      args.push(Number(m[0]));
      argTokens.push({ value: m[0], start: this.pos, end: this.pos + m[0].length, source: this.src });
      this.pos += m[0].length;
      this.skipWs();
    };
    if (this.src[this.pos] !== '(') throw fail();
    this.pos++;
    if (word === '_geoRadius') {
      float();
      expect(',');
      float();
      expect(',');
      float();
    } else {
      expect('[');
      float();
      expect(',');
      float();
      expect(']');
      expect(',');
      expect('[');
      float();
      expect(',');
      float();
      expect(']');
    }
    expect(')');
    const token: FilterToken = { value: word, start: tokenStart, end: tokenStart + word.length, source: this.src };
    return word === '_geoRadius' ? { type: 'geoRadius', token, args, argTokens } : { type: 'geoBoundingBox', token, args, argTokens };
  }

  /** "IN" was consumed: `[` value (, value)* ,? `]`. Everything after IN is a hard failure. */
  private parseInBody(): FilterToken[] {
    if (this.src[this.pos] !== '[') throw filterError('Expected `[` after `IN` keyword.', this.src, this.pos);
    this.pos++;
    const values: FilterToken[] = [];
    const first = this.tryValue();
    if (first) {
      values.push(first);
      for (;;) {
        const save = this.pos;
        this.skipWs();
        if (this.src[this.pos] !== ',') {
          this.pos = save;
          break;
        }
        this.pos++;
        const next = this.tryValue();
        if (!next) {
          this.pos = save;
          break;
        }
        values.push(next);
      }
      const save = this.pos;
      this.skipWs();
      if (this.src[this.pos] === ',') {
        this.pos++;
        this.skipWs();
      } else {
        this.pos = save;
      }
    }
    const beforeBracket = this.pos;
    this.skipWs();
    if (this.src[this.pos] === ']') {
      this.pos++;
      this.skipWs();
      return values;
    }
    if (beforeBracket >= this.src.length) {
      throw filterError('Expected matching `]` after the list of field names given to `IN[`', this.src, beforeBracket);
    }
    throw filterError(
      `Expected only comma-separated field names inside \`IN[..]\` but instead found \`${escapeDebug(this.src.slice(beforeBracket))}\`.`,
      this.src,
      beforeBracket,
    );
  }

  private tryValue(): FilterToken | null {
    const save = this.pos;
    try {
      return this.parseValue();
    } catch (e) {
      if (e instanceof SoftFailure) {
        this.pos = save;
        return null;
      }
      throw e;
    }
  }

  private parseValueCut(): FilterToken {
    try {
      return this.parseValue();
    } catch (e) {
      if (e instanceof SoftFailure) throw e.error;
      throw e;
    }
  }

  /** value = WS* (word | quoted) WS*. Throws SoftFailure when no value is there, SearchError on a hard failure. */
  private parseValue(): FilterToken {
    this.skipWs();
    const src = this.src;
    const at = this.pos;
    const word = this.wordAt(at);
    if (word !== null && /^_geo(Radius|BoundingBox|Distance|Point)?$/.test(word) && /^\s*\(/u.test(src.slice(at + word.length))) {
      if (word === '_geoRadius' || word === '_geoBoundingBox') {
        throw filterError(`The \`${word}\` filter is an operation and can't be used as a value.`, src, at);
      }
      throw filterError(`\`${word}\` is a reserved keyword and thus ${RESERVED_GEO_HINT}`, src, at);
    }
    const quote = src[at];
    if (quote === '"' || quote === "'") {
      let i = at + 1;
      while (i < src.length && src[i] !== quote) i += src[i] === '\\' ? 2 : 1;
      if (i >= src.length) {
        throw filterError(`Expression \`${escapeDebug(src.slice(at))}\` is missing the following closing delimiter: \`${quote}\`.`, src, at);
      }
      const raw = src.slice(at + 1, i);
      const token: FilterToken = { value: this.unescape(raw, at + 1, i), start: at + 1, end: i, source: src };
      this.pos = i + 1;
      this.skipWs();
      return token;
    }
    if (word === null) {
      let end = at;
      while (end < src.length && !/[\s()=<>!]/u.test(src[end]!)) end++;
      const found = src.slice(at, end);
      const message =
        found.trim() === '' ? 'Was expecting a value but instead got nothing.' : `Was expecting a value but instead got \`${escapeDebug(found)}\`.`;
      throw new SoftFailure(filterError(message, src, at, end));
    }
    if (RESERVED_VALUE_KEYWORDS.has(word)) {
      throw new SoftFailure(
        filterError(
          `Was expecting a value but instead got \`${word}\`, which is a reserved keyword. To use \`${word}\` as a field name or a value, surround it by quotes.`,
          src,
          at,
          at + word.length,
        ),
        true,
      );
    }
    this.pos = at + word.length;
    this.skipWs();
    return { value: word, start: at, end: at + word.length, source: src };
  }

  private unescape(raw: string, start: number, end: number): string {
    if (!raw.includes('\\')) return raw;
    let out = '';
    for (let i = 0; i < raw.length; i++) {
      const c = raw[i]!;
      if (c !== '\\') {
        out += c;
        continue;
      }
      const next = raw[++i];
      const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', '\\': '\\', "'": "'", '"': '"' };
      if (next !== undefined && next in simple) {
        out += simple[next];
      } else if (next === 'x' && /^[0-7][0-9a-fA-F]$/.test(raw.slice(i + 1, i + 3))) {
        out += String.fromCharCode(parseInt(raw.slice(i + 1, i + 3), 16));
        i += 2;
      } else if (next === 'u' && /^\{[0-9a-fA-F]{1,6}\}/.test(raw.slice(i + 1))) {
        const close = raw.indexOf('}', i);
        const code = parseInt(raw.slice(i + 2, close), 16);
        // Rust's char: at most U+10FFFF and never a surrogate.
        if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw filterError(`Malformed value: \`${escapeDebug(raw)}\`.`, this.src, start, end);
        out += String.fromCodePoint(code);
        i = close;
      } else {
        throw filterError(`Malformed value: \`${escapeDebug(raw)}\`.`, this.src, start, end);
      }
    }
    return out;
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
      break;
    default:
      out.push(node.attribute);
  }
  return out;
}
