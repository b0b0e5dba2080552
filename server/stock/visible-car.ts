// The stock car a route names, when the website shows it (runtime/lib/vehicle/visibility.ts).
// Every route that takes a car id or slug finds its car here, so a hidden car, a car sold before
// the listing window and an unknown id are one and the same answer.
import type { Car } from '../../schemas/types/car';
import { isCarShown, soldWindowDays } from '../../runtime/lib/vehicle/visibility';
import type { Tenant } from '../tenants/tenant';

const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function isVisibleCar(tenant: Pick<Tenant, 'site'>, car: Car, nowSeconds = nowInSeconds()): boolean {
  return isCarShown(car, nowSeconds, soldWindowDays(tenant.site));
}

/** The visible car matching `match`, or undefined for a hidden or unknown one alike. */
export function findVisibleCar(tenant: Pick<Tenant, 'site' | 'stock'>, match: (car: Car) => boolean, nowSeconds = nowInSeconds()): Car | undefined {
  return tenant.stock.find((car) => match(car) && isVisibleCar(tenant, car, nowSeconds));
}

/** The visible car with this id (as text or number). */
export const visibleCarById = (tenant: Pick<Tenant, 'site' | 'stock'>, id: unknown, nowSeconds = nowInSeconds()): Car | undefined =>
  findVisibleCar(tenant, (car) => String(car.id) === String(id), nowSeconds);

/** The visible car with this slug. */
export const visibleCarBySlug = (tenant: Pick<Tenant, 'site' | 'stock'>, slug: string, nowSeconds = nowInSeconds()): Car | undefined =>
  findVisibleCar(tenant, (car) => car.slug === slug, nowSeconds);
