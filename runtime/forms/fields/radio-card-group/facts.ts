import { defineField } from '../../field-facts';

export default defineField({
  description: 'One choice of a few, drawn as cards.',
  selfLabelled: true,
  value: 'string',
});
