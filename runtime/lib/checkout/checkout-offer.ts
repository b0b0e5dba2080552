// What the checkout screen shows for a car: a summary, whether the reserve rule of spec section 5
// holds for it now (its live reserved state included), and the deposit. One builder for the API
// (GET /api/checkout/cars/:id) and the server-rendered screen.
import type { Car } from '../../../schemas/types/car';
import type { PublicSite } from '../public-site';
import { canReserve, paymentProcessorKey } from '../vehicle/eligibility';
import { checkoutSettings } from './checkout-settings';

export interface CheckoutOffer {
  car: Pick<Car, 'id' | 'name' | 'slug' | 'status'> & { price: number | null; primary_image_url: string | null; reserved: boolean };
  reservable: boolean;
  deposit: { amount: number; currency: string };
  provider: 'stripe' | 'test';
  publishable_key: string | null;
  /** Set by the server: whether it can take the deposit now (Stripe: its secret key is configured). Absent = yes. */
  payments_ready?: boolean;
}

export function checkoutOffer(car: Car, site: PublicSite): CheckoutOffer {
  const settings = checkoutSettings(site);
  return {
    car: {
      id: car.id,
      name: car.name,
      slug: car.slug,
      status: car.status,
      price: typeof car.price === 'number' ? car.price : null,
      primary_image_url: car.primary_image_url ?? car.thumbnails?.[0] ?? null,
      reserved: car.reserved === true,
    },
    reservable: canReserve(car, site),
    deposit: { amount: settings.amount, currency: settings.currency },
    provider: settings.provider,
    publishable_key: settings.provider === 'stripe' ? paymentProcessorKey(car, site) : null,
  };
}

/** Keyed by what the address names: the car's slug (`{base}/{slug}/checkout`) or `?car_id=`. */
export const checkoutOfferKey = (ref: string | null) => ['checkout-offer', ref] as const;

/** The car an address names: the path's slug, else the `car_id` query parameter. */
export function checkoutRef(slug: string | undefined, search: string): string | null {
  return slug || new URLSearchParams(search).get('car_id') || null;
}
