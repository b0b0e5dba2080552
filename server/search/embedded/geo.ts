// Geo search as Meilisearch does it: each document's `_geo` ({lat, lng}), `_geoRadius` and
// `_geoBoundingBox` filters (on `_geo` and `_geojson` points), the coordinate checks all geo filters
// share, `_geoPoint(lat, lng):asc|desc` sorting and `_geoDistance` in hits.
import { type Bitset, setBit } from './bitset';
import type { SortKeys } from './sort-column';
import type { FilterNode, FilterToken } from './filter-ast';
import { filterError } from './filter-errors';
import type { GeojsonPoints } from './geo-polygon';

const EARTH_RADIUS_M = 6_371_000;

export interface GeoPoints {
  lat: Float64Array;
  lng: Float64Array;
}

function coordinate(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : NaN;
}

/** Each document's `_geo` as numbers (NaN where a document has none). */
export function geoPoints(docs: readonly Record<string, unknown>[]): GeoPoints {
  const lat = new Float64Array(docs.length).fill(NaN);
  const lng = new Float64Array(docs.length).fill(NaN);
  docs.forEach((doc, i) => {
    const geo = doc._geo as { lat?: unknown; lng?: unknown } | null | undefined;
    if (geo === null || typeof geo !== 'object') return;
    const a = coordinate(geo.lat);
    const b = coordinate(geo.lng);
    if (!Number.isNaN(a) && !Number.isNaN(b)) {
      lat[i] = a;
      lng[i] = b;
    }
  });
  return { lat, lng };
}

const RAD = Math.PI / 180;

/** Great-circle distance in metres. */
export function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A float as Rust's `Display` writes it (milli's messages print the parsed value): no exponent. */
export function rustFloat(n: number): string {
  const text = String(n);
  if (!/e/i.test(text)) return text;
  if (Number.isInteger(n)) return BigInt(n).toString();
  return n.toFixed(20).replace(/\.?0+$/, '');
}

/**
 * milli's checks on one [latitude, longitude] of a geo filter (index_filter.rs, BadGeoError):
 * latitude within ±90, then longitude within ±180 with a hint, at the offending number.
 */
export function checkCoordinates(latToken: FilterToken, lngToken: FilterToken): [number, number] {
  const lat = Number(latToken.value);
  const lng = Number(lngToken.value);
  if (!(lat >= -90 && lat <= 90)) {
    throw filterError(
      `Bad latitude \`${rustFloat(lat)}\`. Latitude must be contained between -90 and 90 degrees.`,
      latToken.source,
      latToken.start,
      latToken.end,
    );
  }
  if (!(lng >= -180 && lng <= 180)) {
    const normalized = ((((lng + 180) % 360) + 360) % 360) - 180;
    throw filterError(
      `Bad longitude \`${rustFloat(lng)}\`. Longitude must be contained between -180 and 180 degrees. Hint: try using \`${rustFloat(normalized)}\` instead.`,
      lngToken.source,
      lngToken.start,
      lngToken.end,
    );
  }
  return [lat, lng];
}

type GeoNode = Extract<FilterNode, { type: 'geoRadius' | 'geoBoundingBox' }>;

/**
 * milli's checks on `_geoRadius` (the point, then the optional resolution within 3..=1000) and
 * `_geoBoundingBox` (both points, then the top not below the bottom, reported at the last number).
 */
export function checkGeoArgs(node: GeoNode): void {
  const t = node.argTokens;
  if (node.type === 'geoRadius') {
    checkCoordinates(t[0]!, t[1]!);
    const res = t[3];
    if (res !== undefined) {
      const resolution = Math.max(0, Math.trunc(Number(res.value)));
      if (!(resolution >= 3 && resolution <= 1000)) {
        throw filterError(`Invalid resolution \`${resolution}\`. Resolution must be between 3 and 1000.`, res.source, res.start, res.end);
      }
    }
    return;
  }
  const [top] = checkCoordinates(t[0]!, t[1]!);
  const [bottom] = checkCoordinates(t[2]!, t[3]!);
  if (top < bottom) {
    throw filterError(`The top latitude \`${rustFloat(top)}\` is below the bottom latitude \`${rustFloat(bottom)}\`.`, t[3]!.source, t[3]!.start, t[3]!.end);
  }
}

/**
 * Sets the bits of the documents inside the radius or the box: by `_geo` when `points` is given
 * (`_geo` filterable), and by each `_geojson` point (`_geojson` filterable), as milli unites both.
 */
export function evaluateGeo(node: GeoNode, points: GeoPoints | null, geojson: GeojsonPoints, into: Bitset): void {
  checkGeoArgs(node);
  let inside: (lat: number, lng: number) => boolean;
  if (node.type === 'geoRadius') {
    const [cLat, cLng, radius] = node.args as [number, number, number];
    inside = (lat, lng) => haversine(cLat, cLng, lat, lng) <= radius;
  } else {
    // [top, right], [bottom, left]; a box whose right is west of its left crosses the antimeridian.
    const [top, right, bottom, left] = node.args as [number, number, number, number];
    inside = (a, b) => a <= top && a >= bottom && (left <= right ? b >= left && b <= right : b >= left || b <= right);
  }
  if (points !== null) {
    const { lat, lng } = points;
    for (let i = 0; i < lat.length; i++) if (inside(lat[i]!, lng[i]!)) setBit(into, i);
  }
  geojson.forEach((flat, doc) => {
    if (flat === null) return;
    for (let k = 0; k < flat.length; k += 2) {
      if (inside(flat[k]!, flat[k + 1]!)) {
        setBit(into, doc);
        return;
      }
    }
  });
}

/** Distances in metres from a point to every document (NaN without `_geo`). */
export function distancesFrom(points: GeoPoints, lat: number, lng: number): Float64Array {
  const out = new Float64Array(points.lat.length);
  for (let i = 0; i < out.length; i++) out[i] = haversine(lat, lng, points.lat[i]!, points.lng[i]!);
  return out;
}

/**
 * Ranks for sorting by distance, so a `_geoPoint` sort takes the presorted walk like an attribute
 * sort: distances rounded to whole metres (as `_geoDistance` shows them; equal metres tie and the
 * next rule decides), documents without `_geo` last in both directions. Sorted as packed doubles
 * (metres * 2^bits + id) with the typed-array sort, several times faster than a comparator sort.
 */
export function distanceKeys(distance: Float64Array, descending: boolean): SortKeys {
  const n = distance.length;
  const scale = 2 ** Math.max(1, Math.ceil(Math.log2(n + 1)));
  const packed = new Float64Array(n);
  const missing: number[] = [];
  let m = 0;
  for (let doc = 0; doc < n; doc++) {
    const d = distance[doc]!;
    if (d !== d) missing.push(doc);
    else packed[m++] = Math.round(d) * scale + doc;
  }
  const sorted = packed.subarray(0, m).sort();
  if (descending) sorted.reverse();
  const order = new Uint32Array(n);
  const rank = new Uint32Array(n);
  let r = -1;
  let previous = -1;
  for (let k = 0; k < m; k++) {
    const v = sorted[k]!;
    const doc = v % scale;
    const metres = (v - doc) / scale;
    if (metres !== previous) {
      r++;
      previous = metres;
    }
    order[k] = doc;
    rank[doc] = r;
  }
  for (const doc of missing) {
    order[m++] = doc;
    rank[doc] = r + 1;
  }
  return { rank, order };
}
