import { defineField } from '../../field-facts';

export default defineField({
  description: 'A vehicle make.',
  selfLabelled: false,
  value: 'string',
});
