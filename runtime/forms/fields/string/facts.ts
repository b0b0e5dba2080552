import { defineField } from '../../field-facts';

export default defineField({
  description: 'A line of text.',
  selfLabelled: false,
  value: 'string',
});
