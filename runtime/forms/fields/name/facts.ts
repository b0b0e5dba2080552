import { defineField } from '../../field-facts';

export default defineField({
  description: 'A first or last name.',
  selfLabelled: false,
  value: 'string',
});
