import { defineField } from '../../field-facts';

export default defineField({
  description: 'Several lines of text.',
  selfLabelled: false,
  value: 'string',
});
