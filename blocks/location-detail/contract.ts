import { defineBlock, notFound } from '../contract';
import { siteLocationGroups } from '../../runtime/lib/location-load';
import type { LocationDetailProps } from './props';
import schema from './props.schema.json';

export default defineBlock<LocationDetailProps>({
  schema,
  async load(_props, { site, collections, nowSeconds, params }) {
    return siteLocationGroups(site, collections.locations, nowSeconds).find((g) => g.slug === params.locationSlug) ?? notFound();
  },
});
