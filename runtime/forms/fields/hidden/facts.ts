import { defineField } from '../../field-facts';

export default defineField({
  description: 'A value the visitor does not see (set by the page or the form).',
  selfLabelled: false,
  value: 'string',
});
