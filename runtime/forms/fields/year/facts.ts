import { defineField } from '../../field-facts';

export default defineField({
  description: 'A model year.',
  selfLabelled: false,
  value: 'integer',
});
