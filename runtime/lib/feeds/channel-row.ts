// The part of a channel row both feeds share: which cars a channel takes at all, and the facts
// each row reads (store location, raster pictures, price, mileage). A car a channel would reject
// is left out with every reason at once, so one look at the health report tells the dealer all
// there is to fix.
import type { Car } from '../../../schemas/types/car';
import type { Location } from '../../../schemas/types/location';
import type { Site } from '../../../schemas/types/site';
import { VIN_PROBLEM_TEXT, vinProblem } from '../vin';
import { carImageUrls } from '../vehicle/seo';
import { carStoreLocation, channelPrice, feedVehicleId, isRasterImage, MAX_VEHICLE_ID } from './feed-car';

type LeftOutCode =
  | 'not-for-sale'
  | 'vehicle-id'
  | 'vin'
  | 'price'
  | 'raster-image'
  | 'store-code'
  | 'mileage'
  | 'price-type'
  | 'trim'
  | 'body-style'
  | 'colour'
  | 'coordinates'
  | 'address';

export interface LeftOut {
  code: LeftOutCode;
  message: string;
}

export interface FeedContext {
  site: Pick<Site, 'name' | 'locale' | 'vehicles' | 'phone'>;
  /** AU, NZ or US: the rules that differ by country follow the site's. */
  country: string;
  /** ISO 4217 */
  currency: string;
  miles: boolean;
  locations: readonly Location[];
  /** A path or URL made absolute on the site's primary domain. */
  absolute: (pathOrUrl: string) => string;
  /** The car page's absolute URL. */
  carUrl: (car: Car) => string;
}

export type ChannelResult<R> = { car: Car; row: R; reasons?: undefined } | { car: Car; row?: undefined; reasons: LeftOut[] };

/** What every channel row reads, and the reasons shared by both channels to leave the car out. */
interface CarFacts {
  id: string;
  vin: string;
  location: Location | undefined;
  images: string[];
  price: string | null;
  /** The odometer reading; a new car without one reads 0. */
  mileage: number | null;
  reasons: LeftOut[];
}

export function carFacts(car: Car, ctx: FeedContext): CarFacts {
  const reasons: LeftOut[] = [];
  const add = (code: LeftOutCode, message: string) => reasons.push({ code, message });
  if (car.status !== 'in_stock' || car.sold === true)
    add('not-for-sale', car.status === 'coming_soon' ? 'coming soon: not in stock yet' : 'sold (the website shows it as just sold)');
  const id = feedVehicleId(car);
  if (id.length > MAX_VEHICLE_ID) add('vehicle-id', `id is longer than ${MAX_VEHICLE_ID} characters`);
  const vinIssue = vinProblem(car.vin, ctx.country);
  if (vinIssue) add('vin', VIN_PROBLEM_TEXT[vinIssue]);
  const price = channelPrice(car.price, ctx.currency);
  if (!price) add('price', 'no price');
  const all = carImageUrls(car);
  const images = all.filter(isRasterImage).map(ctx.absolute);
  if (!images.length) add('raster-image', all.length ? 'no raster image (SVG pictures are not accepted)' : 'no image');
  const location = carStoreLocation(car, ctx.locations);
  if (!location?.store_code)
    add('store-code', location ? `location ${location.slug} has no store_code in locations.json` : 'no location of the car sells it (locations.json)');
  const mileage = typeof car.km === 'number' ? car.km : car.car_type === 'new' ? 0 : null;
  if (mileage === null) add('mileage', `${car.car_type} car without mileage`);
  return { id, vin: (car.vin ?? '').trim().toUpperCase(), location, images, price, mileage, reasons };
}
