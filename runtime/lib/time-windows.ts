// When a tenant's time-dependent output next changes: a sold car leaving the listing (spec
// section 4, include_sold_cars_days) or a car stopping being a New Arrival. Anything cached
// from a render must not outlive this moment.
import type { Car } from '../../schemas/types/car';
import { DEFAULT_SOLD_DAYS, soldCutoff } from './search/search-basics';
import { NEW_ARRIVAL_DAYS } from './display-tag';

const DAY_MS = 86_400_000;

/**
 * The first instant (ms) after `nowMs` at which a sold car drops out of the base filter or a
 * car's New Arrival tag ends; Infinity when no car has such a moment ahead.
 */
export function nextStockChangeMs(cars: readonly Pick<Car, 'sold_date_timestamp' | 'created_at'>[], soldDays: number | undefined, nowMs: number): number {
  const nowSeconds = Math.floor(nowMs / 1000);
  // soldCutoff(now) = now - window: a car stays while sold > cutoff, i.e. until now = sold + window.
  const windowSeconds = nowSeconds - soldCutoff(nowSeconds, soldDays ?? DEFAULT_SOLD_DAYS);
  let next = Number.POSITIVE_INFINITY;
  for (const car of cars) {
    if (typeof car.sold_date_timestamp === 'number') {
      const leaves = (car.sold_date_timestamp + windowSeconds) * 1000;
      if (leaves > nowMs && leaves < next) next = leaves;
    }
    if (car.created_at) {
      const created = Date.parse(car.created_at);
      // isNewArrival holds while now - created <= 8 days: it ends one millisecond later.
      const ends = created + NEW_ARRIVAL_DAYS * DAY_MS + 1;
      if (Number.isFinite(created) && ends > nowMs && ends < next) next = ends;
    }
  }
  return next;
}
