// The tenant's route table (runtime/lib/route-table.ts) built from its merged documents, for the
// checks that resolve links and paths the way the server and the browser do.
import type { Site } from '../../schemas/types/site';
import { toPublicSite } from '../../runtime/lib/public-site';
import { buildRouteTable, type RouteEntry, type RouteTableInput } from '../../runtime/lib/route-table';
import { pageParams } from '../../blocks/registry';
import type { TenantLoad, TenantSources } from '../../server/tenants/tenant';
import { paramValueLookup, type ParamDomain } from '../../runtime/lib/route-params';
import type { Car } from '../../schemas/types/car';
import type { Location } from '../../schemas/types/location';
import { serviceBookingPages } from '../../runtime/lib/service-booking-pages';

/** Content pages as the table takes them: id, path and what its parameters range over. */
export function pagesOf(sources: TenantSources): RouteTableInput['pages'][number][] {
  return [...sources.pages].flatMap(([id, doc]) => {
    const { path, blocks } = doc.data as { path?: unknown; blocks?: unknown };
    if (typeof path !== 'string') return [];
    const types = Array.isArray(blocks) ? blocks.flatMap((b: { type?: unknown } | null) => (typeof b?.type === 'string' ? [b.type] : [])) : [];
    return [{ id, path, params: pageParams(types) }];
  });
}

/** The route table, or null when the site is too broken to build one (the loader reports why). */
export function routeTableOf(sources: TenantSources, site: Site, options: { withPages?: boolean } = {}): RouteEntry[] | null {
  if (!site.vehicles || typeof site.vehicles.basePath !== 'string' || !Array.isArray(site.domains)) return null;
  try {
    // The checkout routes as configured: whether this machine's environment could take a deposit
    // is a warning of its own (payment-processor), not a reason to call links to them dead.
    const configured = toPublicSite(site, { ready: true, test_card_hint: false });
    const locations = (sources.collections.locations?.data as { locations?: unknown } | undefined)?.locations;
    const serviceBookings = Array.isArray(locations) ? serviceBookingPages(configured, locations as Location[]) : [];
    return buildRouteTable({ site: configured, pages: options.withPages === false ? [] : pagesOf(sources), forms: [...sources.forms.keys()], serviceBookings });
  } catch {
    return null;
  }
}

/**
 * What the tenant's route parameters range over, from the loaded tenant (null for every domain when
 * it has errors: the loader reports them) and, for cars, stock.json's rows as read.
 */
export function lintParamValues(load: TenantLoad, nowSeconds: number): (domain: ParamDomain) => readonly string[] | null {
  const tenant = load.tenant;
  if (!tenant) return () => null;
  const rows = (load.sources?.stock?.data as { cars?: unknown } | undefined)?.cars;
  const cars = Array.isArray(rows) ? (rows as Partial<Car>[]).filter((c): c is Car => typeof c?.slug === 'string') : undefined;
  return paramValueLookup({ site: tenant.publicSite, collections: tenant.collections, nowSeconds, ...(cars ? { cars } : {}) });
}
