import { vehicleQueryKey } from '../../../data/vehicle';
import { vehicleSlugFromPath } from '../../../lib/vehicle-route';
import { vehiclePageData } from '../../../../server/stock/car-lookup';
import { collectionSeeds, notFoundData, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (_entry, params, { tenant, pathname, provider, nowSeconds }) => {
  // A path that cannot be a slug (`index.html`, a `.`, `<` or `'`) is an unknown car: its answer is
  // seeded under the key the page reads, so the server render never fetches it (a plain 404, no error).
  const slug = vehicleSlugFromPath(pathname, tenant.site.vehicles.basePath) ?? params.slug;
  if (!slug) return notFoundData(tenant);
  const data = await vehiclePageData(tenant, slug, provider, nowSeconds);
  return { status: data.car ? 200 : 404, lazy: ['route:vehicle'], queries: [...collectionSeeds(tenant), { key: vehicleQueryKey(slug), data }] };
};
export default load;
