// The offer of the address: /offers/:offerId, or /offers/:manufacturerSlug/:offerId on sites
// with no single manufacturer. Unknown or excluded offers are 404; the other form of the
// address redirects to the offer's own.
import { defineBlock, notFound, redirect } from '../contract';
import { offerHref, shownOffers } from '../../runtime/lib/offers';
import { offerCardData } from '../../runtime/lib/offer-cards';
import type { OfferDetailProps } from './props';
import { withHead } from '../../runtime/lib/item-head';
import { itemHead } from '../../runtime/lib/item-head-text';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  params: { offerId: 'offers' },
  async load(_props: OfferDetailProps, { site, collections, params, pathname }) {
    const offer = shownOffers(collections.offers, site).find((o) => String(o.id) === params.offerId);
    if (!offer) return notFound();
    const href = offerHref(offer, site);
    if (decodeURIComponent(pathname.replace(/\/+$/, '')) !== decodeURIComponent(href)) return redirect(href);
    return withHead(
      offerCardData(offer, site, collections.models),
      itemHead({ name: offer.name, text: offer.description, fallback: `${offer.name} at ${site.name}.`, path: href }, site.name),
    );
  },
  label: 'Offer',
  description: 'One special offer, picked by the page address.',
});
