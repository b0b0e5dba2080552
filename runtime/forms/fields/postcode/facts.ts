import { defineField } from '../../field-facts';

export default defineField({
  description: 'A postcode.',
  selfLabelled: false,
  value: 'string',
});
