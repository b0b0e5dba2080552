// The arguments of `_geoRadius(...)` and `_geoBoundingBox(...)` as filter-parser's lib.rs reads
// them (parse_geo_radius, parse_geo_bounding_box, nom combinators): the error wording of error.rs
// and its position, from where parsing failed to the end of the filter.
import type { FilterToken } from './filter-ast';
import { filterError } from './filter-errors';

const FLOAT = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const RADIUS_FORM = 'The `_geoRadius` filter must be in the form: `_geoRadius(latitude, longitude, radius, optionalResolution)`.';
const BOX_FORM = 'The `_geoBoundingBox` filter expects two pairs of arguments: `_geoBoundingBox([latitude, longitude], [latitude, longitude])`.';

type Parsed<T> = { value: T; end: number } | { failedAt: number };

function skipWs(src: string, at: number): number {
  while (at < src.length && /\s/u.test(src[at]!)) at++;
  return at;
}

/** ws(recognize_float) */
function float(src: string, at: number): Parsed<FilterToken> {
  const start = skipWs(src, at);
  FLOAT.lastIndex = start;
  const m = FLOAT.exec(src);
  if (!m) return { failedAt: start };
  return { value: { value: m[0], start, end: start + m[0].length, source: src }, end: skipWs(src, start + m[0].length) };
}

/** nom's separated_list1(tag(","), element): stops before a `,` whose element fails. */
function list<T>(src: string, at: number, element: (src: string, at: number) => Parsed<T>): Parsed<T[]> {
  const first = element(src, at);
  if ('failedAt' in first) return first;
  const values = [first.value];
  let end = first.end;
  while (src[end] === ',') {
    const next = element(src, end + 1);
    if ('failedAt' in next) break;
    values.push(next.value);
    end = next.end;
  }
  return { value: values, end };
}

/** delimited(char('('), list, char(')')) from `open`. */
function call<T>(src: string, open: number, element: (src: string, at: number) => Parsed<T>): Parsed<T[]> {
  if (src[open] !== '(') return { failedAt: open };
  const inner = list(src, open + 1, element);
  if ('failedAt' in inner) return inner;
  if (src[inner.end] !== ')') return { failedAt: inner.end };
  return { value: inner.value, end: inner.end + 1 };
}

/** ws(delimited(char('['), separated_list1(tag(","), ws(recognize_float)), char(']'))) */
function pair(src: string, at: number): Parsed<FilterToken[]> {
  const open = skipWs(src, at);
  if (src[open] !== '[') return { failedAt: open };
  const inner = list(src, open + 1, float);
  if ('failedAt' in inner) return inner;
  if (src[inner.end] !== ']') return { failedAt: inner.end };
  return { value: inner.value, end: skipWs(src, inner.end + 1) };
}

/** `_geoRadius`'s 3 or 4 numbers from `open` (its `(`), and where the filter continues. */
export function parseRadiusArgs(src: string, open: number): { tokens: FilterToken[]; end: number } {
  const parsed = call(src, open, float);
  if ('failedAt' in parsed) throw filterError(RADIUS_FORM, src, parsed.failedAt);
  const count = parsed.value.length;
  if (count < 3 || count > 4) throw filterError(`Was expecting 3 or 4 arguments for \`_geoRadius\`, but instead found ${count}.`, src, parsed.end);
  return { tokens: parsed.value, end: parsed.end };
}

/** `_geoBoundingBox`'s two [latitude, longitude] pairs from `open`, flattened, and where the filter continues. */
export function parseBoxArgs(src: string, open: number): { tokens: FilterToken[]; end: number } {
  const parsed = call(src, open, pair);
  if ('failedAt' in parsed) throw filterError(BOX_FORM, src, parsed.failedAt);
  if (parsed.value.length !== 2) throw filterError(BOX_FORM, src, parsed.end);
  const offending = parsed.value.find((p) => p.length !== 2);
  if (offending) throw filterError(`Was expecting 2 coordinates but instead found ${offending.length}.`, src, offending[0]!.start, offending[0]!.end);
  return { tokens: parsed.value.flat(), end: parsed.end };
}
