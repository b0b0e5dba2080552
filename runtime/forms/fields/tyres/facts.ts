import { defineField } from '../../field-facts';

export default defineField({
  description: 'A tyre size or choice.',
  selfLabelled: false,
  value: 'string',
});
