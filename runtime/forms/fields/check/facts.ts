import { defineField } from '../../field-facts';

export default defineField({
  description: 'One checkbox.',
  selfLabelled: true,
  value: 'boolean',
});
