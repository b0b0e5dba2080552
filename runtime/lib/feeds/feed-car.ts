// What both channel feeds read about one car, decided once: its id in the catalogues (also the
// ad events' content_ids), the location it is sold from (and so its store code), its raster
// pictures, its price as "34990.00 AUD", and what that price includes in Australia.
import type { Car } from '../../../schemas/types/car';
import type { Address, Location } from '../../../schemas/types/location';
import type { Site } from '../../../schemas/types/site';

/** The car's id in every channel's catalogue and in the ad events' content_ids (the stock row's id). */
export function feedVehicleId(car: Pick<Car, 'id'>): string {
  return String(car.id);
}

/** Meta's limit on vehicle_id. */
export const MAX_VEHICLE_ID = 100;

const SELLING_TYPES = new Set(['', 'sales', 'used', undefined]);

/**
 * The location a car is sold from: the one its row names (`location.slug`), else the selling
 * location (sales or used, the primary first) of its dealership. Service and parts locations sell
 * no cars.
 */
export function carStoreLocation(car: Pick<Car, 'location' | 'dealership_id'>, locations: readonly Location[]): Location | undefined {
  const named = car.location?.slug ? locations.find((l) => l.slug === car.location!.slug) : undefined;
  if (named) return named;
  const selling = locations.filter((l) => String(l.dealership_id) === String(car.dealership_id) && SELLING_TYPES.has(l.location_type));
  return selling.find((l) => l.primary) ?? selling[0];
}

/** An image a channel takes: anything but SVG (neither channel accepts vector pictures). */
export function isRasterImage(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return !path.startsWith('data:image/svg') && !/\.svgz?$/.test(path);
}

/** "34990.00 AUD": the price with two decimals and its ISO 4217 currency, or null without a price. */
export function channelPrice(price: number | null | undefined, currency: string): string | null {
  return typeof price === 'number' && price > 0 ? `${price.toFixed(2)} ${currency}` : null;
}

type AuPriceType = 'drive_away_price' | 'estimated_drive_away_price' | 'excluding_government_charges_price';

const PRICE_TYPES: Record<NonNullable<Car['price_type']>, AuPriceType> = {
  drive_away: 'drive_away_price',
  estimated_drive_away: 'estimated_drive_away_price',
  excluding_government_charges: 'excluding_government_charges_price',
};

/**
 * Google's vehicle_price_type for an Australian car: a new car's is what its row's `price_type`
 * (else the site's `vehicles.newPriceType`) says, and must be a drive-away one; a used or demo car
 * is priced excluding government charges. Null: a new car whose price type is unknown.
 */
export function auVehiclePriceType(car: Pick<Car, 'car_type' | 'price_type'>, site: Pick<Site, 'vehicles'>): AuPriceType | null {
  if (car.car_type !== 'new') return 'excluding_government_charges_price';
  const type = car.price_type ?? site.vehicles?.newPriceType;
  const mapped = type ? PRICE_TYPES[type] : null;
  return mapped === 'drive_away_price' || mapped === 'estimated_drive_away_price' ? mapped : null;
}

/** "88 Durham Street, Bathurst NSW 2795, AU" */
export function addressText(address: Partial<Address>, country: string): string {
  const locality = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  return [address.street, locality, country].filter(Boolean).join(', ');
}
