// The cars come from the search contract (same tenant scope and sold window as the stock
// search), seeded under the key the component reads, so the block renders without JavaScript.
import { defineBlock } from '../contract';
import { featuredStockKey, featuredStockQuery } from '../../runtime/lib/vehicle/featured-stock';
import type { FeaturedStockProps } from './props';
import schema from './props.schema.json';

export default defineBlock<FeaturedStockProps>({
  schema,
  async load(props, { featuredCars, seed }) {
    const query = featuredStockQuery(props);
    seed(featuredStockKey(query), await featuredCars(query));
  },
  label: 'Featured stock',
  description: 'A row of cars: hand-picked, or the latest arrivals.',
});
