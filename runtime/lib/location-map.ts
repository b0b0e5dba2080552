// The map of a location card (spec section 2 "Locations": "The map is an interactive map, a
// location image, or a static map image"). With the site's map key and the location's
// coordinates it is the interactive map, whose script loads only when the visitor asks for it;
// until then the card shows the location's static map picture or its image in the same box.
// Without a key (or coordinates) it is the static map picture, else the location's image.
import { mapCentre, mapKey, type MapCentre } from './interactive-map';
import type { Address } from '../../schemas/types/location';

/** A picture in the card's map box: a static map (described for screen readers) or the location's image (decorative). */
export interface MapPicture {
  src: string;
  kind: 'static-map' | 'image';
}

export type LocationMap = { kind: 'interactive'; centre: MapCentre; poster: MapPicture | null } | { kind: 'picture'; picture: MapPicture } | { kind: 'none' };

export interface LocationMapSource {
  address: Partial<Pick<Address, 'lat' | 'long'>>;
  /** locations.json `map_image`: a static map picture. */
  map_image?: string;
  /** locations.json `image.image.url`. */
  image?: string;
}

const present = (s: string | undefined): string | undefined => s?.trim() || undefined;

/** The card's map: what it shows before any script runs, and whether the interactive map (with the site's key) may replace it. */
export function locationMap(location: LocationMapSource, site: { address?: { map_key?: string } }): LocationMap {
  const staticMap = present(location.map_image);
  const image = present(location.image);
  const picture: MapPicture | null = staticMap ? { src: staticMap, kind: 'static-map' } : image ? { src: image, kind: 'image' } : null;
  const centre = mapCentre(location.address);
  if (mapKey(site) && centre) return { kind: 'interactive', centre, poster: picture };
  return picture ? { kind: 'picture', picture } : { kind: 'none' };
}
