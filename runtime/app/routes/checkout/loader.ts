// The checkout screen's route data: the car named by the path (`{base}/{slug}/checkout`) or by
// `?car_id=` (/checkout, /checkout-journey; without one, the page that asks for a car), with its live reserved state from the search index
// (a hold marks the car there at once), so the journey is offered only while the reserve rule holds.
import { checkoutOffer, checkoutOfferKey, checkoutRef } from '../../../lib/checkout/checkout-offer';
import { CARS_INDEX } from '../../../lib/search/search-types';
import type { Car } from '../../../../schemas/types/car';
import { paymentsReady } from '../../../../server/checkout/payment-providers';
import { collectionSeeds, type RouteLoader } from '../../../../server/ssr/route-answer';
import { visibleCarById, visibleCarBySlug } from '../../../../server/stock/visible-car';

const load: RouteLoader = async (_entry, params, req) => {
  const { tenant } = req;
  const seeds = collectionSeeds(tenant);
  const ref = checkoutRef(params.slug, req.search);
  // No car named (/checkout, /checkout-journey): the journey's start, choosing a car from the stock
  // (docs/decisions.md "/checkout without a car"). A named car that is not shown is a dead link: 404.
  if (ref === null) return { status: 200, lazy: ['route:checkout'], queries: [...seeds, { key: checkoutOfferKey(ref), data: null }] };
  const car = params.slug ? visibleCarBySlug(tenant, params.slug) : visibleCarById(tenant, ref);
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
};
export default load;
