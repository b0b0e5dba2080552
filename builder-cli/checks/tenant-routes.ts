// The tenant's route table (runtime/lib/route-table.ts) built from its merged documents, for the
// checks that resolve links and paths the way the server and the browser do.
import type { Site } from '../../schemas/types/site';
import { toPublicSite } from '../../runtime/lib/public-site';
import { buildRouteTable, type RouteEntry } from '../../runtime/lib/route-table';
import type { TenantSources } from '../../server/tenants/tenant';

/** Content pages as the table takes them: id and path. */
export function pagesOf(sources: TenantSources): { id: string; path: string }[] {
  return [...sources.pages].flatMap(([id, doc]) => {
    const path = (doc.data as { path?: unknown }).path;
    return typeof path === 'string' ? [{ id, path }] : [];
  });
}

/** The route table, or null when the site is too broken to build one (the loader reports why). */
export function routeTableOf(sources: TenantSources, site: Site, options: { withPages?: boolean } = {}): RouteEntry[] | null {
  if (!site.vehicles || typeof site.vehicles.basePath !== 'string' || !Array.isArray(site.domains)) return null;
  try {
    // The checkout routes as configured: whether this machine's environment could take a deposit
    // is a warning of its own (payment-processor), not a reason to call links to them dead.
    const configured = toPublicSite(site, { ready: true, test_card_hint: false });
    return buildRouteTable({ site: configured, pages: options.withPages === false ? [] : pagesOf(sources), forms: [...sources.forms.keys()] });
  } catch {
    return null;
  }
}
