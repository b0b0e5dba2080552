import { defineBlock } from '../contract';
import { reviewsData } from '../../runtime/lib/review-load';
import { siteTimezone } from '../../runtime/lib/timezone';
import type { ReviewListProps } from './props';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  async load(props: ReviewListProps, { site, collections, params }) {
    return reviewsData(
      collections.locations,
      collections.reviews,
      { locale: site.locale, timezone: siteTimezone(site) },
      props.scope === 'location' ? params.locationSlug : undefined,
    );
  },
  label: 'Reviews',
  description: 'The star rating and the latest good reviews with replies.',
});
