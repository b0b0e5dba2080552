import { defineField } from '../../field-facts';

export default defineField({
  description: 'A vehicle identification number: 17 characters (no I, O or Q); on US sites its check digit must match.',
  selfLabelled: false,
  value: 'string',
});
