import { defineBlock, notFound } from '../contract';
import { siteLocationGroups } from '../../runtime/lib/location-load';
import { displayedLocations } from '../../runtime/ui/locations';
import type { LocationDetailProps } from './props';
import schema from './props.schema.json';

export default defineBlock<LocationDetailProps>({
  schema,
  async load(_props, { site, collections, nowSeconds, params }) {
    return (
      siteLocationGroups(site, displayedLocations(collections.locations, { slugs: site.locations }), nowSeconds).find((g) => g.slug === params.locationSlug) ??
      notFound()
    );
  },
});
