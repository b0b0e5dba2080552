// The offers this site shows, trimmed to what a card needs; models give the Explore links.
import { defineBlock } from '../contract';
import { shownOffers } from '../../runtime/lib/offers';
import { offerCardData } from '../../runtime/lib/offer-cards';
import type { OfferListProps } from './props';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  async load(props: OfferListProps, { site, collections }) {
    const offers = shownOffers(collections.offers, site).filter((o) => !props.category || o.category === props.category);
    return offers.slice(0, props.limit ?? offers.length).map((o) => offerCardData(o, site, collections.models));
  },
  label: 'Offers',
  description: 'The site’s special offers as cards.',
});
