// What the server prepares before rendering a path: the status, the data the page needs (keyed
// like the runtime's queries, so the first render never waits) and the lazy chunks it uses.
import { matchRoutes } from 'react-router';
import { getBlock } from '../../blocks/registry';
import { queryKeys, type DataKind } from '../../runtime/data/query-keys';
import { searchQueryKey } from '../../runtime/data/search-key';
import { buildMultiSearch, readSearchView } from '../../runtime/lib/search/build-queries';
import { isSearchPath } from '../../runtime/lib/search/search-route';
import { carTypesForSearchPath, defaultSearchPath } from '../../runtime/lib/search/search-paths';
import { parseSearchLocation, searchHref } from '../../runtime/lib/search/search-url';
import type { SearchProvider } from '../search/search-provider';
import { scopeQueries } from '../search/tenant-scope';
import type { Tenant } from '../tenants/tenant';
import { vehicleSlugFromPath } from '../../runtime/lib/vehicle-route';
import { vehicleQueryKey } from '../../runtime/data/vehicle';
import { vehiclePageData } from '../stock/car-lookup';
import { featuredStockQueries } from '../stock/featured-stock';
import { savedCarsPath } from '../../runtime/data/favourites';
import { formRouteAt, preApprovalRedirect, SUCCESS_PATH } from '../../runtime/lib/form-routes';
import { formQueryKey } from '../../runtime/forms/form-query';
import { financeCalculatorKey } from '../../runtime/data/finance-calculator';

export interface PageMatch {
  status: 200 | 301 | 404;
  /** With status 301: where to. */
  redirect?: string;
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

/** A form as GET /api/forms/:name serves it, or null when the site has none of that name. */
export function servedForm(tenant: Tenant, name: string): Record<string, unknown> | null {
  if (!Object.hasOwn(tenant.forms, name)) return null;
  const { $schema: _schema, ...form } = tenant.forms[name] as unknown as Record<string, unknown>;
  return form;
}

/** The forms the page's lead-form blocks show, seeded like the form screens'. */
function blockForms(tenant: Tenant, blocks: readonly { type: string; props?: Record<string, unknown> }[]): PageMatch['queries'] {
  const names = new Set(blocks.filter((b) => b.type === 'lead-form' && typeof b.props?.form === 'string').map((b) => b.props!.form as string));
  return [...names].map((name) => ({ key: formQueryKey(name), data: servedForm(tenant, name) }));
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
    const stock = provider ? await featuredStockQueries(tenant, page.blocks, provider) : [];
    return {
      status: 200,
      pageId,
      lazy,
      queries: [...shellAndBlockData(tenant, page.blocks.map((b) => b.type)), { key: queryKeys.page(pageId), data: page }, ...stock, ...blockForms(tenant, page.blocks)],
    };
  }
  // Built-in form screens (a content page at the same path won above) and /success.
  const preApproval = tenant.site.features?.finance_pre_approval === true;
  const redirect = preApprovalRedirect(pathname, search, preApproval);
  if (redirect) return { status: 301, redirect, lazy: [], queries: [] };
  const formRoute = formRouteAt(pathname, tenant.site.vehicles.basePath, preApproval);
  if (formRoute) {
    const form = servedForm(tenant, formRoute.form);
    const calculator = formRoute.form === 'finance' ? [{ key: financeCalculatorKey, data: tenant.vehiclePage.financeCalculator }] : [];
    return { status: form ? 200 : 404, lazy: ['route:form'], queries: [...shellAndBlockData(tenant, []), { key: formQueryKey(formRoute.form), data: form }, ...calculator] };
  }
  if (pathname.replace(/(.)\/+$/, '$1') === SUCCESS_PATH) return { status: 200, lazy: ['route:success'], queries: shellAndBlockData(tenant, []) };
  // Favourites live in the browser: the server renders the saved-cars page's empty state.
  if (pathname.replace(/(.)\/+$/, '$1') === savedCarsPath(tenant.publicSite)) {
    return { status: 200, lazy: ['route:savedCars'], queries: shellAndBlockData(tenant, []) };
  }
  if (provider && isSearchPath(pathname, tenant.publicSite)) {
    // A /search/ path that names no car types and no dealership would show the default search
    // under another address: send it to the site's default search path, keeping the filters.
    const segment = pathname.replace(/^\/search\/?/, '').replace(/\/+$/, '');
    if (pathname.startsWith('/search/') && segment && carTypesForSearchPath(segment) === null && !tenant.site.dealerships?.some((d) => d.slug === segment)) {
      return { status: 301, redirect: defaultSearchPath(tenant.publicSite) + search, lazy: [], queries: [] };
    }
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
