import { defineBlock } from '../contract';
import { searchGroups } from '../../runtime/lib/location-groups';
import { siteLocationGroups } from '../../runtime/lib/location-load';
import type { LocationListProps } from './props';
import schema from './props.schema.json';

export default defineBlock<LocationListProps>({
  schema,
  async load(props, { site, collections, nowSeconds, search }) {
    const query = (new URLSearchParams(search).get('locationQuery') ?? '').trim().slice(0, 100);
    const groups = siteLocationGroups(site, collections.locations, nowSeconds, { types: props.locationTypes });
    return { query, total: groups.length, groups: searchGroups(groups, query) };
  },
});
