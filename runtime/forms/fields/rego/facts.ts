import { defineField } from '../../field-facts';

export default defineField({
  description: 'A vehicle registration (plate) number.',
  selfLabelled: false,
  value: 'string',
});
