// The interactive map of a location (spec sections 2 "Locations" and 9): only on sites with a map
// key, only for a location with coordinates, and its script (with the places and geometry
// libraries) is loaded only after the visitor asks for it.
import type { Address } from '../../schemas/types/location';

const MAPS_SCRIPT_ORIGIN = 'https://maps.googleapis.com';
const MAPS_LIBRARIES = ['places', 'geometry'] as const;
/** Close enough to see the streets around the dealership. */
export const MAP_ZOOM = 15;

export interface MapCentre {
  lat: number;
  lng: number;
}

/** A location's coordinates, when both are real ones. */
export function mapCentre(address: Partial<Pick<Address, 'lat' | 'long'>>): MapCentre | null {
  const { lat, long } = address;
  if (typeof lat !== 'number' || typeof long !== 'number' || !Number.isFinite(lat) || !Number.isFinite(long)) return null;
  if (Math.abs(lat) > 90 || Math.abs(long) > 180) return null;
  return { lat, lng: long };
}

/** The site's map key, trimmed; undefined when it has none. */
export function mapKey(site: { address?: { map_key?: string } }): string | undefined {
  return site.address?.map_key?.trim() || undefined;
}

/** The maps script's address; `callback` names the global function it calls when ready. */
export function mapsScriptUrl(key: string, callback: string): string {
  const query = new URLSearchParams({ key, libraries: MAPS_LIBRARIES.join(','), loading: 'async', callback });
  return `${MAPS_SCRIPT_ORIGIN}/maps/api/js?${query.toString()}`;
}
