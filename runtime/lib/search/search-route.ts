import type { SearchSite } from './search-types';

/** Whether a path is a stock search screen: /search/... or the vehicle base path itself (/cars/). */
export function isSearchPath(pathname: string, site: Pick<SearchSite, 'vehicles'>): boolean {
  const base = site.vehicles.basePath.replace(/\/+$/, '');
  return pathname === '/search' || pathname.startsWith('/search/') || pathname === base || pathname === `${base}/`;
}
