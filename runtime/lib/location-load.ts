// What the location blocks load on the server: the site's displayed locations (runtime/ui/locations'
// displayedLocations) as cards, grouped, with today's status and holiday hours on the dealer's clock at render time.
import type { Location } from '../../schemas/types/location';
import type { PublicSite } from './public-site';
import { groupLocations, locationCardData, type LocationGroup } from './location-groups';
import { siteSettings } from './site-settings';
import { serviceBookingPages } from './service-booking-pages';
import { siteTimezone } from './timezone';
import type { SpecialHoursEntry } from './open-now';

export function siteLocationGroups(site: PublicSite, shown: readonly Location[], nowSeconds: number): LocationGroup[] {
  const settings = siteSettings(site);
  const clock = { nowMs: nowSeconds * 1000, timezone: siteTimezone(site), locale: site.locale };
  const special = (site.special_hours ?? []) as SpecialHoursEntry[];
  const cardSite = {
    ...(site.address ? { address: site.address } : {}),
    url: site.url,
    serviceBookings: serviceBookingPages(site, shown),
    ...(site.dealership_websites ? { dealershipWebsites: site.dealership_websites } : {}),
  };
  return groupLocations(shown.map((l) => locationCardData(l, special, clock, settings, cardSite)));
}
