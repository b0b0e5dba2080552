import { defineField } from '../../field-facts';

export default defineField({
  description: 'A rating from 1 to 5 stars.',
  selfLabelled: true,
  value: 'integer',
});
