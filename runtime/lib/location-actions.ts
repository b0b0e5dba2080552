// The buttons and links of a location card (spec section 2 "Locations": "a Visit Website link
// and, on some sites, Contact Us, Book a Service, Parts Enquiry or Send Enquiry buttons").
import type { LocationType } from './displayed-locations';

export type LocationActionKind = 'contact' | 'book-service' | 'parts-enquiry' | 'send-enquiry';

export interface LocationAction {
  kind: LocationActionKind;
  label: string;
  href: string;
}

export interface LocationActionSettings {
  /** site.json display.service_button: service locations show Book a Service instead of Contact Us. */
  serviceButton: 'contact' | 'book-service';
  /** Where Book a Service leads when the location has no booking page of its own. */
  bookServiceHref: string;
  /** site.json display.location_buttons. */
  locationButtons: readonly ('parts-enquiry' | 'send-enquiry')[];
  partsEnquiryHref: string;
}

export interface LocationActionSource {
  type: LocationType;
  /** The location's contact-us slug (runtime/lib/location-slug.ts). */
  contactSlug: string;
  /** The location's own service booking page (/book-a-service-<name>), when the site configures one. */
  serviceBookingPath?: string;
}

const LABELS: Readonly<Record<LocationActionKind, string>> = {
  contact: 'Contact Us',
  'book-service': 'Book a Service',
  'parts-enquiry': 'Parts Enquiry',
  'send-enquiry': 'Send Enquiry',
};

const action = (kind: LocationActionKind, href: string): LocationAction => ({ kind, label: LABELS[kind], href });

/**
 * The card's buttons, in order: Contact Us (or Book a Service on a service location of a site
 * that says so), then Parts Enquiry on a parts location and Send Enquiry, each where the site
 * enables it.
 */
export function locationActions(location: LocationActionSource, settings: LocationActionSettings): LocationAction[] {
  const contactPage = `/contact-us/${location.contactSlug}`;
  const bookService = location.type === 'service' && settings.serviceButton === 'book-service';
  const actions = [bookService ? action('book-service', location.serviceBookingPath ?? settings.bookServiceHref) : action('contact', contactPage)];
  if (location.type === 'parts' && settings.locationButtons.includes('parts-enquiry')) actions.push(action('parts-enquiry', settings.partsEnquiryHref));
  if (settings.locationButtons.includes('send-enquiry')) actions.push(action('send-enquiry', `${contactPage}#enquiry`));
  return actions;
}

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.host.toLowerCase().replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** The card's Visit Website link: the location's own website, unless it is this very site (same host, www. or not). */
export function visitWebsiteHref(website: string | undefined, siteUrl: string | undefined): string | null {
  const host = origin(website?.trim());
  if (!host) return null;
  return host === origin(siteUrl) ? null : website!.trim();
}

/** A sister site of the dealer group (site.json dealership_websites). */
export interface SisterSite {
  name: string;
  slug?: string;
  make?: string;
  url: string;
}

/** What of a location decides its website. */
export interface WebsiteSource {
  website?: string;
  dealership_slug?: string;
  manufacturers?: readonly string[];
}

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The website a location's card links to: its own `website`; else the sister site
 * (dealership_websites) of its dealership (same slug as the location's dealership_slug); else the
 * one sister site selling a make the location sells (none when two would fit: a guess would send
 * the visitor to the wrong dealer).
 */
export function locationWebsite(location: WebsiteSource, sisters: readonly SisterSite[] = []): string | undefined {
  if (location.website?.trim()) return location.website;
  const bySlug = sisters.find((s) => same(s.slug, location.dealership_slug));
  if (bySlug) return bySlug.url;
  const byMake = sisters.filter((s) => (location.manufacturers ?? []).some((m) => same(s.make, m)));
  return byMake.length === 1 ? byMake[0]!.url : undefined;
}
