// A postcode's place on the map, from the table in postcode-places.ts: the listed postcode, else
// the numerically nearest listed one in the same state or region within MAX_GAP (approximate).
import { normalisePostcode, type PostcodeProblem } from '../../../runtime/lib/search/near-text';
import { searchHref, withNearest } from '../../../runtime/lib/search/search-url';
import type { SearchState } from '../../../runtime/lib/search/search-types';
import { localeOf } from '../../../runtime/lib/locales';
import { MAX_GAP, PLACE_TABLE, REGION_TABLE, type PostcodeCountry } from './postcode-places';

export interface PostcodePlace {
  /** The postcode as looked up (a US ZIP+4 without its +4). */
  postcode: string;
  lat: number;
  lng: number;
  /** The listed place it resolved to: "Bathurst NSW", "Fort Worth, TX". */
  place: string;
  /** False when a neighbouring postcode's place stands in (always for US ZIP codes: by prefix). */
  exact: boolean;
}

export type PostcodeLookup = { found: PostcodePlace } | { problem: PostcodeProblem };

interface Region {
  from: number;
  to: number;
  name: string;
}
interface Place {
  key: number;
  lat: number;
  lng: number;
  name: string;
}
interface CountryTable {
  regions: Region[];
  places: Place[];
}

const tables = new Map<PostcodeCountry, CountryTable>();

function entries(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((e) => e.trim())
    .filter((e) => e !== '');
}

function table(country: PostcodeCountry): CountryTable {
  let t = tables.get(country);
  if (!t) {
    const regions = entries(REGION_TABLE[country]).map((e) => {
      const [, from, to, name] = /^(\d+)-(\d+) (.+)$/.exec(e)!;
      return { from: Number(from), to: Number(to), name: name! };
    });
    const places = entries(PLACE_TABLE[country])
      .map((e) => {
        const [key, lat, lng, ...name] = e.split(' ');
        return { key: Number(key), lat: Number(lat), lng: Number(lng), name: name.join(' ') };
      })
      .sort((a, b) => a.key - b.key);
    t = { regions, places };
    tables.set(country, t);
  }
  return t;
}

/** The postcode table of a site's locale (its module's country), or null where there is none (en-GB). */
function postcodeCountry(locale: string | undefined): PostcodeCountry | null {
  const { country } = localeOf(locale);
  return Object.hasOwn(PLACE_TABLE, country) ? (country as PostcodeCountry) : null;
}

export function lookupPostcode(input: string, locale: string | undefined): PostcodeLookup {
  const postcode = normalisePostcode(input, locale);
  if (postcode === null) return { problem: 'format' };
  const country = postcodeCountry(locale);
  if (country === null) return { problem: 'unknown' };
  const key = Number(country === 'US' ? postcode.slice(0, 3) : postcode);
  const { regions, places } = table(country);
  const region = regions.find((r) => key >= r.from && key <= r.to);
  if (!region) return { problem: 'unknown' };
  const sameRegion = (k: number) => regions.some((r) => r.name === region.name && k >= r.from && k <= r.to);
  let best: Place | undefined;
  for (const place of places) {
    if (!sameRegion(place.key)) continue;
    // Places are in key order, so on a tie the lower postcode stays.
    if (best === undefined || Math.abs(place.key - key) < Math.abs(best.key - key)) best = place;
  }
  if (!best || Math.abs(best.key - key) > MAX_GAP[country]) return { problem: 'unknown' };
  const place = country === 'US' ? best.name : `${best.name} ${region.name}`;
  return { found: { postcode, lat: best.lat, lng: best.lng, place, exact: country !== 'US' && best.key === key } };
}

/**
 * The stock page asked nearest first from a postcode without a point (its form, sent without
 * JavaScript): the URL with the postcode's point, or undefined when the postcode cannot be placed
 * (the page then says why).
 */
export function nearestFromPostcodeHref(state: SearchState, locale: string | undefined): string | undefined {
  if (state.postcode === undefined || state.near !== undefined) return undefined;
  const result = lookupPostcode(state.postcode, locale);
  return 'found' in result ? searchHref(withNearest(state, result.found, result.found.postcode)) : undefined;
}
