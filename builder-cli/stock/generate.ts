// Deterministic sample stock for a tenant: the same tenant, profile, seed, count and `now` always
// give the same cars. Timestamps are placed relative to `now` (kept in generated.at) so the mix
// of sold, coming-soon and New Arrival cars holds at that instant.
import type { Car } from '../../schemas/types/car';
import { createRng, hashString } from './prng';
import type { CarStatus, StockProfile } from './profile';
import type { TenantInfo } from './tenant-info';
import { apportion, quota } from './shares';
import { carName, escapeHtml, simpleFuel, slugify, stockPrefix, thousands } from './car-text';
import { drawVehicle, seriesOf } from './draw-vehicle';
import { makeVin } from './vin';
import { fillTemplate } from './fill';

export const DEFAULT_NOW = '2026-11-20T00:00:00Z';
export const DEFAULT_SEED = 1;
export const STOCK_SCHEMA_REF = '../../schemas/stock.schema.json';
export const SOLD_WINDOW_DAYS = 3;
export const NEW_ARRIVAL_DAYS = 8;

const DAY = 86_400;
const HOUR = 3_600;

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

/** ISO text without milliseconds. */
function iso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const fill = fillTemplate; // descriptions and the processor key template

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
  const { mix } = profile;

  // Vehicles: car types in the profile's proportions, each drawn from the catalogue.
  const types = rng.shuffle(apportion(count, profile.carTypes).flatMap(([type, n]) => Array.from({ length: n }, () => type)));
  const drafts = types.map((type) => drawVehicle(rng, profile, type, nowYear, rng.pick(tenant.dealerships)));
  const all = drafts.map((_, i) => i);
  const take = (candidates: number[], n: number) => new Set(rng.sample(candidates, n));

  // Status: ~8% sold (half inside the listing window, half 4-30 days ago), ~5% coming soon.
  const byStatus = rng.shuffle(all);
  const nSold = quota(count, mix.sold);
  const nRecent = Math.ceil(nSold / 2);
  const nComing = quota(count, mix.comingSoon);
  const status: CarStatus[] = all.map(() => 'in_stock');
  const soldAt: (number | null)[] = all.map(() => null);
  byStatus.forEach((i, rank) => {
    if (rank < nRecent) {
      status[i] = 'sold';
      soldAt[i] = nowSec - rng.int(HOUR, SOLD_WINDOW_DAYS * DAY - HOUR);
    } else if (rank < nSold) {
      status[i] = 'sold';
      soldAt[i] = nowSec - rng.int((SOLD_WINDOW_DAYS + 1) * DAY, 30 * DAY);
    } else if (rank < nSold + nComing) status[i] = 'coming_soon';
  });
  const inStock = all.filter((i) => status[i] === 'in_stock');
  const unsold = all.filter((i) => status[i] !== 'sold');

  const newArrival = take(inStock, quota(count, mix.newArrival));
  const noImages = take(all, quota(count, mix.noImages));
  const fewImages = take(
    all.filter((i) => !noImages.has(i)),
    quota(count, mix.fewImages),
  );
  const noPrice = take(unsold, quota(count, mix.noPrice));
  const hidden = take(inStock, quota(count, mix.hidden));

  const tag: (string | null)[] = all.map(() => null);
  for (const rule of profile.tags) {
    let wanted = quota(count, rule.share);
    for (const group of rule.statuses ?? [null]) {
      const eligible = all.filter(
        (i) =>
          tag[i] === null &&
          (group === null || status[i] === group) &&
          (!rule.carTypes || rule.carTypes.includes(drafts[i]!.type)) &&
          (!rule.previousModelYearsOnly || drafts[i]!.year < nowYear),
      );
      const chosen = take(eligible, wanted);
      for (const i of chosen) tag[i] = rule.value;
      wanted -= chosen.size;
    }
  }
  const testDriveOnly = (i: number) => /test drive/i.test(tag[i] ?? '');
  const priced = (i: number) => !noPrice.has(i) && drafts[i]!.price > 200;

  const reserved = take(
    inStock.filter((i) => priced(i) && !testDriveOnly(i) && !hidden.has(i)),
    quota(count, mix.reserved),
  );
  const withProcessors = profile.paymentProcessor
    ? take(
        inStock.filter((i) => priced(i) && !hidden.has(i)),
        quota(count, mix.paymentProcessors),
      )
    : new Set<number>();
  const notReservable = take(
    [...withProcessors].sort((a, b) => a - b),
    quota(count, mix.notReservable),
  );
  const used = all.filter((i) => drafts[i]!.type === 'used');
  const certified = take(used, quota(used.length, mix.certifiedOfUsed));
  const history = profile.historyReportUrl ? take(used, quota(used.length, mix.historyReportOfUsed)) : new Set<number>();

  // Per-car details.
  const vins = new Set<string>();
  const stocknums = new Set<string>();
  const idBase = tenant.siteId !== null ? tenant.siteId * 10_000 : 0;
  const unit = profile.odometer.unit;
  const maxPhotos = 1 + profile.images.gallery.length;

  const cars = drafts.map((d, i): Car => {
    const id = idBase + i + 1;
    const { model, variant } = d;
    const badge = variant.badge || null;
    const body = variant.body ?? model.body;
    const fuel = variant.fuel !== undefined ? variant.fuel : (model.fuel ?? null);
    const transmission = variant.transmission !== undefined ? variant.transmission : (model.transmission ?? null);
    const drive = variant.drive !== undefined ? variant.drive : (model.drive ?? null);
    const seats = variant.seats !== undefined ? variant.seats : (model.seats ?? null);
    const name = carName(d.year, model.make, model.model, badge);
    const wmi = profile.wmi[model.make] ?? profile.wmi['*']!;
    const vin = makeVin(rng, wmi, d.year, vins);
    let stocknum: string;
    do stocknum = stockPrefix(d.dealership.slug) + String(rng.int(0, 10 ** profile.stocknumDigits - 1)).padStart(profile.stocknumDigits, '0');
    while (stocknums.has(stocknum));
    stocknums.add(stocknum);

    const createdSec =
      status[i] === 'sold'
        ? soldAt[i]! - rng.int(5 * DAY, 90 * DAY)
        : newArrival.has(i)
          ? nowSec - rng.int(HOUR, NEW_ARRIVAL_DAYS * DAY - HOUR)
          : status[i] === 'coming_soon'
            ? nowSec - rng.int((NEW_ARRIVAL_DAYS + 1) * DAY, 30 * DAY)
            : nowSec - rng.int(Math.max(NEW_ARRIVAL_DAYS + 1, profile.stockDays[0]) * DAY, Math.max(NEW_ARRIVAL_DAYS + 1, profile.stockDays[1]) * DAY);

    const photos = noImages.has(i) ? 0 : fewImages.has(i) ? rng.int(1, Math.min(2, maxPhotos)) : rng.int(Math.min(3, maxPhotos), maxPhotos);
    const primary = profile.images.body[body] ?? profile.images.fallback;
    const drawn = photos ? [primary, ...rng.sample(profile.images.gallery, photos - 1)] : [];
    // The draw above happens either way, so adding photo sets to a profile leaves every other field of its stock as it was.
    const sets = profile.images.photoSets;
    const urls = sets?.length ? sets[id % sets.length]!.slice(0, photos) : drawn;

    const highlights = model.highlights?.length
      ? `<ul>${rng
          .sample(model.highlights, 3)
          .map((h) => `<li>${escapeHtml(h)}</li>`)
          .join('')}</ul>`
      : '';
    const templates = profile.descriptions[d.type] ?? profile.descriptions.used ?? profile.descriptions.new ?? [];
    const values: Record<string, string> = {
      name,
      year: String(d.year),
      make: model.make,
      model: model.model,
      badge: badge ?? '',
      colour: d.colour,
      body,
      odometer: d.km === null ? '' : `${thousands(d.km)} ${unit}`,
      seats: seats === null ? '' : String(seats),
      fuel: fuel ?? '',
      transmission: (transmission ?? '').toLowerCase(),
      drive: drive ?? '',
      series: seriesOf(model, d.year) ?? '',
      dealership: d.dealership.name,
      city: d.dealership.city,
    };
    const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
    let description = templates.length ? fill(rng.pick(templates), { ...escaped, highlights }) : '';
    if (certified.has(i) && profile.certifiedNote) description += profile.certifiedNote;

    const processors =
      withProcessors.has(i) && profile.paymentProcessor
        ? [
            {
              authorization_type: profile.paymentProcessor.authorization_type,
              authorization_key: fill(profile.paymentProcessor.authorization_key, { dealership_slug: d.dealership.slug.replace(/-/g, '_') }),
            },
          ]
        : [];

    const car: Car = {
      id,
      name,
      slug: slugify(`${name} ${id}`),
      make: model.make,
      model: model.model,
      badge,
      series: seriesOf(model, d.year),
      year: d.year,
      km: d.km,
      price: noPrice.has(i) ? null : d.price,
      status: status[i]!,
      car_type: d.type,
      tag: tag[i]!,
      reserved: reserved.has(i),
      sold: status[i] === 'sold',
      reservable: processors.length ? !notReservable.has(i) : null,
      certified: certified.has(i),
      vin,
      stocknum,
      created_at: iso(createdSec),
      sold_date_timestamp: soldAt[i]!,
      show_on_dealer_website: !hidden.has(i),
      simple_fuel: simpleFuel(fuel),
      body,
      fuel,
      transmission,
      drive,
      colour: d.colour,
      seats,
      description: description || null,
      primary_image_url: urls[0] ?? null,
      images: urls.map((url) => ({ image: { url }, thumb: { url } })),
      thumbnails: [...urls],
      file: history.has(i) ? fill(profile.historyReportUrl!, { vin, stocknum }) : null,
      dealership_id: d.dealership.id,
      dealership_slug: d.dealership.slug,
      dealership_name: d.dealership.name,
      city: d.dealership.city,
      state: d.dealership.state,
      photos_count: urls.length,
      custom_rank: rng.int(1, 1000),
    };
    if (d.dealership.location) car.location = { ...d.dealership.location };
    car.payment_processors = processors;
    car.has_checkout_payment_processor = processors.length > 0;
    return car;
  });

  return { $schema: STOCK_SCHEMA_REF, schemaVersion: 1, generated: { seed, at: iso(nowSec) }, cars };
}
