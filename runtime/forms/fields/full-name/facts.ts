import { defineField } from '../../field-facts';

export default defineField({
  description: 'A full name (or first and last name, per the site setting).',
  selfLabelled: false,
  value: 'string',
});
