// The per-location service booking pages of spec section 2 (the service routes list
// /book-a-service-smithfield; "Service-booking links per location are static"): on a site with
// features.service_booking_per_location, each service location it shows gets
// /book-a-service-<its contact-us slug>, the Book a Service form with that service centre chosen.
import type { Location } from '../../schemas/types/location';
import { displayedLocations } from './displayed-locations';
import { contactSlug } from './location-slug';

const SERVICE_BOOKING_PREFIX = '/book-a-service-';

export interface ServiceBookingPage {
  path: string;
  /** The location's name: the value the form's service centre field holds (locationSelect values are names). */
  location: string;
  /** The location's name without its Service suffix, for the heading ("Book a Service at Smithfield"). */
  place: string;
}

/** A location name without a trailing Sales, Service or Parts (the contact-us group name). */
const placeName = (name: string) => name.replace(/[\s-]+(sales|service|parts)\s*$/i, '').trim() || name;

/**
 * The site's per-location booking pages, in the locations' display order; none without the
 * feature. Two service locations with the same contact-us slug share its address: the first wins.
 */
export function serviceBookingPages(
  site: { features?: { service_booking_per_location?: boolean } | null; locations?: readonly string[] | null },
  locations: readonly Location[],
): ServiceBookingPage[] {
  if (site.features?.service_booking_per_location !== true) return [];
  const pages = new Map<string, ServiceBookingPage>();
  for (const location of displayedLocations(locations, { types: ['service'], ...(site.locations ? { slugs: site.locations } : {}) })) {
    const path = `${SERVICE_BOOKING_PREFIX}${contactSlug(location.name)}`;
    if (!pages.has(path)) pages.set(path, { path, location: location.name, place: placeName(location.name) });
  }
  return [...pages.values()];
}

/** The booking page of one location (by name), if the site has one. */
export function serviceBookingPathOf(pages: readonly ServiceBookingPage[], locationName: string): string | undefined {
  return pages.find((p) => p.location === locationName)?.path;
}
