// The checkout journey ({base}/{slug}/checkout, /buy-online, /checkout and /checkout-journey
// with ?car_id=): contact details, deposit, review, confirmation; offered only while the reserve
// rule of spec section 5 holds. The steps themselves are the journey (checkout-journey.tsx).
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useSite } from '../../data/site-context';
import { fetchJson } from '../../data/fetch-json';
import { checkoutOfferKey, checkoutRef, type CheckoutOffer } from '../../lib/checkout/checkout-offer';
import { stockPath } from '../../lib/vehicle-route';
import { SmartLink } from '../../ui/smart-link';
import { PageHead } from '../page-head';
import { Journey } from './checkout-journey';
import { servedForThisAddress } from './stripe-card';

import '../../styles/garage.css';

export default function CheckoutPage() {
  const site = useSite();
  const { slug } = useParams();
  const { search } = useLocation();
  const ref = checkoutRef(slug, search);
  const { data: offer } = useQuery({
    queryKey: checkoutOfferKey(ref),
    queryFn: () => (ref ? fetchJson<CheckoutOffer>(`/api/checkout/cars/${encodeURIComponent(ref)}`) : Promise.resolve(null)),
    staleTime: Infinity,
  });
  const title = offer ? `Reserve ${offer.car.name}` : 'Reserve a car';
  const needsStripe = offer?.reservable === true && offer.provider === 'stripe' && offer.payments_ready !== false;
  useEffect(() => {
    // Stripe's card form needs the policy this address is served with (see stripe-card.tsx).
    if (needsStripe && !servedForThisAddress()) window.location.reload();
  }, [needsStripe]);
  return (
    <section className="container checkout-page">
      <PageHead title={`${title} | ${site.name}`} noindex />
      <h1>{title}</h1>
      {!offer ? (
        <p>
          Choose a {site.vehicles.singular} to reserve from <SmartLink href={stockPath(site)}>our {site.vehicles.plural}</SmartLink>.
        </p>
      ) : offer.reservable ? (
        <Journey offer={offer} />
      ) : (
        <div role="status">
          <p>
            {offer.car.reserved
              ? `Sorry, this ${site.vehicles.singular} has just been reserved by someone else.`
              : `This ${site.vehicles.singular} cannot be reserved online.`}
          </p>
          <SmartLink href={stockPath(site)} className="btn btn-primary">
            See similar {site.vehicles.plural}
          </SmartLink>
        </div>
      )}
    </section>
  );
}
