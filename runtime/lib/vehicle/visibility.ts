// The one rule for whether the website shows a car (docs/security.md): every route that takes a
// car id or slug asks it, and the search scope is the same rule written as a filter. A car the
// website does not show answers exactly like a car that does not exist.
import type { Car } from '../../../schemas/types/car';
import { DEFAULT_SOLD_DAYS, soldCutoff } from '../search/search-basics';

export type CarAvailability = 'available' | 'sold' | 'unavailable';

/** The site's sold window in days (`include_sold_cars_days`, default 3). */
export function soldWindowDays(site: { include_sold_cars_days?: number | null }): number {
  return site.include_sold_cars_days ?? DEFAULT_SOLD_DAYS;
}

/**
 * Whether a car's page shows: in stock or coming soon; sold inside the sold window (shown with
 * JUST SOLD and a find-similar action); otherwise (sold earlier, or hidden) it is unavailable.
 */
export function carAvailability(
  car: Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>,
  nowSeconds: number,
  soldDays = DEFAULT_SOLD_DAYS,
): CarAvailability {
  if (car.show_on_dealer_website !== true) return 'unavailable';
  if (car.status === 'in_stock' || car.status === 'coming_soon') return 'available';
  if (car.status === 'sold' && typeof car.sold_date_timestamp === 'number' && car.sold_date_timestamp > soldCutoff(nowSeconds, soldDays)) return 'sold';
  return 'unavailable';
}

/** The website shows the car: it is neither hidden nor sold before the sold window. */
export function isCarShown(
  car: Pick<Car, 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>,
  nowSeconds: number,
  soldDays = DEFAULT_SOLD_DAYS,
): boolean {
  return carAvailability(car, nowSeconds, soldDays) !== 'unavailable';
}

/** `isCarShown` as a search filter: every visitor query is ANDed with it (server/search/tenant-scope.ts). */
export function shownCarsFilter(nowSeconds: number, soldDays = DEFAULT_SOLD_DAYS): string {
  return `show_on_dealer_website = true AND (status = in_stock OR status = coming_soon OR (status = sold AND sold_date_timestamp > ${soldCutoff(nowSeconds, soldDays)}))`;
}
