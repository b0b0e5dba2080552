// Which offers a site shows and where each lives (spec section 2 "Offers"): an offer listing
// this site in excluded_website_ids is hidden; /offers/{id} on a single-manufacturer site, else
// /offers/{manufacturer-slug}/{id}; "Explore {model}" leads to the model's page.
import type { Offer } from '../../schemas/types/offer';
import type { Model } from '../../schemas/types/model';
import { bodySlug } from './body-slug';
import { siteManufacturer } from './site-manufacturer';

interface OfferSite {
  id?: string | number;
  manufacturer?: string | null;
}

function isOfferShown(offer: Offer, site: OfferSite): boolean {
  if (site.id === undefined || !offer.excluded_website_ids) return true;
  return !offer.excluded_website_ids.some((id) => String(id) === String(site.id));
}

export function shownOffers(offers: readonly Offer[], site: OfferSite): Offer[] {
  return offers.filter((o) => isOfferShown(o, site));
}

function manufacturerSlug(manufacturer: string): string {
  return bodySlug(manufacturer.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
}

export function offerHref(offer: Pick<Offer, 'id' | 'manufacturer'>, site: OfferSite): string {
  const id = encodeURIComponent(String(offer.id));
  if (siteManufacturer(site) || !offer.manufacturer?.trim()) return `/offers/${id}`;
  return `/offers/${manufacturerSlug(offer.manufacturer)}/${id}`;
}

/** The model an offer is about, by name (case and spacing ignored), slug or id. */
export function offerModel(offer: Pick<Offer, 'model'>, models: readonly Model[]): Model | undefined {
  const key = (offer.model ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!key) return undefined;
  return models.find((m) => m.name.trim().toLowerCase().replace(/\s+/g, ' ') === key || m.slug === key || String(m.id) === key);
}
