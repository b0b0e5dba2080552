// The routes every bench measures for a tenant: home, its stock page, a car page and the finance form.
import type { Tenant } from '../../../server/tenants/tenant';
import { defaultSearchPath } from '../../../runtime/lib/search/search-paths';

export interface BenchRoute {
  name: 'home' | 'stock' | 'car' | 'finance';
  path: string;
}

export function benchRoutes(tenant: Tenant): BenchRoute[] {
  const routes: BenchRoute[] = [
    { name: 'home', path: '/' },
    { name: 'stock', path: defaultSearchPath(tenant.publicSite) },
  ];
  const car = tenant.stock.find((c) => c.show_on_dealer_website !== false && c.status !== 'sold' && c.slug);
  if (car) routes.push({ name: 'car', path: `${tenant.site.vehicles.basePath}/${car.slug}` });
  routes.push({ name: 'finance', path: '/finance' });
  return routes;
}
