import { defineField } from '../../field-facts';

export default defineField({
  description: 'One choice from a drop-down list.',
  selfLabelled: false,
  value: 'string',
});
