import { vehicleQueryKey } from '../../../data/vehicle';
import { vehicleSlugFromPath } from '../../../lib/vehicle-route';
import { vehiclePageData } from '../../../../server/stock/car-lookup';
import { collectionSeeds, notFoundData, type RouteLoader } from '../../../../server/ssr/route-answer';

const load: RouteLoader = async (_entry, _params, { tenant, pathname, provider, nowSeconds }) => {
  const slug = vehicleSlugFromPath(pathname, tenant.site.vehicles.basePath);
  if (!slug) return notFoundData(tenant);
  const data = await vehiclePageData(tenant, slug, provider, nowSeconds);
  return { status: data.car ? 200 : 404, lazy: ['route:vehicle'], queries: [...collectionSeeds(tenant), { key: vehicleQueryKey(slug), data }] };
};
export default load;
