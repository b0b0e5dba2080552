import { defineBlock } from '../contract';
import type { ContactDetailsProps } from './props';
import schema from './props.schema.json';

export default defineBlock<ContactDetailsProps>({
  schema,
  data: ['locations'],
  label: 'Contact details',
  description: 'Every location’s address, phones, email and opening hours.',
});
