import type { Location } from '../../../schemas/types/location';
import { locationMap } from '../../../runtime/lib/location-map';
import { docsOf, type Check } from '../check';
import { collectionEntries } from '../collections';

const check: Check = {
  meta: {
    code: 'location-map-missing',
    severity: 'warning',
    description: 'A location whose card has no map: no map key with coordinates, no static map picture (map_image) and no image.',
    docs: docsOf('location-map-missing'),
  },
  run({ sources, site, report }) {
    const doc = sources.collections.locations;
    if (!doc) return;
    collectionEntries<Partial<Location>>(sources, 'locations').forEach((location, i) => {
      if (location.visible === false) return;
      const image = location.image?.image?.url;
      const map = locationMap(
        { address: location.address ?? {}, ...(location.map_image ? { map_image: location.map_image } : {}), ...(image ? { image } : {}) },
        site,
      );
      if (map.kind !== 'none') return;
      report({
        locate: doc.locate,
        pointer: `/locations/${i}`,
        message:
          `location "${location.name ?? location.slug ?? i}" has no map on its card: add its "map_image" (a static map picture) or an "image", ` +
          'or set site.json "address.map_key" and give the location its "lat" and "long"',
      });
    });
  },
};
export default check;
