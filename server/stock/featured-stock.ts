// The featured-stock block's cars from the search contract: the same tenant scope and sold
// window as the stock search, available cars only. The server seeds them for SSR and answers
// GET /api/featured-stock with the same function after client-side navigation.
import type { Car } from '../../schemas/types/car';
import { baseFilter } from '../../runtime/lib/search/search-filters';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import type { FeaturedStockQuery } from '../../runtime/lib/vehicle/featured-stock';
import type { SearchProvider } from '../search/search-provider';
import { scopeQueries } from '../search/tenant-scope';
import type { Tenant } from '../tenants/tenant';
import { cardCar } from './car-lookup';

export async function featuredStock(
  tenant: Tenant,
  query: FeaturedStockQuery,
  provider: SearchProvider,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<Car[]> {
  const filter = [baseFilter(tenant.publicSite, nowSeconds), 'NOT status = sold'];
  const picked = query.ids.length > 0;
  if (picked) {
    const list = query.ids.map((id) => JSON.stringify(id)).join(', ');
    filter.push(`id IN [${list}] OR stocknum IN [${list}]`);
  }
  const search = { indexUid: CARS_INDEX, filter, sort: ['created_at_timestamp:desc'], limit: picked ? query.ids.length : query.limit };
  const { results } = await provider.multiSearch(tenant.slug, scopeQueries({ queries: [search] }, tenant.site));
  const hits = (results[0]?.hits ?? []) as unknown as Car[];
  // Hand-picked cars keep the order the dealer wrote (by id or stock number).
  const ordered = picked ? query.ids.map((id) => hits.find((c) => String(c.id) === id || c.stocknum === id)).filter((c): c is Car => !!c) : hits;
  return [...new Set(ordered)].slice(0, query.limit).map(cardCar);
}
