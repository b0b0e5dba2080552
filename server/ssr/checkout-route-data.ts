// The checkout screen's route data: the car named by the path (`{base}/{slug}/checkout`) or by
// `?car_id=` (/checkout, /checkout-journey), with its live reserved state from the search index
// (a hold marks the car there at once), so the journey is offered only while the reserve rule holds.
import { checkoutOffer, checkoutOfferKey, checkoutRef } from '../../runtime/lib/checkout/checkout-offer';
import type { RouteEntry } from '../../runtime/lib/route-table';
import { CARS_INDEX } from '../../runtime/lib/search/search-types';
import type { Car } from '../../schemas/types/car';
import { paymentsReady } from '../checkout/payment-providers';
import { visibleCarById, visibleCarBySlug } from '../stock/visible-car';
import type { QuerySeed } from './block-load-context';
import type { RouteData, RouteRequest } from './route-data';

export async function checkoutRouteData(
  _entry: RouteEntry,
  params: Record<string, string | undefined>,
  req: RouteRequest,
  seeds: QuerySeed[],
): Promise<Omit<RouteData, 'routeId' | 'address'>> {
  const { tenant } = req;
  const ref = checkoutRef(params.slug, req.search);
  const car = params.slug ? visibleCarBySlug(tenant, params.slug) : ref ? visibleCarById(tenant, ref) : undefined;
  if (!car) return { status: 404, lazy: ['route:checkout'], queries: [...seeds, { key: checkoutOfferKey(ref), data: null }] };
  const { results } = await req.provider.multiSearch(tenant.slug, [{ indexUid: CARS_INDEX, filter: `id = ${JSON.stringify(String(car.id))}`, limit: 1 }]);
  const indexed = results[0]?.hits[0] as Partial<Car> | undefined;
  const live: Car = indexed?.reserved === true ? { ...car, reserved: true } : car;
  const offer = { ...checkoutOffer(live, tenant.publicSite), payments_ready: paymentsReady(tenant) };
  return {
    status: 200,
    lazy: ['route:checkout'],
    queries: [...seeds, { key: checkoutOfferKey(ref), data: offer }],
    // Stripe.js only where it can be used: a reservable car, and the server holds the secret key.
    ...(offer.reservable && offer.provider === 'stripe' && offer.payments_ready ? { stripe: true as const } : {}),
  };
}
