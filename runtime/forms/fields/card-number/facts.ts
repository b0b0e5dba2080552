import { defineField } from '../../field-facts';

export default defineField({
  description: 'A payment card number, checked with the Luhn digit.',
  selfLabelled: false,
  value: 'string',
});
