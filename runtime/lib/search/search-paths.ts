// Search paths (spec section 2): which URL a site's stock search lives at, and which car types
// a path such as /search/new-and-demo-cars/ preselects.
import type { CarType, SearchSite } from './search-types';

export const FALLBACK_SEARCH_PATH = '/search/new-used-and-demo-cars/';

const CAR_TYPE_ORDER: readonly CarType[] = ['new', 'used', 'demo'];

/** Nouns a path may end with, singular or plural (templates: cars, trucks, caravans, RVs, motorcycles). */
const VEHICLE_NOUNS = new Set(['car', 'truck', 'caravan', 'motorcycle', 'camper', 'rv', 'vehicle', 'motorhome', 'bike'].flatMap((n) => [n, `${n}s`]));

/**
 * The configured default search path with the /search/ prefix added when it is missing.
 * The trailing slash is kept exactly as configured (sites differ, and both forms are served).
 */
export function normaliseSearchPath(configured: string | undefined | null): string {
  const trimmed = (configured ?? '').trim();
  if (trimmed === '' || trimmed === '/' || trimmed === 'null') return FALLBACK_SEARCH_PATH;
  const rooted = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  if (rooted === '/search' || rooted === '/search/') return FALLBACK_SEARCH_PATH;
  return rooted.startsWith('/search/') ? rooted : `/search${rooted}`;
}

/**
 * The car types a search path segment preselects: `new-used-and-demo-cars` -> new, used, demo;
 * `used-car/list` -> used. A leading `/search/` and surrounding slashes are ignored.
 * Returns null for anything else (a dealership slug, `find/rental-cars`, ...).
 */
export function carTypesForSearchPath(segment: string): CarType[] | null {
  let s = segment
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  if (s.startsWith('search/')) s = s.slice('search/'.length);
  if (s.endsWith('/list')) s = s.slice(0, -'/list'.length);
  if (s === '' || s.includes('/')) return null;
  const words = s.split('-');
  const noun = words.pop();
  if (noun === undefined || !VEHICLE_NOUNS.has(noun) || words.length === 0) return null;
  const found = new Set<CarType>();
  for (const word of words) {
    if (word === 'and') continue;
    if (word !== 'new' && word !== 'used' && word !== 'demo') return null;
    found.add(word);
  }
  if (found.size === 0) return null;
  return CAR_TYPE_ORDER.filter((t) => found.has(t));
}

export function defaultSearchPath(site: SearchSite): string {
  return normaliseSearchPath(site.default_search_path);
}
