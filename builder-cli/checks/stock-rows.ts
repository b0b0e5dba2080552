// The cars a tenant offers for sale, from its stock.json as the loader read it, with positions (for
// the compliance checks).
import type { Car } from '../../schemas/types/car';
import type { Locator } from '../../server/tenants/ajv-problems';
import type { TenantSources } from '../../server/tenants/tenant';

interface StockRows {
  locate: Locator;
  /** Used cars a visitor can buy: listed, not sold. */
  usedForSale: { car: Partial<Car>; index: number }[];
}

export function readUsedForSale(sources: TenantSources): StockRows | null {
  const doc = sources.stock;
  if (!doc) return null; // no stock.json, or the loader reports why it cannot be read
  const cars = (doc.data as { cars?: unknown }).cars;
  if (!Array.isArray(cars)) return null;
  const usedForSale = (cars as Partial<Car>[])
    .map((car, index) => ({ car, index }))
    .filter(({ car }) => car && car.car_type === 'used' && car.status !== 'sold' && !car.sold && car.show_on_dealer_website !== false);
  return { locate: (pointer) => ({ file: doc.file, ...doc.locate(pointer) }), usedForSale };
}

interface FeedCandidates {
  locate: Locator;
  /** Cars the channel feeds would offer: shown on the website, in stock, not sold. */
  rows: { car: Partial<Car>; index: number; label: string }[];
}

/** The stock rows the channel feeds (docs/feeds.md) would send, with positions, for the feed checks. */
export function readFeedCandidates(sources: TenantSources): FeedCandidates | null {
  const doc = sources.stock;
  if (!doc) return null; // no stock.json, or the loader reports why it cannot be read
  const cars = (doc.data as { cars?: unknown }).cars;
  if (!Array.isArray(cars)) return null;
  const rows = (cars as Partial<Car>[])
    .map((car, index) => ({ car, index, label: `car ${String(car?.stocknum ?? car?.id)}` }))
    .filter(({ car }) => car && car.status === 'in_stock' && !car.sold && car.show_on_dealer_website === true);
  return { locate: (pointer) => ({ file: doc.file, ...doc.locate(pointer) }), rows };
}

/** The row's pointer, at `field` when the row has it. */
export function rowPointer(car: Partial<Car>, index: number, field: keyof Car): string {
  return field in car ? `/cars/${index}/${field}` : `/cars/${index}`;
}
