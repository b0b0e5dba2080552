import { searchQueryKey } from '../../../data/search-key';
import { buildMultiSearch } from '../../../lib/search/build-queries';
import { readSearchView } from '../../../lib/search/search-view';
import { carTypesForSearchPath, defaultSearchPath } from '../../../lib/search/search-paths';
import { parseSearchLocation, searchHref } from '../../../lib/search/search-url';
import { scopeQueries } from '../../../../server/search/tenant-scope';
import { nearestFromPostcodeHref } from '../../../../server/search/postcodes/postcode-lookup';
import { badRequestData, collectionSeeds, isRefusedRequest, redirectTo, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (entry, _params, { tenant, pathname, search, provider, nowSeconds }) => {
  // A /search/ path that names no car types, no dealership and is not the site's own default
  // path would show the default search under another address: send it there, filters kept.
  const defaultPath = defaultSearchPath(tenant.publicSite);
  const bare = (p: string) => p.replace(/\/+$/, '');
  if (entry.id === 'search:any' && bare(pathname) !== bare(defaultPath)) {
    const segment = pathname.replace(/^\/search\/?/, '').replace(/\/+$/, '');
    if (segment && carTypesForSearchPath(segment) === null && !tenant.site.dealerships?.some((d) => d.slug === segment))
      return redirectTo(defaultPath + search);
  }
  const state = parseSearchLocation(pathname, search, tenant.publicSite);
  const nearest = nearestFromPostcodeHref(state, tenant.site.locale);
  if (nearest) return redirectTo(nearest);
  const request = buildMultiSearch(state, tenant.publicSite, nowSeconds);
  let response: Awaited<ReturnType<typeof provider.multiSearch>>;
  try {
    response = await provider.multiSearch(tenant.slug, scopeQueries(request, tenant.site));
  } catch (error) {
    // An address the search refuses (over 1,000 filter values) is the site's 400 page, not JSON.
    if (isRefusedRequest(error)) return badRequestData(tenant);
    throw error;
  }
  const view = readSearchView(response, request, state);
  return { status: 200, lazy: ['route:search'], queries: [...collectionSeeds(tenant), { key: searchQueryKey(searchHref(state)), data: view }] };
};
export default load;
