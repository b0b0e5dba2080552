import { defineBlock } from '../contract';
import { reviewsData } from '../../runtime/lib/review-load';
import type { ReviewListProps } from './props';
import schema from './props.schema.json';

export default defineBlock<ReviewListProps>({
  schema,
  async load(props, { collections, params }) {
    return reviewsData(collections.locations, collections.reviews, props.scope === 'location' ? params.locationSlug : undefined);
  },
});
