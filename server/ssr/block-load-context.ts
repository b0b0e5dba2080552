// The services a block's `load` hook gets for one request (blocks/contract.ts): the tenant's
// public data, the route params, the render clock, its forms and its stock through the search
// provider, always scoped to the tenant.
import type { BlockLoadContext } from '../../blocks/contract';
import { scopeQueries } from '../search/tenant-scope';
import { featuredStock } from '../stock/featured-stock';
import type { RouteRequest } from './route-answer';
import { servedForm } from './served-form';

export interface QuerySeed {
  key: readonly unknown[];
  data: unknown;
}

export function blockLoadContext(req: RouteRequest, params: Record<string, string | undefined>): BlockLoadContext & { seeds: QuerySeed[] } {
  const { tenant, provider, nowSeconds } = req;
  const seeds: QuerySeed[] = [];
  return {
    seeds,
    site: req.site ?? tenant.publicSite,
    collections: tenant.collections,
    params,
    pathname: req.pathname,
    search: req.search,
    nowSeconds,
    form: (name) => servedForm(tenant, name),
    featuredCars: (query) => featuredStock(tenant, query, provider, nowSeconds),
    multiSearch: async (request) => ({ results: (await provider.multiSearch(tenant.slug, scopeQueries(request, tenant.site))).results }),
    seed: (key, data) => void seeds.push({ key, data }),
  };
}
