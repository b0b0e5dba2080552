import { defineField } from '../../field-facts';

export default defineField({
  description: 'One of the dealership locations (of the types the form names).',
  selfLabelled: false,
  value: 'string',
});
