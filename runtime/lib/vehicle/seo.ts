// What search engines read on a vehicle page: title, description, absolute URLs and the
// schema.org Car + Offer JSON-LD (price, currency by locale, mileage with unit, VIN, condition,
// availability, seller = the dealership).
import type { Car } from '../../../schemas/types/car';
import type { Address } from '../../../schemas/types/location';
import type { PublicSite } from '../public-site';
import { formatOdometer, formatPrice, usesMiles } from '../format';
import { localeOf } from '../locales';

export const currencyFor = (locale: string): string => localeOf(locale).currency;
export const countryFor = (locale: string): string => localeOf(locale).country;

/** A path or URL made absolute on the site's primary domain (canonical URLs, Open Graph, feeds). */
export function absoluteUrl(site: Pick<PublicSite, 'primaryDomain'>, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `https://${site.primaryDomain}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Every picture of a car, largest version first, without repeats. */
export function carImageUrls(car: Pick<Car, 'images' | 'primary_image_url'>): string[] {
  const urls = [...(car.images ?? []).map((i) => i.image.url), car.primary_image_url ?? ''].filter(Boolean);
  return [...new Set(urls)];
}

/** Dealer HTML as one line of text (the server already sanitised it). */
export function plainText(html: string | null | undefined): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

export function vehicleTitle(car: Pick<Car, 'name'>, site: Pick<PublicSite, 'name'>): string {
  return `${car.name} | ${site.name}`;
}

const MAX_DESCRIPTION = 160;

/** "2024 Mazda CX-5 Maxx for sale at Riverbend Mazda, Brisbane: $36,990, 12,345 km, Automatic, Petrol. Stock no. RM1." */
export function vehicleMetaDescription(car: Car, site: Pick<PublicSite, 'name' | 'locale' | 'vehicles'>): string {
  const where = [car.dealership_name || site.name, car.city].filter(Boolean).join(', ');
  const facts = [
    formatPrice(car.price, site.vehicles.noPriceText, site.locale).replace(/\.$/, ''),
    formatOdometer(car.km, site.locale),
    car.transmission,
    car.fuel || car.simple_fuel,
  ]
    .filter(Boolean)
    .join(', ');
  const text = `${car.name} for sale at ${where}: ${facts}.${car.stocknum ? ` Stock no. ${car.stocknum}.` : ''}`;
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
}

type OfferAvailability = 'InStock' | 'PreOrder' | 'SoldOut';

export function offerAvailability(car: Pick<Car, 'status'> & Partial<Pick<Car, 'sold'>>): OfferAvailability {
  if (car.status === 'sold' || car.sold === true) return 'SoldOut';
  return car.status === 'coming_soon' ? 'PreOrder' : 'InStock';
}

interface JsonLdContext {
  site: Pick<PublicSite, 'name' | 'locale' | 'primaryDomain' | 'address'>;
  /** The page's canonical URL. */
  url: string;
  /** The car's location's address, when known (else the site's). */
  address?: Partial<Address>;
  phone?: string | null;
}

/** schema.org Car with its Offer; the seller is the dealership (AutoDealer). */
export function vehicleJsonLd(car: Car, { site, url, address, phone }: JsonLdContext): Record<string, unknown> {
  const where = address ?? site.address ?? {};
  const seller = {
    '@type': 'AutoDealer',
    name: car.dealership_name || site.name,
    url: absoluteUrl(site, '/'),
    ...(phone ? { telephone: phone } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(where.street ? { streetAddress: where.street } : {}),
      ...(where.city ? { addressLocality: where.city } : {}),
      ...(where.state ? { addressRegion: where.state } : {}),
      ...(where.postcode ? { postalCode: where.postcode } : {}),
      addressCountry: countryFor(site.locale),
    },
  };
  const condition = car.car_type === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  const offer = {
    '@type': 'Offer',
    url,
    priceCurrency: currencyFor(site.locale),
    ...(typeof car.price === 'number' && car.price > 0 ? { price: car.price } : {}),
    availability: `https://schema.org/${offerAvailability(car)}`,
    itemCondition: condition,
    seller,
  };
  const description = plainText(car.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    ...(description ? { description } : {}),
    image: carImageUrls(car).map((u) => absoluteUrl(site, u)),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: condition,
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.stocknum ? { sku: car.stocknum } : {}),
    ...(typeof car.km === 'number'
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: usesMiles(site.locale) ? 'SMI' : 'KMT' } }
      : {}),
    ...(car.body ? { bodyType: car.body } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.fuel || car.simple_fuel ? { fuelType: car.fuel || car.simple_fuel } : {}),
    ...(car.transmission ? { vehicleTransmission: car.transmission } : {}),
    ...(car.drive ? { driveWheelConfiguration: car.drive } : {}),
    ...(typeof car.seats === 'number' ? { seatingCapacity: car.seats } : {}),
    offers: offer,
  };
}
