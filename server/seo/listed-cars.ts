import type { Car } from '../../schemas/types/car';
import { vehiclePath } from '../../runtime/lib/vehicle-route';
import { isCarShown, soldWindowDays } from '../../runtime/lib/vehicle/visibility';
import { absoluteUrl } from '../../runtime/lib/vehicle/seo';
import type { Tenant } from '../tenants/tenant';

/** The cars whose pages answer 200: for sale, or sold inside the sold window (the search's base filter). */
export function listedCars(tenant: Tenant, nowSeconds: number): Car[] {
  const days = soldWindowDays(tenant.site);
  return tenant.stock.filter((car) => isCarShown(car, nowSeconds, days));
}

export function carUrl(tenant: Tenant, car: Pick<Car, 'slug'>): string {
  return absoluteUrl(tenant.publicSite, vehiclePath(tenant.site.vehicles.basePath, car.slug));
}
