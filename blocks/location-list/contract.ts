import { defineBlock } from '../contract';
import { searchGroups } from '../../runtime/lib/location-groups';
import { siteLocationGroups } from '../../runtime/lib/location-load';
import { displayedLocations } from '../../runtime/ui/locations';
import type { LocationListProps } from './props';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  async load(props: LocationListProps, { site, collections, nowSeconds, search }) {
    const query = (new URLSearchParams(search).get('locationQuery') ?? '').trim().slice(0, 100);
    const groups = siteLocationGroups(site, displayedLocations(collections.locations, { types: props.locationTypes, slugs: site.locations }), nowSeconds);
    return { query, total: groups.length, groups: searchGroups(groups, query) };
  },
  label: 'Locations',
  description: 'Every location as a card, with today’s opening hours.',
});
