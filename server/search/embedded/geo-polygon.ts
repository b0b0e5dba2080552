// `_geoPolygon([lat, lng], [lat, lng], [lat, lng], ...)` as Meilisearch does it: it filters on
// each document's `_geojson` (not `_geo`), which must be filterable. Parsing follows
// filter-parser's `parse_geo_polygon` (lib.rs) with its error wording (error.rs) and positions;
// the coordinate checks follow milli's index_filter.rs. Documents' GeoJSON points (`Point`,
// `MultiPoint`, or a `Feature` of either) are tested against the polygon, planar in degrees.
import { type Bitset, setBit } from './bitset';
import type { FilterToken } from './filter-ast';
import { filterError } from './filter-errors';
import { checkCoordinates } from './geo';

const FLOAT = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const FORMAT = "The `_geoPolygon` filter doesn't match the expected format: `_geoPolygon([latitude, longitude], [latitude, longitude])`.";

export interface PolygonArgs {
  /** Each point's latitude and longitude, as written. */
  points: [FilterToken, FilterToken][];
  /** Where the text after the closing parenthesis starts. */
  end: number;
}

function skipWs(src: string, at: number): number {
  while (at < src.length && /\s/u.test(src[at]!)) at++;
  return at;
}

/**
 * The arguments of `_geoPolygon(` from `open` (the index of its `(`). Throws Meilisearch's errors:
 * the format error at the text that failed, fewer than 3 points, or a point without 2 coordinates.
 */
export function parsePolygonArgs(src: string, open: number): PolygonArgs {
  const fail = (at: number): never => {
    throw filterError(FORMAT, src, at);
  };
  if (src[open] !== '(') fail(open);
  // One `[float, float, ...]` from `from`: its numbers and where it ends, or where it failed.
  const list = (from: number): { tokens: FilterToken[]; end: number } | { failedAt: number } => {
    const at = skipWs(src, from);
    if (src[at] !== '[') return { failedAt: at };
    const tokens: FilterToken[] = [];
    let cursor = at + 1;
    for (;;) {
      const numberAt = skipWs(src, cursor);
      FLOAT.lastIndex = numberAt;
      const m = FLOAT.exec(src);
      if (!m) {
        if (tokens.length === 0) return { failedAt: numberAt };
        break; // the list ends before its trailing separator
      }
      tokens.push({ value: m[0], start: numberAt, end: numberAt + m[0].length, source: src });
      cursor = skipWs(src, numberAt + m[0].length);
      if (src[cursor] !== ',') break;
      FLOAT.lastIndex = skipWs(src, cursor + 1);
      if (!FLOAT.test(src)) break;
      cursor++;
    }
    if (src[cursor] !== ']') return { failedAt: cursor };
    return { tokens, end: skipWs(src, cursor + 1) };
  };
  const lists: FilterToken[][] = [];
  let at = open + 1;
  for (;;) {
    const parsed = list(at);
    if ('failedAt' in parsed) {
      if (lists.length === 0) fail(parsed.failedAt);
      at--; // back to the separator: a failed element after `,` ends the list (nom's separated_list1)
      break;
    }
    lists.push(parsed.tokens);
    at = parsed.end;
    if (src[at] !== ',') break;
    at++;
  }
  if (src[at] === ',') at = skipWs(src, at + 1);
  if (src[at] !== ')') fail(at);
  if (lists.length < 3) {
    const last = lists[lists.length - 1]!;
    const token = last[last.length - 1]!;
    throw filterError(`The \`_geoPolygon\` filter expects at least 3 points but only ${lists.length} were specified`, src, token.start, token.end);
  }
  const offending = lists.find((l) => l.length !== 2);
  if (offending) {
    throw filterError(`Was expecting 2 coordinates but instead found ${offending.length}.`, src, offending[0]!.start, offending[0]!.end);
  }
  return { points: lists.map((l) => [l[0]!, l[1]!]), end: at + 1 };
}

/** Milli's checks on each point, in order (geo.ts checkCoordinates). */
export function checkPolygonPoints(points: readonly [FilterToken, FilterToken][]): [number, number][] {
  return points.map(([latToken, lngToken]) => checkCoordinates(latToken, lngToken));
}

/** Whether (lat, lng) lies inside the polygon of [lat, lng] vertices (even-odd rule, planar in degrees). */
export function pointInPolygon(lat: number, lng: number, polygon: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i]!;
    const [yj, xj] = polygon[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Each document's GeoJSON points as flat [lat, lng, lat, lng, ...] (null where it has none). */
export type GeojsonPoints = (Float64Array | null)[];

function positions(geometry: unknown): number[][] {
  if (geometry === null || typeof geometry !== 'object') return [];
  const g = geometry as { type?: unknown; coordinates?: unknown; geometry?: unknown };
  if (g.type === 'Feature') return positions(g.geometry);
  if (g.type === 'Point' && Array.isArray(g.coordinates)) return [g.coordinates as number[]];
  if (g.type === 'MultiPoint' && Array.isArray(g.coordinates)) return (g.coordinates as unknown[]).filter(Array.isArray) as number[][];
  return [];
}

/** Each document's `_geojson` points; GeoJSON positions are [longitude, latitude]. */
export function geojsonPoints(docs: readonly Record<string, unknown>[]): GeojsonPoints {
  return docs.map((doc) => {
    const flat: number[] = [];
    for (const p of positions(doc._geojson)) {
      const [lng, lat] = p;
      if (typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)) flat.push(lat, lng);
    }
    return flat.length > 0 ? Float64Array.from(flat) : null;
  });
}

/** Sets the bits of the documents with a GeoJSON point inside the polygon. */
export function evaluatePolygon(points: readonly [FilterToken, FilterToken][], docs: GeojsonPoints, into: Bitset): void {
  const polygon = checkPolygonPoints(points);
  docs.forEach((flat, doc) => {
    if (flat === null) return;
    for (let k = 0; k < flat.length; k += 2) {
      if (pointInPolygon(flat[k]!, flat[k + 1]!, polygon)) {
        setBit(into, doc);
        return;
      }
    }
  });
}
