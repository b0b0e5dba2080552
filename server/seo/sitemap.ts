// /sitemap.xml of one tenant (sitemaps.org protocol): its content pages (not the noindex ones),
// the stock search, and every listed car, on the primary domain.
import { defaultSearchPath } from '../../runtime/lib/search/search-paths';
import { absoluteUrl } from '../../runtime/lib/vehicle/seo';
import type { Tenant } from '../tenants/tenant';
import { carUrl, listedCars } from './listed-cars';
import { xmlDocument } from './xml';
import { contentRoutes } from '../../runtime/lib/route-table';
import { contentUrls } from './content-urls';

interface Entry {
  loc: string;
  lastmod?: string;
}

function sitemapEntries(tenant: Tenant, nowSeconds: number): Entry[] {
  const pages = contentRoutes(tenant.routes, { staticOnly: true })
    .filter((r) => !tenant.pages[r.page]?.noindex)
    .map((r) => ({ loc: absoluteUrl(tenant.publicSite, r.path) }));
  const search = { loc: absoluteUrl(tenant.publicSite, defaultSearchPath(tenant.publicSite)) };
  const content = contentUrls(tenant).map((path) => ({ loc: absoluteUrl(tenant.publicSite, path) }));
  const cars = listedCars(tenant, nowSeconds).map((car) => ({ loc: carUrl(tenant, car), lastmod: car.created_at?.slice(0, 10) }));
  const seen = new Set<string>();
  return [...pages, ...content, search, ...cars].filter((e) => !seen.has(e.loc) && seen.add(e.loc));
}

export function sitemapXml(tenant: Tenant, nowSeconds: number): string {
  return xmlDocument('urlset', { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url: sitemapEntries(tenant, nowSeconds).map((e) => ({ ...e })) });
}
