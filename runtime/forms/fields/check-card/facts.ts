import { defineField } from '../../field-facts';

export default defineField({
  description: 'One checkbox drawn as a card.',
  selfLabelled: true,
  value: 'boolean',
});
