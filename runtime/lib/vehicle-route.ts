import type { Car } from '../../schemas/types/car';
import type { VehicleAction } from './vehicle/actions';
import type { VehiclePageSettings } from './vehicle/settings';
import type { CarAvailability } from './vehicle/visibility';

/** Paths under the vehicle base path that are screens of their own, not a car's slug. */
const RESERVED = new Set(['trade-in']);

/** The car slug of a vehicle detail path (`/cars/{slug}`, or the template's base path), else null. */
export function vehicleSlugFromPath(pathname: string, basePath: string): string | null {
  const base = basePath.replace(/\/+$/, '');
  if (!pathname.startsWith(base + '/')) return null;
  const rest = pathname.slice(base.length + 1).replace(/\/+$/, '');
  if (!/^[a-z0-9][a-z0-9-]*$/.test(rest) || RESERVED.has(rest)) return null;
  return rest;
}

export function vehiclePath(basePath: string, slug: string): string {
  return `${basePath.replace(/\/+$/, '')}/${slug}`;
}

/** The stock list (`/cars/`, or the template's base path), where the site's default search answers. */
export function stockPath(site: { vehicles: { basePath: string } }): string {
  return `${site.vehicles.basePath.replace(/\/+$/, '')}/`;
}

export { carAvailability, type CarAvailability } from './vehicle/visibility';

/**
 * What the vehicle page reads: the car (null when unavailable, its description sanitised),
 * similar cars to offer, buttons.json's actions as they apply to this car (resolved on the server
 * by runtime/lib/vehicle/actions.ts, so the rules never ship to the browser) and the page settings.
 */
export interface VehiclePageData {
  availability: CarAvailability;
  car: Car | null;
  similar: Car[];
  actions: VehicleAction[];
  settings: VehiclePageSettings;
}
