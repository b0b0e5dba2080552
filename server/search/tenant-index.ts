// What a tenant's cars index is built from besides the cars: its search.json settings and the
// coordinates of its locations, so each car carries its location's `_geo`.
import type { Location } from '../../schemas/types/location';
import type { Tenant } from '../tenants/tenant';
import type { TenantSearchSettings } from './tenant-search-settings';

export interface Place {
  lat: number;
  lng: number;
}

export interface TenantIndexSettings extends TenantSearchSettings {
  /** Coordinates by location slug and by `dealership:<id>`. */
  places?: Readonly<Record<string, Place>>;
}

/** Coordinates of each location that has them, by slug and by dealership id. */
export function locationPlaces(locations: readonly Location[]): Record<string, Place> {
  const places: Record<string, Place> = {};
  for (const location of locations) {
    const { lat, long } = (location.address ?? {}) as { lat?: number; long?: number };
    if (typeof lat !== 'number' || typeof long !== 'number') continue;
    const place = { lat, lng: long };
    places[location.slug] = place;
    if (location.dealership_id !== undefined && location.dealership_id !== null) places[`dealership:${location.dealership_id}`] ??= place;
  }
  return places;
}

export function tenantIndexSettings(tenant: Pick<Tenant, 'search' | 'collections'>): TenantIndexSettings {
  return { ...(tenant.search ?? {}), places: locationPlaces(tenant.collections.locations) };
}
