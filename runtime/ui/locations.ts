// How blocks pick and present a tenant's locations (spec section 2 "Locations").
import type { Address } from '../../schemas/types/location';

export { displayedLocations, locationType, type LocationFilter, type LocationType } from '../lib/displayed-locations';

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
