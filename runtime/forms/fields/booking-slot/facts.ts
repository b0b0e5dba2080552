import { defineField } from '../../field-facts';

export default defineField({
  description: 'A real service or test-drive slot of the dealership, offered from its booking calendar.',
  selfLabelled: true,
  value: 'string',
});
