import { defineBlock } from '../contract';
import type { BookingSlotsProps } from './props';
import schema from './props.schema.json';

// Slots change with every booking, so the component fetches them after hydration.
export default defineBlock<BookingSlotsProps>({
  schema,
  data: ['locations'],
});
