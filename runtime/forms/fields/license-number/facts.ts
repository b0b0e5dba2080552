import { defineField } from '../../field-facts';

export default defineField({
  description: "A driver's licence number.",
  selfLabelled: false,
  value: 'string',
});
