import { defineField } from '../../field-facts';

export default defineField({
  description: 'An uploaded file (its upload id).',
  selfLabelled: false,
  value: 'string',
});
