// The filter parser's scanner: whitespace, words, keywords and values (words, quoted strings
// with backslash escapes, `IN [...]` lists), with Meilisearch's error for each failure.

import type { FilterToken } from './filter-ast';
import { SoftFailure, escapeDebug, filterError } from './filter-errors';

const RESERVED_VALUE_KEYWORDS = new Set([
  'AND',
  'OR',
  'IN',
  'NOT',
  'TO',
  'EXISTS',
  'IS',
  'NULL',
  'EMPTY',
  'CONTAINS',
  'STARTS',
  'WITH',
  '_geoRadius',
  '_geoBoundingBox',
]);
export const RESERVED_GEO_NAMES = new Set(['_geo', '_geoDistance', '_geoPoint']);
export const RESERVED_GEO_HINT =
  "can't be used as a filter expression. Use the `_geoRadius(latitude, longitude, distance)` or `_geoBoundingBox([latitude, longitude], [latitude, longitude])` built-in rules to filter on `_geo` coordinates.";
const WORD = /[\p{L}\p{N}_.-]+/uy;
const WHITESPACE = /\s/u;

export class FilterScanner {
  protected pos = 0;

  constructor(protected readonly src: string) {}

  protected skipWs(): void {
    while (this.pos < this.src.length && WHITESPACE.test(this.src[this.pos]!)) this.pos++;
  }

  protected wordAt(at: number): string | null {
    WORD.lastIndex = at;
    const m = WORD.exec(this.src);
    return m ? m[0] : null;
  }

  /** Consumes `keyword` (upper case, as Meilisearch) when it is the whole next word, with the whitespace around it. */
  protected keyword(keyword: string): boolean {
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

  /** "IN" was consumed: `[` value (, value)* ,? `]`. Everything after IN is a hard failure. */
  protected parseInBody(): FilterToken[] {
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

  protected tryValue(): FilterToken | null {
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

  protected parseValueCut(): FilterToken {
    try {
      return this.parseValue();
    } catch (e) {
      if (e instanceof SoftFailure) throw e.error;
      throw e;
    }
  }

  /** value = WS* (word | quoted) WS*. Throws SoftFailure when no value is there, SearchError on a hard failure. */
  protected parseValue(): FilterToken {
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

  protected unescape(raw: string, start: number, end: number): string {
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
