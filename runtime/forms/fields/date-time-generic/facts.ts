import { defineField } from '../../field-facts';

export default defineField({
  description: 'A date and time written freely.',
  selfLabelled: false,
  value: 'string',
});
