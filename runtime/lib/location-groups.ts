// Locations as the locations screen and the contact-us pages show them (spec section 2
// "Locations"): grouped by their contact-us slug (a dealership's Sales, Service and Parts
// locations share one), each group with a tab per type, every card field, holiday hours.
import type { Address, Location } from '../../schemas/types/location';
import { groupOpeningHours, type HoursRow } from './opening-hours';
import { contactSlug } from './location-slug';
import { openStatus, specialHoursText, upcomingSpecialHours, type OpenStatus, type SpecialHoursEntry } from './open-now';
import { formatDate } from './locale-messages';
import { zonedTime } from './zoned-time';
import type { SiteSettings } from './site-settings';
import { locationActions, locationWebsite, visitWebsiteHref, type LocationAction, type SisterSite } from './location-actions';
import { locationMap, type LocationMap } from './location-map';
import { serviceBookingPathOf, type ServiceBookingPage } from './service-booking-pages';

type LocationType = 'sales' | 'used' | 'service' | 'parts';
const TYPE_ORDER: readonly LocationType[] = ['sales', 'used', 'service', 'parts'];
export const TYPE_LABELS: Readonly<Record<LocationType, string>> = { sales: 'Sales', used: 'Used', service: 'Service', parts: 'Parts' };

export interface LocationCardData {
  id: string | number;
  name: string;
  type: LocationType;
  /** The card's map: interactive (on request), a static map picture, the location's image, or none. */
  map: LocationMap;
  address: Partial<Address>;
  phone?: string;
  landline?: string;
  email?: string;
  hours: HoursRow[];
  /** Today's status on the dealer's clock when the page was made (null: unknown). */
  status: OpenStatus | null;
  /** Upcoming special (holiday) hours, by date, as shown. */
  holidays: HolidayRow[];
  rating?: { average: number; count: number };
  /** "DL 12345" or "CL 12345". */
  licence?: string;
  mrb?: string;
  /** Contact Us (or Book a Service), then Parts Enquiry and Send Enquiry where the site enables them. */
  actions: LocationAction[];
  /** The location's own website (else its dealership's sister site), when it is not this site. */
  website?: string;
}

export interface HolidayRow {
  key: string;
  /** "25 December 2026" in the site's locale. */
  day: string;
  label?: string;
  /** "Closed", "09:00 - 13:00" ... */
  hours: string;
}

/** What of the site a card needs beyond its display settings: the map key and the site's own address. */
export interface CardSite {
  address?: { map_key?: string };
  url?: string;
  /** The site's per-location booking pages: a service location's Book a Service leads to its own. */
  serviceBookings?: readonly ServiceBookingPage[];
  /** site.json dealership_websites: a location without a website of its own links to its dealership's. */
  dealershipWebsites?: readonly SisterSite[];
}

/** When and where cards are made: the render clock, the dealer's zone and the site's locale. */
interface CardClock {
  nowMs: number;
  timezone: string;
  locale: string;
}

export interface LocationGroup {
  slug: string;
  name: string;
  href: string;
  locations: LocationCardData[];
}

function typeOf(location: Pick<Location, 'location_type'>): LocationType {
  return location.location_type || 'sales';
}

export function locationCardData(
  location: Location,
  special: readonly SpecialHoursEntry[],
  clock: CardClock,
  settings: Pick<SiteSettings, 'licenceLabel' | 'serviceButton' | 'bookServiceHref' | 'locationButtons' | 'partsEnquiryHref'>,
  site: CardSite = {},
): LocationCardData {
  const type = typeOf(location);
  const c = location.contact_detail;
  const website = visitWebsiteHref(locationWebsite(location, site.dealershipWebsites), site.url);
  const image = location.image?.image?.url;
  const bookingPath = serviceBookingPathOf(site.serviceBookings ?? [], location.name);
  return {
    id: location.id,
    name: location.name,
    type,
    map: locationMap({ address: location.address, ...(location.map_image ? { map_image: location.map_image } : {}), ...(image ? { image } : {}) }, site),
    address: location.address,
    ...(c.phone ? { phone: c.phone } : {}),
    ...(c.landline_phone ? { landline: c.landline_phone } : {}),
    ...(c.email ? { email: c.email } : {}),
    hours: groupOpeningHours(c.opening_hours ?? [], clock.locale),
    status: openStatus(c.opening_hours ?? [], special, clock.nowMs, clock.timezone, clock.locale, location.id),
    holidays: upcomingSpecialHours(special, zonedTime(clock.nowMs, clock.timezone).date, location.id).map((e) => ({
      key: `${e.date}-${e.location_id ?? ''}`,
      day: formatDate(e.date, clock.locale, clock.timezone),
      ...(e.label ? { label: e.label } : {}),
      hours: specialHoursText(e, clock.locale),
    })),
    ...(typeof location.average_rating === 'number' ? { rating: { average: location.average_rating, count: location.review_count ?? 0 } } : {}),
    ...(location.dealer_license_number ? { licence: `${settings.licenceLabel} ${location.dealer_license_number}` } : {}),
    ...(location.motor_vehicle_repairer ? { mrb: `MRB ${location.motor_vehicle_repairer}` } : {}),
    actions: locationActions({ type, contactSlug: contactSlug(location.name), ...(bookingPath ? { serviceBookingPath: bookingPath } : {}) }, settings),
    ...(website ? { website } : {}),
  };
}

/** Groups in first-seen order; a group's name is its first location's name without the type suffix. */
export function groupLocations(locations: readonly LocationCardData[]): LocationGroup[] {
  const groups = new Map<string, LocationGroup>();
  for (const location of locations) {
    const slug = contactSlug(location.name);
    let group = groups.get(slug);
    if (!group) {
      group = { slug, name: location.name.replace(/[\s-]+(sales|service|parts)\s*$/i, '').trim(), href: `/contact-us/${slug}`, locations: [] };
      groups.set(slug, group);
    }
    group.locations.push(location);
  }
  for (const group of groups.values()) group.locations.sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  return [...groups.values()];
}

/** The locationQuery search box: groups whose name, a location's name, city, state or postcode contains every word. */
export function searchGroups(groups: readonly LocationGroup[], query: string): LocationGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups.filter((g) => {
    const text = [g.name, ...g.locations.flatMap((l) => [l.name, l.address.city, l.address.state, l.address.postcode])].filter(Boolean).join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
