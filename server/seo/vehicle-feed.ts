// /feeds/vehicles.xml: the tenant's cars for sale in the columns of Google's vehicle listings
// feed specification (vin, id, store_code, dealership_name, dealership_address, image_link,
// additional_image_link, link, date_in_stock, price, condition, make, model, trim, year, mileage
// ...), as an RSS 2.0 document with the g: namespace. Rows the specification cannot take (no VIN,
// no price) are left out.
import type { Car } from '../../schemas/types/car';
import { addressLines } from '../../runtime/ui/locations';
import { absoluteUrl, carImageUrls, countryFor, currencyFor, plainText } from '../../runtime/lib/vehicle/seo';
import { usesMiles } from '../../runtime/lib/format';
import type { Tenant } from '../tenants/tenant';
import { carUrl, listedCars } from './listed-cars';
import { xmlDocument, type XmlNode } from './xml';

/** Google's limit on additional_image_link values per vehicle. */
const MAX_ADDITIONAL_IMAGES = 10;

type FeedRow = [column: string, value: string | number | null | undefined][];

function dealershipAddress(tenant: Tenant, car: Car): string {
  const location = tenant.collections.locations.find((l) => l.slug === car.location?.slug);
  const address = location?.address ?? tenant.site.address ?? {};
  return [...addressLines(address), countryFor(tenant.site.locale)].join(', ');
}

/** One vehicle's columns, in the specification's order; null when a required column has no value. */
function feedRow(tenant: Tenant, car: Car): FeedRow | null {
  if (!car.vin || typeof car.price !== 'number' || car.price <= 0) return null;
  const site = tenant.publicSite;
  const [image, ...more] = carImageUrls(car).map((u) => absoluteUrl(site, u));
  const dealership = tenant.site.dealerships?.find((d) => String(d.id) === String(car.dealership_id));
  return [
    ['vin', car.vin],
    ['id', car.stocknum || String(car.id)],
    ['store_code', String(car.dealership_id)],
    ['dealership_name', car.dealership_name || dealership?.name || tenant.site.name],
    ['dealership_address', dealershipAddress(tenant, car)],
    ['image_link', image],
    ...more.slice(0, MAX_ADDITIONAL_IMAGES).map((u): [string, string] => ['additional_image_link', u]),
    ['link', carUrl(tenant, car)],
    ['date_in_stock', car.created_at?.slice(0, 10)],
    ['price', `${car.price.toFixed(2)} ${currencyFor(site.locale)}`],
    ['condition', car.car_type === 'new' ? 'new' : 'used'],
    ['certified_pre_owned', car.car_type !== 'new' && car.certified ? 'true' : null],
    ['make', car.make],
    ['model', car.model],
    ['trim', car.badge],
    ['year', car.year],
    ['mileage', typeof car.km === 'number' ? `${car.km} ${usesMiles(site.locale) ? 'miles' : 'km'}` : null],
    ['color', car.colour],
    ['body_style', car.body],
    ['engine', car.fuel || car.simple_fuel],
    ['transmission', car.transmission],
    ['description', plainText(car.description) || null],
  ];
}

/** Cars in stock now (not coming soon, not sold) that the specification can list. */
function feedRows(tenant: Tenant, nowSeconds: number): FeedRow[] {
  return listedCars(tenant, nowSeconds)
    .filter((car) => car.status === 'in_stock' && car.sold !== true)
    .map((car) => feedRow(tenant, car))
    .filter((row): row is FeedRow => row !== null);
}

/** One item: each column as a g: element, repeated columns (additional_image_link) repeated. */
function feedItem(row: FeedRow): XmlNode {
  const item: Record<string, (string | number)[]> = {};
  for (const [column, value] of row) if (value !== null && value !== undefined && value !== '') (item[`g:${column}`] ??= []).push(value);
  return item;
}

export function vehicleFeedXml(tenant: Tenant, nowSeconds: number): string {
  return xmlDocument('rss', {
    '@_version': '2.0',
    '@_xmlns:g': 'http://base.google.com/ns/1.0',
    channel: {
      title: `${tenant.site.name} vehicles`,
      link: absoluteUrl(tenant.publicSite, '/'),
      description: `Vehicles for sale at ${tenant.site.name}`,
      item: feedRows(tenant, nowSeconds).map(feedItem),
    },
  });
}
