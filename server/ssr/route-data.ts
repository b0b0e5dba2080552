// What the server prepares for an address before rendering it, and what GET /api/route-data
// serves for client navigation: the route-table entry it resolves to, the status, the data the
// page needs (keyed like the runtime's queries, so no render waits) and its code-split parts.
// One loader per route kind; no branch on a block's type (blocks bring their own `load`).
import { loadOutcome, outcomeKind } from '../../blocks/contract';
import { getContract, shellBlockTypes } from '../../blocks/registry';
import { blockDataKey, queryKeys, type DataKind } from '../../runtime/data/query-keys';
import { searchQueryKey } from '../../runtime/data/search-key';
import { vehicleQueryKey } from '../../runtime/data/vehicle';
import { financeCalculatorKey } from '../../runtime/data/finance-calculator';
import { formQueryKey } from '../../runtime/forms/form-query-key';
import { legacyRedirect } from '../../runtime/lib/links';
import { matchRoute, redirectPath, type RouteEntry, type RouteKind } from '../../runtime/lib/route-table';
import { buildMultiSearch, readSearchView } from '../../runtime/lib/search/build-queries';
import { carTypesForSearchPath, defaultSearchPath } from '../../runtime/lib/search/search-paths';
import { parseSearchLocation, searchHref } from '../../runtime/lib/search/search-url';
import { vehicleSlugFromPath } from '../../runtime/lib/vehicle-route';
import type { SearchProvider } from '../search/search-provider';
import { scopeQueries } from '../search/tenant-scope';
import { nearestFromPostcodeHref } from '../search/postcodes/postcode-lookup';
import { vehiclePageData } from '../stock/car-lookup';
import type { Tenant } from '../tenants/tenant';
import { blockLoadContext, type QuerySeed } from './block-load-context';
import { servedForm } from './served-form';
import { checkoutRouteData } from './checkout-route-data';
import { routeDataAddress } from '../../runtime/data/route-data-client';

export interface RouteData {
  /** The route-table entry the address resolved to. */
  routeId: string;
  /** What the browser keys this answer by (runtime/data/route-data-client.ts). */
  address: string;
  status: 200 | 301 | 404;
  /** With status 301: where to (a path on the same site). */
  redirect?: string;
  queries: QuerySeed[];
  /** Code-split parts the page renders (runtime/app/lazy-parts.ts keys). */
  lazy: string[];
  /** The page takes a card payment with Stripe.js (its CSP lets Stripe in: server/http/csp.ts allowStripe). */
  stripe?: true;
}

export interface RouteRequest {
  tenant: Tenant;
  pathname: string;
  /** The query string with its `?`, or empty. */
  search: string;
  provider: SearchProvider;
  /** The render clock: one instant for everything the request shows. */
  nowSeconds: number;
}

type Answer = Omit<RouteData, 'routeId' | 'address'>;
type Loader = (entry: RouteEntry, params: Record<string, string | undefined>, req: RouteRequest) => Promise<Answer>;

/** The collections the shell blocks (and the given blocks) read, seeded with every page. */
export function collectionSeeds(tenant: Tenant, blockTypes: readonly string[] = []): QuerySeed[] {
  const kinds = new Set<DataKind>();
  const types = [...shellBlockTypes, ...blockTypes];
  for (const type of types) for (const kind of getContract(type)?.data ?? []) kinds.add(kind);
  return [...kinds].map((kind) => ({ key: queryKeys.data(kind), data: tenant.collections[kind] }));
}

const notFoundData = (tenant: Tenant): Answer => ({ status: 404, queries: collectionSeeds(tenant), lazy: ['route:notFound'] });
const redirectTo = (to: string): Answer => ({ status: 301, redirect: to, queries: [], lazy: [] });

