import { defineField } from '../../field-facts';

export default defineField({
  description: 'An email address.',
  selfLabelled: false,
  value: 'string',
});
