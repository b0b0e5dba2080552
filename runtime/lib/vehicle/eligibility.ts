// Which purchase paths a car offers (spec sections 4 and 5): Reserve, the Autograb trade-in
// valuation, and the trade-in button's eligibility.
import type { Car } from '../../../schemas/types/car';
import type { PublicSite } from '../public-site';
import { normaliseTag } from '../display-tag';
import { onlinePurchase } from '../checkout/online-purchase';

/** Spec section 9: a car must be priced above this to be reserved (or valued by Autograb). */
const MIN_RESERVABLE_PRICE = 200;

type ReserveCar = Pick<Car, 'status' | 'dealership_id'> & Partial<Pick<Car, 'tag' | 'sold' | 'reserved' | 'price' | 'reservable' | 'payment_processors'>>;
type ReserveSite = Pick<PublicSite, 'features' | 'flags' | 'dealerships' | 'payment_processor'>;

const isSold = (car: Pick<Car, 'status'> & Partial<Pick<Car, 'sold'>>) => car.status === 'sold' || car.sold === true;
const pricedAboveMinimum = (price: Car['price']) => typeof price === 'number' && price > MIN_RESERVABLE_PRICE;

/** The card payment key of the car's dealership (site.json `dealerships[].stripe_publishable_key`); ids compared as text. */
export function paymentProcessorKey(car: Pick<Car, 'dealership_id'>, site: Pick<PublicSite, 'dealerships'>): string | null {
  const dealership = site.dealerships?.find((d) => String(d.id) === String(car.dealership_id));
  return dealership?.stripe_publishable_key?.trim() || null;
}

function isTestDriveOnly(car: Partial<Pick<Car, 'tag'>>): boolean {
  return normaliseTag(car.tag) === 'Test Drive Only';
}

/** Spec section 5: Reserve shows only when every condition holds; "a payment processor key exists" means one that can take the deposit now. */
export function canReserve(car: ReserveCar, site: ReserveSite): boolean {
  const statusAllows = car.status === 'in_stock' || (car.status === 'coming_soon' && site.features?.reserve_coming_soon === true);
  return (
    statusAllows &&
    !isTestDriveOnly(car) &&
    site.payment_processor.ready &&
    paymentProcessorKey(car, site) !== null &&
    !isSold(car) &&
    car.reserved !== true &&
    pricedAboveMinimum(car.price) &&
    car.reservable !== false &&
    (car.payment_processors?.length ?? 0) > 0 &&
    onlinePurchase(site)
  );
}

/** Spec section 4: Autograb applies only to an in-stock car, not sold, not reserved, priced above 200. */
export function autograbApplies(car: Pick<Car, 'status'> & Partial<Pick<Car, 'sold' | 'reserved' | 'price'>>): boolean {
  return car.status === 'in_stock' && !isSold(car) && car.reserved !== true && pricedAboveMinimum(car.price);
}

/**
 * The trade-in button's eligibility check (the spec does not show it): a trade-in goes towards
 * buying this car, so a sold car never offers one; on sites with Autograb the car must also be
 * one Autograb can value.
 */
export function tradeInEligible(car: Pick<Car, 'status'> & Partial<Pick<Car, 'sold' | 'reserved' | 'price'>>, site: Pick<PublicSite, 'autograb'>): boolean {
  if (isSold(car)) return false;
  return site.autograb === true ? autograbApplies(car) : true;
}
