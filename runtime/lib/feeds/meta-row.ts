// One car as a listing of Meta's automotive inventory catalog (vehicle ads): the catalog's fields,
// our body style, fuel, transmission and drivetrain mapped to Meta's enumerations through
// channel-values.ts. Cars Meta would reject are left out with their reasons.
import type { Car } from '../../../schemas/types/car';
import { plainText, vehicleMetaDescription } from '../vehicle/seo';
import { BODY_STYLES, channelValue, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from './channel-values';
import { carFacts, type ChannelResult, type FeedContext } from './channel-row';

const MAX_DESCRIPTION = 5000;
/** Meta's limit on pictures per listing. */
const MAX_IMAGES = 20;

interface MetaAddress {
  addr1: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
}

export interface MetaRow {
  vehicle_id: string;
  title: string;
  description: string;
  url: string;
  make: string;
  model: string;
  year: number;
  mileage: { value: number; unit: 'KM' | 'MI' };
  image: { url: string; tag: string }[];
  body_style: string;
  transmission?: string;
  fuel_type?: string;
  drivetrain?: string;
  vin: string;
  state_of_vehicle: 'NEW' | 'USED' | 'CPO';
  price: string;
  exterior_color: string;
  address: MetaAddress;
  latitude: number;
  longitude: number;
  dealer_name: string;
  dealer_phone?: string;
}

/** Fields every Meta listing carries, never empty (dotted: inside an object; []: in every item). */
export const META_REQUIRED = [
  'vehicle_id',
  'title',
  'description',
  'url',
  'make',
  'model',
  'year',
  'mileage.value',
  'mileage.unit',
  'image[].url',
  'image[].tag',
  'body_style',
  'vin',
  'state_of_vehicle',
  'price',
  'exterior_color',
  'address.addr1',
  'address.city',
  'address.region',
  'address.postal_code',
  'address.country',
  'latitude',
  'longitude',
  'dealer_name',
] as const;

export function metaRow(car: Car, ctx: FeedContext): ChannelResult<MetaRow> {
  const facts = carFacts(car, ctx);
  const reasons = [...facts.reasons];
  const body = channelValue(BODY_STYLES, car.body);
  if (!body) reasons.push({ code: 'body-style', message: car.body ? `body style "${car.body}" has no Meta mapping` : 'no body style' });
  const colour = (car.colour ?? '').trim();
  if (!colour) reasons.push({ code: 'colour', message: 'no exterior colour' });
  const location = facts.location;
  const address = location?.address;
  if (location && (typeof address?.lat !== 'number' || typeof address.long !== 'number'))
    reasons.push({ code: 'coordinates', message: `location ${location.slug} has no lat/long in locations.json` });
  if (location && !(address?.street && address.city && address.state && address.postcode))
    reasons.push({ code: 'address', message: `location ${location.slug} has no full address (street, city, state, postcode)` });
  if (reasons.length || !location || !body || !facts.price || facts.mileage === null || typeof address?.lat !== 'number' || typeof address.long !== 'number')
    return { car, reasons };
  const description = plainText(car.description) || vehicleMetaDescription(car, ctx.site);
  const transmission = channelValue(TRANSMISSIONS, car.transmission);
  const fuel = channelValue(FUEL_TYPES, car.fuel || car.simple_fuel);
  const drivetrain = channelValue(DRIVETRAINS, car.drive);
  const phone = location.contact_detail.phone || ctx.site.phone;
  return {
    car,
    row: {
      vehicle_id: facts.id,
      title: car.name,
      description: description.length <= MAX_DESCRIPTION ? description : `${description.slice(0, MAX_DESCRIPTION - 1).trimEnd()}\u2026`,
      url: ctx.carUrl(car),
      make: car.make,
      model: car.model,
      year: car.year,
      mileage: { value: facts.mileage, unit: ctx.miles ? 'MI' : 'KM' },
      image: facts.images.slice(0, MAX_IMAGES).map((url, i) => ({ url, tag: i === 0 ? 'Primary' : 'Gallery' })),
      body_style: body.meta,
      ...(transmission ? { transmission } : {}),
      ...(fuel ? { fuel_type: fuel } : {}),
      ...(drivetrain ? { drivetrain } : {}),
      vin: facts.vin,
      state_of_vehicle: car.car_type === 'new' ? 'NEW' : car.certified ? 'CPO' : 'USED',
      price: facts.price,
      exterior_color: colour,
      address: { addr1: address.street, city: address.city ?? '', region: address.state ?? '', postal_code: address.postcode, country: ctx.country },
      latitude: address.lat,
      longitude: address.long,
      dealer_name: car.dealership_name || location.name || ctx.site.name,
      ...(phone ? { dealer_phone: phone } : {}),
    },
  };
}
