import { savedCarsPath } from '../../runtime/data/favourites';
import { absoluteUrl } from '../../runtime/lib/vehicle/seo';
import type { Tenant } from '../tenants/tenant';

/** /robots.txt: everything but the APIs and the visitor's own saved-cars page, and where the sitemap is. */
export function robotsTxt(tenant: Tenant): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    `Disallow: ${savedCarsPath(tenant.publicSite)}`,
    '',
    `Sitemap: ${absoluteUrl(tenant.publicSite, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
