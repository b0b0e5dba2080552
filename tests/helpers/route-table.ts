// A route table built from a site config alone, and which entry an address resolves to: for the
// table tests (tests/unit/route-table.test.ts) and a route folder's own (runtime/app/routes/<kind>/route.test.ts).
import { buildRouteTable, matchRoute, redirectPath, type RouteTableInput } from '../../runtime/lib/route-table';

const ALL_FORMS = ['finance', 'trade-in', 'test-drive', 'sell-your-car', 'service-booking'];

export function table(site: Partial<RouteTableInput['site']> = {}, pages: RouteTableInput['pages'] = [{ id: 'home', path: '/' }], forms = ALL_FORMS) {
  return buildRouteTable({ site: { vehicles: { basePath: '/cars' } as RouteTableInput['site']['vehicles'], ...site }, pages, forms });
}

/** The id and kind of the entry an address resolves to, and a redirect's target. */
export const resolve = (t: ReturnType<typeof table>, path: string) => {
  const { entry, params } = matchRoute(t, path);
  return { id: entry.id, kind: entry.kind, ...(entry.kind === 'redirect' && entry.to !== 'legacy' ? { to: redirectPath(entry, params) } : {}) };
};
