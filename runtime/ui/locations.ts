// How blocks pick and present a tenant's locations (spec section 2 "Locations").
import type { Address, Location } from '../../schemas/types/location';

export type LocationType = 'sales' | 'used' | 'service' | 'parts';

export interface LocationFilter {
  /** Only these types; empty or absent means every type. */
  types?: readonly LocationType[];
  /** site.json `locations`: slugs shown on this site; absent means every location. */
  slugs?: readonly string[];
}

/** An empty or missing location_type means a sales location. */
export function locationType(location: Location): LocationType {
  return location.location_type || 'sales';
}

/** Visible locations matching the filter, ordered by `position` (locations without one last, file order kept). */
export function displayedLocations(locations: readonly Location[], filter: LocationFilter = {}): Location[] {
  const types = filter.types?.length ? new Set(filter.types) : null;
  const slugs = filter.slugs ? new Set(filter.slugs) : null;
  return locations
    .map((location, index) => ({ location, index }))
    .filter(({ location }) => location.visible !== false)
    .filter(({ location }) => !slugs || slugs.has(location.slug))
    .filter(({ location }) => !types || types.has(locationType(location)))
    .sort((a, b) => (a.location.position ?? Infinity) - (b.location.position ?? Infinity) || a.index - b.index)
    .map(({ location }) => location);
}

/** "12 Main St" and "Springfield QLD 4000": the two lines of a postal address, empty parts dropped. */
export function addressLines(address: Partial<Address>): string[] {
  const locality = [address.city, address.state, address.postcode].filter(Boolean).join(' ');
  return [address.street ?? '', locality].filter(Boolean);
}

/** A Google Maps search for the address: exact coordinates when known, the address text otherwise. */
export function mapSearchUrl(address: Partial<Address>): string | null {
  const query = typeof address.lat === 'number' && typeof address.long === 'number' ? `${address.lat},${address.long}` : addressLines(address).join(', ');
  if (!query) return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
