import { defineField } from '../../field-facts';

export default defineField({
  description: 'One choice of a few, as a group of radio buttons.',
  selfLabelled: true,
  value: 'string',
});
