// One generated car: its draft, what the stock's mix gave it (stock-mix.ts) and the draws of its
// own details (VIN, stock number, dates, photos, description, payment processors), in a fixed order.
import type { Car } from '../../schemas/types/car';
import type { Rng } from './prng';
import type { StockProfile } from './profile';
import type { Draft } from './draw-vehicle';
import { carName, escapeHtml, simpleFuel, slugify, stockPrefix, thousands } from './car-text';
import { seriesOf } from './draw-vehicle';
import { makeVin } from './vin';
import { fillTemplate } from './fill';
import { DAY, HOUR, type StockMix } from './stock-mix';
import { NEW_ARRIVAL_DAYS } from '../../runtime/lib/display-tag';

const fill = fillTemplate; // descriptions and the processor key template

/** ISO text without milliseconds. */
export function iso(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** What every car of one stock shares: the draws, the taken VINs and stock numbers, the clock. */
export interface CarContext {
  rng: Rng;
  profile: StockProfile;
  mix: StockMix;
  nowSec: number;
  /** Site id x 10,000: the first car's id less one. */
  idBase: number;
  vins: Set<string>;
  stocknums: Set<string>;
}

export function generateCar(context: CarContext, d: Draft, i: number): Car {
  const { rng, profile, nowSec, idBase, vins, stocknums } = context;
  const { status, soldAt, newArrival, noImages, fewImages, noPrice, hidden, tag, reserved, withProcessors, notReservable, certified, history } = context.mix;
  const unit = profile.odometer.unit;
  const maxPhotos = 1 + profile.images.gallery.length;
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
}
