// Which of a tenant's locations a site shows, and in what order (spec section 2 "Locations"): read by
// the location blocks and by the route table's location slugs (runtime/lib/route-params.ts).
import type { Location } from '../../schemas/types/location';

export type LocationType = 'sales' | 'used' | 'service' | 'parts';

export interface LocationFilter {
  /** Only these types; empty or absent means every type. */
  types?: readonly LocationType[];
  /** site.json `locations`: slugs shown on this site; absent means every location. */
  slugs?: readonly string[];
  /** Only locations whose location_subtype holds one of these (the spec's "buying"); empty or absent means any. */
  subtypes?: readonly string[];
}

/** An empty or missing location_type means a sales location. */
export function locationType(location: Pick<Location, 'location_type'>): LocationType {
  return location.location_type || 'sales';
}

/** Visible locations matching the filter, ordered by `position` (locations without one last, file order kept). */
export function displayedLocations<L extends Pick<Location, 'visible' | 'slug' | 'location_type' | 'location_subtype' | 'position'>>(
  locations: readonly L[],
  filter: LocationFilter = {},
): L[] {
  const types = filter.types?.length ? new Set(filter.types) : null;
  const slugs = filter.slugs ? new Set(filter.slugs) : null;
  const subtypes = filter.subtypes?.length ? new Set(filter.subtypes) : null;
  return locations
    .map((location, index) => ({ location, index }))
    .filter(({ location }) => location.visible !== false)
    .filter(({ location }) => !slugs || slugs.has(location.slug))
    .filter(({ location }) => !types || types.has(locationType(location)))
    .filter(({ location }) => !subtypes || (location.location_subtype ?? []).some((t) => subtypes.has(t)))
    .sort((a, b) => (a.location.position ?? Infinity) - (b.location.position ?? Infinity) || a.index - b.index)
    .map(({ location }) => location);
}
