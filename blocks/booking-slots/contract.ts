import { defineBlock } from '../contract';
import type { BookingSlotsProps } from './props';
import schema from './props.schema.json';

// Slots change with every booking, so the component fetches them after hydration.
export default defineBlock<BookingSlotsProps>({
  schema,
  data: ['locations'],
  label: 'Booking slots',
  description: 'Free service or test-drive times to book, with the visitor’s contact details.',
});
