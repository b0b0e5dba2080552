import { defineField } from '../../field-facts';

export default defineField({
  description: 'A vehicle model.',
  selfLabelled: false,
  value: 'string',
});
