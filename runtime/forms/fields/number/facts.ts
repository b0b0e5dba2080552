import { defineField } from '../../field-facts';

export default defineField({
  description: 'A number the form asks for (an amount, a count).',
  selfLabelled: false,
  value: 'number',
});
