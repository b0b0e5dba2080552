// Tenant search presets (site.json `search_filters`, spec: "in the stock-search URL"): where the
// site's stock links start, written into the link as ordinary, removable URL filters. They are
// never a hidden filter on every query, so a car that has a page is always findable (issue 24).
import type { SearchSite } from './search-types';
import { defaultSearchPath } from './search-paths';
import { siteManufacturer } from '../site-manufacturer';

/** The selections a site's presets make: a make, cities, a minimum photo count. */
interface SearchPreset {
  make?: string;
  cities?: string[];
  minPhotos?: number;
}

export function searchPreset(site: Pick<SearchSite, 'manufacturer' | 'search_filters'>): SearchPreset {
  const f = site.search_filters;
  if (!f) return {};
  const preset: SearchPreset = {};
  const cities = (f.cities ?? []).map((c) => c.trim()).filter((c) => c !== '');
  if (cities.length > 0) preset.cities = cities;
  if (typeof f.min_photos_count === 'number' && Number.isFinite(f.min_photos_count) && f.min_photos_count > 0) preset.minPhotos = f.min_photos_count;
  const manufacturer = siteManufacturer(site)?.toLowerCase();
  let make: string | undefined;
  if (manufacturer && f.make_by_manufacturer) {
    for (const [key, value] of Object.entries(f.make_by_manufacturer)) {
      if (key.trim().toLowerCase() === manufacturer && value?.trim()) make = value.trim();
    }
  }
  make ??= f.make?.trim() || undefined;
  if (make) preset.make = make;
  return preset;
}

/** The preset's URL parameters (the names parseSearchLocation reads), in canonical order. */
export function presetParams(preset: SearchPreset): [string, string][] {
  const out: [string, string][] = [];
  for (const city of preset.cities ?? []) out.push(['city', city]);
  if (preset.make) out.push(['make', preset.make]);
  if (preset.minPhotos !== undefined) out.push(['min_photos', String(preset.minPhotos)]);
  return out;
}

type PresetSite = Pick<SearchSite, 'manufacturer' | 'search_filters' | 'default_search_path' | 'vehicles'>;

const bare = (p: string) => p.replace(/\/+$/, '') || '/';

/** Per site object (a tenant version's site is not changed): its search paths and preset parameters, for every link of every render. */
const presetFacts = new WeakMap<PresetSite, { paths: string[]; params: [string, string][] }>();

function factsOf(site: PresetSite) {
  let facts = presetFacts.get(site);
  if (!facts) {
    facts = { paths: [bare(site.vehicles.basePath), bare(defaultSearchPath(site as SearchSite))], params: presetParams(searchPreset(site)) };
    presetFacts.set(site, facts);
  }
  return facts;
}

/** Whether an internal path is one of the site's stock-search addresses (base path, default path, /search/...). */
function isSearchPath(pathname: string, paths: readonly string[]): boolean {
  const path = bare(pathname);
  return paths.includes(path) || /^\/search\/[^/]+(\/list)?$/.test(path);
}

/**
 * A link into the stock search with the site's presets added (menu links, "all cars" links):
 * each preset parameter the link does not set itself. Other links are returned unchanged.
 */
export function presetHref(href: string, site: PresetSite): string {
  if (!href.startsWith('/')) return href;
  const facts = factsOf(site);
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const [pathname = '', query = ''] = withoutHash.split('?', 2);
  if (!isSearchPath(pathname, facts.paths)) return href;
  const params = facts.params;
  if (params.length === 0) return href;
  const existing = new URLSearchParams(query);
  const added = params.filter(([k]) => !existing.has(k) && !(k === 'make' && existing.has('model')));
  if (added.length === 0) return href;
  const extra = added.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${pathname}?${query ? `${query}&` : ''}${extra}${hash}`;
}
