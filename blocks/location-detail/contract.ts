import { defineBlock, notFound } from '../contract';
import { siteLocationGroups } from '../../runtime/lib/location-load';
import { displayedLocations } from '../../runtime/ui/locations';
import type { LocationDetailProps } from './props';
import { withHead } from '../../runtime/lib/item-head';
import { itemHead } from '../../runtime/lib/item-head-text';
import { addressLines } from '../../runtime/ui/locations';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  params: { locationSlug: 'locations' },
  async load(_props: LocationDetailProps, { site, collections, nowSeconds, params }) {
    const group = siteLocationGroups(site, displayedLocations(collections.locations, { slugs: site.locations }), nowSeconds).find(
      (g) => g.slug === params.locationSlug,
    );
    if (!group) return notFound();
    const first = group.locations[0];
    const where = first ? addressLines(first.address).join(', ') : '';
    const text = `${group.name}${where ? `, ${where}` : ''}: opening hours, phone numbers and directions.`;
    return withHead(group, itemHead({ name: group.name, text, fallback: text, path: group.href }, site.name));
  },
  label: 'Location',
  description: 'One location, picked by the page address.',
});
