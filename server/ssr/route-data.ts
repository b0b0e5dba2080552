// What the server prepares for an address before rendering it, and what GET /api/route-data
// serves for client navigation: the route-table entry it resolves to, the status, the data the
// page needs (keyed like the runtime's queries, so no render waits) and its code-split parts.
// One loader per route kind, in the kind's folder (runtime/app/routes/<kind>/loader.ts).
import { matchRoute } from '../../runtime/lib/route-table';
import { routeDataAddress } from '../../runtime/data/route-data-client';
import { loaders } from './route-loaders.gen';
import type { RouteData, RouteRequest } from './route-answer';

export { collectionSeeds, type RouteData, type RouteRequest } from './route-answer';

/** Resolves an address through the tenant's route table and runs its kind's loader. */
export async function loadRoute(req: RouteRequest): Promise<RouteData> {
  const { entry, params } = matchRoute(req.tenant.routes, req.pathname);
  const data = await loaders[entry.kind](entry, params, req);
  return { routeId: entry.id, address: routeDataAddress(entry, req.pathname, req.search), ...data };
}
