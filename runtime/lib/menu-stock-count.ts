// How many cars a menu link to the stock search leads to (spec section 3: the session data's
// `stock` summary "used by the menu's counts"), from the summary alone. A link gets a count only
// when the summary can say exactly what the search will list: the stock list (the vehicle base
// path, meaning the default search path), a car-type path (/search/used-cars/), or either with the
// site's make preset or one `make=`. Anything else (a city, a model, a dealership path) gets none,
// rather than a number the page then contradicts.
import type { StockSummary } from './stock-summary';
import type { CarType } from './search/search-types';
import { carTypesForSearchPath, normaliseSearchPath } from './search/search-paths';
import { presetHref } from './search/search-preset';

type CountSite = Parameters<typeof presetHref>[1];

const ALL: readonly CarType[] = ['new', 'used', 'demo'];
const bare = (p: string) => p.replace(/\/+$/, '') || '/';

export function menuStockCount(href: string | undefined, site: CountSite, stock: StockSummary | undefined): number | undefined {
  if (!stock || !href?.startsWith('/')) return undefined;
  const [pathname = '', query = ''] = presetHref(href, site).split('#', 1)[0]!.split('?', 2);
  const path = bare(pathname);
  let types: readonly CarType[] | null = null;
  if (path === bare(site.vehicles.basePath) || path === '/search') types = carTypesForSearchPath(normaliseSearchPath(site.default_search_path)) ?? ALL;
  else if (path.startsWith('/search/')) types = carTypesForSearchPath(path);
  if (!types) return undefined;
  const params = [...new URLSearchParams(query)];
  if (params.some(([k]) => k !== 'make') || params.length > 1) return undefined;
  const make = params[0]?.[1].trim().toLowerCase();
  if (make === undefined) return types.reduce((sum, t) => sum + stock.car_types[t], 0);
  if (types.length < ALL.length) return undefined;
  return Object.entries(stock.makes).reduce((sum, [m, n]) => (m.trim().toLowerCase() === make ? sum + n : sum), 0);
}

/** Where the models menu's stock button leads (the header's rule). */
export const menuSearchPath = (site: { default_search_path?: string }): string => site.default_search_path || '/cars/';

/**
 * The count of every header menu link and of the models menu's stock button (`searchPath`), by
 * href, worked out on the server so the browser's shell needs none of these rules.
 */
export function menuStockCounts(
  navigation: { header: readonly { href?: string; children?: readonly { href: string }[] }[] },
  site: CountSite,
  stock: StockSummary | undefined,
): Record<string, number> {
  const counts: Record<string, number> = {};
  const hrefs = [menuSearchPath(site), ...navigation.header.flatMap((item) => [item.href, ...(item.children ?? []).map((c) => c.href)])];
  for (const href of hrefs) {
    const n = href === undefined ? undefined : menuStockCount(href, site, stock);
    if (href !== undefined && n !== undefined) counts[href] = n;
  }
  return counts;
}
