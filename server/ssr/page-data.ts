// What the server prepares before rendering a path: the status, the data the page needs (keyed
// like the runtime's queries, so the first render never waits) and the lazy chunks it uses.
import { matchRoutes } from 'react-router';
import { getBlock } from '../../blocks/registry';
import { queryKeys, type DataKind } from '../../runtime/data/query-keys';
import { searchQueryKey } from '../../runtime/data/search-key';
import { buildMultiSearch, readSearchView } from '../../runtime/lib/search/build-queries';
import { isSearchPath } from '../../runtime/lib/search/search-route';
import { parseSearchLocation, searchHref } from '../../runtime/lib/search/search-url';
import type { SearchProvider } from '../search/search-provider';
import { scopeQueries } from '../search/tenant-scope';
import type { Tenant } from '../tenants/tenant';
import { vehicleSlugFromPath } from '../../runtime/lib/vehicle-route';
import { vehicleQueryKey } from '../../runtime/data/vehicle';
import { vehiclePageData } from '../stock/car-lookup';

export interface PageMatch {
  status: 200 | 404;
  pageId?: string;
  queries: { key: readonly unknown[]; data: unknown }[];
  /** Code-split parts the page renders (runtime/app/lazy-parts.ts keys). */
  lazy: string[];
}

const SHELL_BLOCKS = ['header', 'footer'];

function shellAndBlockData(tenant: Tenant, blockTypes: readonly string[]): PageMatch['queries'] {
  const kinds = new Set<DataKind>();
  for (const type of [...SHELL_BLOCKS, ...blockTypes]) for (const kind of getBlock(type)?.data ?? []) kinds.add(kind);
  return [...kinds].map((kind) => ({ key: queryKeys.data(kind), data: tenant.collections[kind] }));
}

export async function matchPage(tenant: Tenant, pathname: string, search = '', provider?: SearchProvider): Promise<PageMatch> {
  const match = matchRoutes(
    tenant.routes.map((r) => ({ path: r.path, id: r.page })),
    pathname,
  );
  const pageId = match?.[0]?.route.id;
  const page = pageId ? tenant.pages[pageId] : undefined;
  if (page && pageId) {
    const lazy = [...new Set(page.blocks.filter((b) => getBlock(b.type)?.load).map((b) => `block:${b.type}`))];
    return { status: 200, pageId, lazy, queries: [...shellAndBlockData(tenant, page.blocks.map((b) => b.type)), { key: queryKeys.page(pageId), data: page }] };
  }
  if (provider && isSearchPath(pathname, tenant.publicSite)) {
    const state = parseSearchLocation(pathname, search, tenant.publicSite);
    const request = buildMultiSearch(state, tenant.publicSite, Math.floor(Date.now() / 1000));
    const response = await provider.multiSearch(tenant.slug, scopeQueries(request, tenant.site));
    const view = readSearchView(response, request, state);
    return { status: 200, lazy: ['route:search'], queries: [...shellAndBlockData(tenant, []), { key: searchQueryKey(searchHref(state)), data: view }] };
  }
  const slug = provider ? vehicleSlugFromPath(pathname, tenant.site.vehicles.basePath) : null;
  if (provider && slug) {
    const data = await vehiclePageData(tenant, slug, provider);
    return { status: data.car ? 200 : 404, lazy: ['route:vehicle'], queries: [...shellAndBlockData(tenant, []), { key: vehicleQueryKey(slug), data }] };
  }
  return { status: 404, lazy: [], queries: shellAndBlockData(tenant, []) };
}
