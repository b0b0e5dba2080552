// One car as a row of Google Vehicle Ads (the Merchant Center vehicle inventory attributes): the
// fields Google requires, plus vehicle_price_type in Australia. Cars Google would reject are left
// out with their reasons.
import type { Car } from '../../../schemas/types/car';
import { addressText, auVehiclePriceType } from './feed-car';
import { BODY_STYLES, channelValue } from './channel-values';
import { carFacts, type ChannelResult, type FeedContext } from './channel-row';

/** Google's limit on additional_image_link values per vehicle. */
const MAX_ADDITIONAL_IMAGES = 10;

export interface GoogleRow {
  id: string;
  vin: string;
  store_code: string;
  dealership_name: string;
  dealership_address: string;
  price: string;
  vehicle_price_type?: string;
  condition: 'new' | 'used';
  certified_pre_owned?: 'true';
  make: string;
  model: string;
  year: number;
  trim: string;
  mileage?: string;
  link: string;
  image_link: string;
  additional_image_link: string[];
  body_style?: string;
  color?: string;
  date_in_stock?: string;
}

/** Fields every Google row carries, never empty (the golden-file test reads this list). */
export const GOOGLE_REQUIRED = [
  'id',
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'price',
  'condition',
  'make',
  'model',
  'year',
  'trim',
  'link',
  'image_link',
] as const satisfies readonly (keyof GoogleRow)[];

/** Fields required only for some rows: mileage for used cars, vehicle_price_type in Australia. */
export function googleRequiredFor(row: Pick<GoogleRow, 'condition'>, country: string): (keyof GoogleRow)[] {
  return [...GOOGLE_REQUIRED, ...(row.condition === 'used' ? (['mileage'] as const) : []), ...(country === 'AU' ? (['vehicle_price_type'] as const) : [])];
}

export function googleRow(car: Car, ctx: FeedContext): ChannelResult<GoogleRow> {
  const facts = carFacts(car, ctx);
  const reasons = [...facts.reasons];
  const trim = (car.badge ?? '').trim();
  if (!trim) reasons.push({ code: 'trim', message: 'no trim (badge)' });
  const priceType = ctx.country === 'AU' ? auVehiclePriceType(car, ctx.site) : undefined;
  if (priceType === null)
    reasons.push({ code: 'price-type', message: 'new car without a drive-away price type (price_type, or the site\u2019s vehicles.newPriceType)' });
  const location = facts.location;
  if (reasons.length || !location?.store_code || !facts.price) return { car, reasons };
  const [image, ...more] = facts.images;
  const used = car.car_type !== 'new';
  return {
    car,
    row: {
      id: facts.id,
      vin: facts.vin,
      store_code: location.store_code,
      dealership_name: car.dealership_name || location.name || ctx.site.name,
      dealership_address: addressText(location.address, ctx.country),
      price: facts.price,
      ...(priceType ? { vehicle_price_type: priceType } : {}),
      condition: used ? 'used' : 'new',
      ...(used && car.certified ? { certified_pre_owned: 'true' as const } : {}),
      make: car.make,
      model: car.model,
      year: car.year,
      trim,
      ...(typeof car.km === 'number' ? { mileage: `${car.km} ${ctx.miles ? 'miles' : 'km'}` } : {}),
      link: ctx.carUrl(car),
      image_link: image!,
      additional_image_link: more.slice(0, MAX_ADDITIONAL_IMAGES),
      ...(channelValue(BODY_STYLES, car.body) ? { body_style: channelValue(BODY_STYLES, car.body)!.google } : {}),
      ...(car.colour ? { color: car.colour } : {}),
      ...(car.created_at ? { date_in_stock: car.created_at.slice(0, 10) } : {}),
    },
  };
}
