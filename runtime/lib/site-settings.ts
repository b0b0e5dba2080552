// Per-site behaviour (site.json `display`) with the spec's defaults filled in, read by blocks,
// car cards, the search screen and the vehicle page alike. The time zone is siteTimezone() (./timezone).
import type { Site } from '../../schemas/types/site';

export interface SiteSettings {
  kmSorts: boolean;
  fuelTag: boolean;
  certifiedLogo: boolean;
  financeLabel: 'Get Finance' | 'Pre-Approved';
  licenceLabel: 'DL' | 'CL';
  serviceButton: 'contact' | 'book-service';
  bookServiceHref: string;
  locationButtons: readonly ('parts-enquiry' | 'send-enquiry')[];
  partsEnquiryHref: string;
  offersOpenChat: boolean;
  locationSearch: boolean;
  textUs: boolean;
  imageQuality: number;
  imageHosts: readonly string[];
  blogPageSize: number;
}

/** The site's display settings, and the public service booking address (PublicSite's, from widgets.xtime_url). */
type SettingsSource = Pick<Site, 'display'> & { service_booking_url?: string };

export function siteSettings(site: Partial<SettingsSource>): SiteSettings {
  const d = site.display ?? {};
  return {
    kmSorts: d.km_sorts ?? false,
    fuelTag: d.fuel_tag ?? false,
    certifiedLogo: d.certified_logo ?? false,
    financeLabel: d.finance_label ?? 'Get Finance',
    licenceLabel: d.licence_label ?? 'DL',
    serviceButton: d.service_button ?? 'contact',
    bookServiceHref: d.book_service_href ?? site.service_booking_url ?? '/service',
    locationButtons: d.location_buttons ?? [],
    partsEnquiryHref: d.parts_enquiry_href ?? '/vehicle-parts-and-accessories#parts-enquiry',
    offersOpenChat: d.offers_open_chat ?? false,
    locationSearch: d.location_search ?? false,
    textUs: d.text_us ?? false,
    imageQuality: d.image_quality ?? 75, // DEFAULT_IMAGE_QUALITY of ./image-url (not imported: this module ships with car cards)
    imageHosts: d.image_hosts ?? [],
    blogPageSize: d.blog_page_size ?? 9,
  };
}
