// One generated vehicle before its stock details: the model and variant drawn from the profile's
// catalogue, then its year, odometer, price and colour.
import type { Rng } from './prng';
import type { CarType, CatalogModel, StockProfile, Variant } from './profile';
import type { StockDealership } from './tenant-info';

export function roundPrice(value: number, roundTo: number, ending: number): number {
  const step = Math.max(1, roundTo);
  const end = ending % step;
  return Math.max(end || step, Math.round((value - end) / step) * step + end);
}

export interface Draft {
  type: CarType;
  model: CatalogModel;
  variant: Variant;
  year: number;
  km: number | null;
  price: number;
  colour: string;
  dealership: StockDealership;
}

function pickModel(rng: Rng, profile: StockProfile, type: CarType): CatalogModel {
  const { new: fresh, used } = profile.catalog;
  if (type !== 'used') return rng.weighted(fresh.length ? fresh : used);
  const factor = profile.usedIncludesNew ?? 0;
  const pool = [...used.map((m) => ({ m, weight: m.weight ?? 1 })), ...(factor > 0 ? fresh.map((m) => ({ m, weight: (m.weight ?? 1) * factor })) : [])];
  return rng.weighted(pool.length ? pool : fresh.map((m) => ({ m, weight: m.weight ?? 1 }))).m;
}

export function drawVehicle(rng: Rng, profile: StockProfile, type: CarType, nowYear: number, dealership: StockDealership): Draft {
  const model = pickModel(rng, profile, type);
  const variant = rng.weighted(model.variants);
  const lo = Math.max(model.years[0], variant.years?.[0] ?? model.years[0]);
  const hi = Math.min(model.years[1], variant.years?.[1] ?? model.years[1], nowYear);
  let year: number;
  if (type === 'used') {
    const from = Math.max(lo, nowYear - profile.usedAge[1]);
    const to = Math.min(hi, nowYear - profile.usedAge[0]);
    year = from <= to ? rng.int(from, to) : hi;
  } else {
    year = hi > lo && rng.chance(profile.previousModelYear) ? hi - 1 : hi;
  }

  const odo = profile.odometer;
  let km: number | null;
  if (model.noOdometer) km = null;
  else if (type === 'new') km = rng.int(0, odo.newMax);
  else if (type === 'demo') km = rng.int(odo.demo[0], odo.demo[1]);
  else km = Math.round(Math.max(0.4, nowYear - year + rng.float(-0.4, 0.4)) * rng.float(odo.perYear[0], odo.perYear[1]));

  const { prices, depreciation: dep } = profile;
  const listed = variant.price * (1 + rng.float(prices.newAdjust[0], prices.newAdjust[1]));
  let value: number;
  if (type === 'new') value = listed;
  else if (type === 'demo') value = listed * (1 - rng.float(prices.demoDiscount[0], prices.demoDiscount[1]));
  else {
    const age = nowYear - year;
    const factor = age <= 0 ? 0.9 : dep.firstYear * dep.perYear ** (age - 1);
    const expected = Math.max(1, age) * ((odo.perYear[0] + odo.perYear[1]) / 2);
    const kmFactor = km === null ? 1 : Math.min(1.08, Math.max(0.85, 1 - ((km - expected) / expected) * 0.08));
    value = Math.max(variant.price * factor * kmFactor * (1 + rng.float(-0.05, 0.05)), variant.price * dep.floor, dep.minPrice);
  }
  const colours = profile.colours[model.make] ?? profile.colours['*'] ?? ['White'];
  return { type, model, variant, year, km, price: roundPrice(value, prices.roundTo, prices.ending), colour: rng.pick(colours), dealership };
}

export function seriesOf(model: CatalogModel, year: number): string | null {
  const matches = (model.series ?? []).filter((s) => s.from <= year && year <= s.to);
  return matches[matches.length - 1]?.code ?? null;
}
