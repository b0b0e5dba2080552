// A car the website shows (in stock, coming soon, or sold within the listing window, and not
// hidden from the website). Every route that takes a car id answers a hidden car exactly like an
// unknown one, so nobody can probe for stock the dealer keeps off the site.
import type { Car } from '../../schemas/types/car';
import { carAvailability } from '../../runtime/lib/vehicle-route';
import type { Tenant } from '../tenants/tenant';

export function isVisibleCar(tenant: Pick<Tenant, 'site'>, car: Car, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return carAvailability(car, nowSeconds, tenant.site.include_sold_cars_days ?? 3) !== 'unavailable';
}

/** The visible car matching `match`, or undefined for a hidden or unknown one alike. */
export function findVisibleCar(
  tenant: Pick<Tenant, 'site' | 'stock'>,
  match: (car: Car) => boolean,
  nowSeconds = Math.floor(Date.now() / 1000),
): Car | undefined {
  return tenant.stock.find((car) => match(car) && isVisibleCar(tenant, car, nowSeconds));
}
