// Offer card data as the server hands it to the offer blocks: only what a card shows. An offer
// without its own image shows its model's (the spec's `image_or_model_image`).
import type { Offer } from '../../schemas/types/offer';
import type { Model } from '../../schemas/types/model';
import { offerHref, offerModel } from './offers';
import { modelHref } from './model-cards';

export interface OfferCardData {
  id: string | number;
  name: string;
  description: string;
  disclaimer?: string;
  category?: string;
  image?: string;
  href: string;
  /** The enquiry form of the offer (its page's form section). */
  enquireHref: string;
  model?: { name: string; href: string };
}

const OFFER_ENQUIRY_ANCHOR = 'offer-enquiry';

/** The offer's own image, else its model's (spec: `image_or_model_image.url`), else none. */
export function offerImage(offer: Pick<Offer, 'image_url'>, model: Pick<Model, 'image'> | undefined): string | undefined {
  return offer.image_url?.trim() || model?.image?.url || undefined;
}

export function offerCardData(offer: Offer, site: { id?: string | number; manufacturer?: string | null }, models: readonly Model[]): OfferCardData {
  const href = offerHref(offer, site);
  const model = offerModel(offer, models);
  return {
    id: offer.id,
    name: offer.name,
    description: offer.description,
    ...(offer.disclaimer ? { disclaimer: offer.disclaimer } : {}),
    ...(offer.category ? { category: offer.category } : {}),
    ...(offerImage(offer, model) ? { image: offerImage(offer, model) } : {}),
    href,
    enquireHref: `${href}#${OFFER_ENQUIRY_ANCHOR}`,
    ...(model ? { model: { name: model.name, href: modelHref(model) } } : {}),
  };
}
