import { defineField } from '../../field-facts';

export default defineField({
  description: 'The dealership the lead is for (hidden on a site with one dealership).',
  selfLabelled: false,
  value: 'string',
});