const loaders: Record<RouteKind, Loader> = {
  async page(entry, params, req) {
    const { tenant } = req;
    const page = entry.page ? tenant.pages[entry.page] : undefined;
    if (!page) return notFoundData(tenant);
    const context = blockLoadContext(req, params);
    const address = req.pathname + req.search;
    const results = await Promise.all(page.blocks.map((block) => getContract(block.type)?.load?.(block.props ?? {}, context)));
    for (const [index, result] of results.entries()) {
      const outcome = loadOutcome(result);
      if (outcome) {
        if (outcomeKind(outcome) === 'redirect') return redirectTo((outcome as { to: string }).to);
        return notFoundData(tenant);
      }
      if (result !== undefined) context.seed(blockDataKey(address, index), result);
    }
    const types = page.blocks.map((b) => b.type);
    return {
      status: 200,
      queries: [...collectionSeeds(tenant, types), { key: queryKeys.page(page.id), data: page }, ...context.seeds],
      lazy: [...new Set(types.filter((t) => !(shellBlockTypes as readonly string[]).includes(t)).map((t) => `block:${t}`))],
    };
  },
  async form(entry, _params, { tenant }) {
    const name = entry.form!.form;
    const form = servedForm(tenant, name);
    const calculator = name === 'finance' ? [{ key: financeCalculatorKey, data: tenant.vehiclePage.financeCalculator }] : [];
    return { status: form ? 200 : 404, lazy: ['route:form'], queries: [...collectionSeeds(tenant), { key: formQueryKey(name), data: form }, ...calculator] };
  },
  async success(_entry, _params, { tenant }) {
    return { status: 200, lazy: ['route:success'], queries: collectionSeeds(tenant) };
  },
  // Favourites live in the browser: the server renders the saved-cars page's empty state.
  async 'saved-cars'(_entry, _params, { tenant }) {
    return { status: 200, lazy: ['route:savedCars'], queries: collectionSeeds(tenant) };
  },
  // The garage and sign-in screens read the session in the browser (GET /api/auth).
  async garage(_entry, _params, { tenant }) {
    return { status: 200, lazy: ['route:garage'], queries: collectionSeeds(tenant) };
  },
  async 'sign-in'(_entry, _params, { tenant }) {
    return { status: 200, lazy: ['route:signIn'], queries: collectionSeeds(tenant) };
  },
  checkout: (entry, params, req) => checkoutRouteData(entry, params, req, collectionSeeds(req.tenant)),
  async search(entry, _params, { tenant, pathname, search, provider, nowSeconds }) {
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
    const response = await provider.multiSearch(tenant.slug, scopeQueries(request, tenant.site));
    const view = readSearchView(response, request, state);
    return { status: 200, lazy: ['route:search'], queries: [...collectionSeeds(tenant), { key: searchQueryKey(searchHref(state)), data: view }] };
  },
  async vehicle(_entry, _params, { tenant, pathname, provider, nowSeconds }) {
    const slug = vehicleSlugFromPath(pathname, tenant.site.vehicles.basePath);
    if (!slug) return notFoundData(tenant);
    const data = await vehiclePageData(tenant, slug, provider, nowSeconds);
    return { status: data.car ? 200 : 404, lazy: ['route:vehicle'], queries: [...collectionSeeds(tenant), { key: vehicleQueryKey(slug), data }] };
  },
  async redirect(entry, params, { tenant, pathname, search }) {
    if (entry.to !== 'legacy') return redirectTo(redirectPath(entry, params) + search);
    const site = tenant.site;
    const target = legacyRedirect(pathname + search, { usePagesPath: site.flags?.use_pages_path, blogToNews: site.features?.blog_to_news });
    return target ? redirectTo(target) : notFoundData(tenant);
  },
  // Served by server/seo before rendering; reached here only through /api/route-data.
  async file() {
    return { status: 200, queries: [], lazy: [] };
  },
  async 'not-found'(_entry, _params, { tenant }) {
    return notFoundData(tenant);
  },
};

/** Resolves an address through the tenant's route table and runs its kind's loader. */
export async function loadRoute(req: RouteRequest): Promise<RouteData> {
  const { entry, params } = matchRoute(req.tenant.routes, req.pathname);
  const data = await loaders[entry.kind](entry, params, req);
  return { routeId: entry.id, address: routeDataAddress(entry, req.pathname, req.search), ...data };
}
