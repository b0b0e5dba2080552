// The `sort` parameter's expressions, parsed as Meilisearch's prepare_search parses them (milli's
// asc_desc.rs: AscDesc and Member from_str, SortError), before the search runs: so these errors
// carry no "Index `<uid>`: " prefix.

import { SearchError, describeJsonValue } from './errors';
import { rustFloat } from './geo';

/** One `sort` expression: an attribute, or a `_geoPoint(lat, lng)`. */
export type SortExpression = { attribute: string; descending: boolean } | { point: { lat: number; lng: number }; descending: boolean };

const RESERVED_KEYWORDS = ['_geo', '_geojson', '_geoDistance', '_geoPoint', '_geoRadius', '_geoBoundingBox', '_geoPolygon'];
const RESERVED_PREFIXES = ['_geoRadius(', '_geoBoundingBox(', '_geo(', '_geoDistance('];
const RUST_F64 = /^[+-]?(?:\d+\.?\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|inf|infinity|nan)$/i;

/** Rust's `str::parse::<f64>` (no surrounding spaces, `inf`/`nan` accepted), else undefined. */
export function parseRustF64(text: string): number | undefined {
  if (!RUST_F64.test(text)) return undefined;
  const lower = text.toLowerCase().replace(/^[+-]/, '');
  const sign = text.startsWith('-') ? -1 : 1;
  if (lower === 'nan') return NaN;
  if (lower === 'inf' || lower === 'infinity') return sign * Infinity;
  return Number(text);
}

function sortError(message: string): SearchError {
  return new SearchError('invalid_search_sort', message);
}

/** milli's SortError for an AscDescError::ReservedKeyword. */
function reservedKeyword(name: string): SearchError {
  const useGeoPoint = 'Use the _geoPoint(latitude, longitude) built-in rule to sort on _geo field coordinates.';
  if (name.startsWith('_geoPoint')) {
    return sortError(
      `Invalid syntax for the geo parameter: expected expression formated like \`_geoPoint(latitude, longitude)\` and ending by \`:asc\` or \`:desc\`, found \`${name}\`.`,
    );
  }
  if (name === '_geo') return sortError(`\`_geo\` is a reserved keyword and thus can't be used as a sort expression. ${useGeoPoint}`);
  for (const filter of ['_geoRadius', '_geoBoundingBox']) {
    if (name.startsWith(filter)) return sortError(`\`${filter}\` is a reserved keyword and thus can't be used as a sort expression. ${useGeoPoint}`);
  }
  return sortError(`\`${name}\` is a reserved keyword and thus can't be used as a sort expression.`);
}

/** milli's Member::from_str: `_geoPoint(lat, lng)` or an attribute that is not a reserved keyword. */
function parseMember(text: string, descending: boolean): SortExpression {
  const point = text.startsWith('_geoPoint(') && text.endsWith(')') ? text.slice('_geoPoint('.length, -1) : undefined;
  if (point === undefined) {
    if (RESERVED_KEYWORDS.includes(text) || RESERVED_PREFIXES.some((p) => text.startsWith(p))) throw reservedKeyword(text);
    return { attribute: text, descending };
  }
  const comma = point.indexOf(',');
  const lat = comma < 0 ? undefined : parseRustF64(point.slice(0, comma).trim());
  const lng = comma < 0 ? undefined : parseRustF64(point.slice(comma + 1).trim());
  if (lat === undefined || lng === undefined) throw reservedKeyword(text);
  if (!(lat >= -90 && lat <= 90)) throw sortError(`Bad latitude \`${rustFloat(lat)}\`. Latitude must be contained between -90 and 90 degrees.`);
  if (!(lng >= -180 && lng <= 180)) {
    const hint = ((((lng + 180) % 360) + 360) % 360) - 180;
    throw sortError(
      `Bad longitude \`${rustFloat(lng)}\`. Longitude must be contained between -180 and 180 degrees. Hint: try using \`${rustFloat(hint)}\` instead.`,
    );
  }
  return { point: { lat, lng }, descending };
}

/** The `sort` parameter's expressions: its type, then each expression's syntax (AscDesc::from_str). */
export function parseSortExpressions(sort: unknown): SortExpression[] {
  if (sort === undefined || sort === null) return [];
  if (!Array.isArray(sort)) {
    throw sortError(`Invalid value type at \`.sort\`: expected an array, but found ${describeJsonValue(sort)}`);
  }
  sort.forEach((expression: unknown, i) => {
    if (typeof expression !== 'string') {
      throw sortError(`Invalid value type at \`.sort[${i}]\`: expected a string, but found ${describeJsonValue(expression)}`);
    }
  });
  return (sort as string[]).map((expression) => {
    const colon = expression.lastIndexOf(':');
    const direction = colon < 0 ? '' : expression.slice(colon + 1);
    if (direction !== 'asc' && direction !== 'desc') {
      throw sortError(`Invalid syntax for the sort parameter: expected expression ending by \`:asc\` or \`:desc\`, found \`${expression}\`.`);
    }
    return parseMember(expression.slice(0, colon), direction === 'desc');
  });
}
