import { defineField } from '../../field-facts';

export default defineField({
  description: 'A location from a list the form writes.',
  selfLabelled: false,
  value: 'string',
});
