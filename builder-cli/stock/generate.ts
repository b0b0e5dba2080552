// Deterministic sample stock for a tenant: the same tenant, profile, seed, count and `now` always
// give the same cars. Timestamps are placed relative to `now` (kept in generated.at) so the mix
// of sold, coming-soon and New Arrival cars holds at that instant.
import type { Car } from '../../schemas/types/car';
import { createRng, hashString } from './prng';
import type { StockProfile } from './profile';
import type { TenantInfo } from './tenant-info';
import { apportion } from './shares';
import { drawVehicle } from './draw-vehicle';
import { drawMix } from './stock-mix';
import { generateCar, iso, type CarContext } from './stock-car';

export const DEFAULT_NOW = '2026-11-20T00:00:00Z';
export const DEFAULT_SEED = 1;
export const STOCK_SCHEMA_REF = '../../schemas/stock.schema.json';
export interface StockDocument {
  $schema?: string;
  schemaVersion: 1;
  generated?: { seed: number; at: string };
  cars: Car[];
}

export interface GenerateInput {
  tenant: TenantInfo;
  profile: StockProfile;
  seed?: number;
  /** The instant the stock is made for (ISO text or Date); default DEFAULT_NOW. */
  now?: string | Date;
  count?: number;
}

function toDate(now: string | Date): Date {
  const date = now instanceof Date ? now : new Date(now);
  if (Number.isNaN(date.getTime())) throw new Error(`invalid date "${String(now)}"`);
  return date;
}

export function generateStock(input: GenerateInput): StockDocument {
  const { tenant, profile } = input;
  const seed = input.seed ?? DEFAULT_SEED;
  const now = toDate(input.now ?? DEFAULT_NOW);
  const nowSec = Math.floor(now.getTime() / 1000);
  const nowYear = now.getUTCFullYear();
  const count = input.count ?? profile.count;
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number, not ${count}`);
  if (!tenant.dealerships.length) throw new Error(`tenant ${tenant.slug} has no dealership`);
  const rng = createRng((seed ^ hashString(tenant.slug)) >>> 0);

  // Vehicles: car types in the profile's proportions, each drawn from the catalogue.
  const types = rng.shuffle(apportion(count, profile.carTypes).flatMap(([type, n]) => Array.from({ length: n }, () => type)));
  const drafts = types.map((type) => drawVehicle(rng, profile, type, nowYear, rng.pick(tenant.dealerships)));
  const mix = drawMix(rng, profile, drafts, { count, nowSec, nowYear });

  // Per-car details.
  const context: CarContext = { rng, profile, mix, nowSec, idBase: tenant.siteId !== null ? tenant.siteId * 10_000 : 0, vins: new Set(), stocknums: new Set() };
  const cars = drafts.map((d, i) => generateCar(context, d, i));

  return { $schema: STOCK_SCHEMA_REF, schemaVersion: 1, generated: { seed, at: iso(nowSec) }, cars };
}
