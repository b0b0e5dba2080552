import { defineField } from '../../field-facts';

export default defineField({
  description: "A card's expiry month and year.",
  selfLabelled: false,
  value: 'string',
  format: 'MM/YY',
});
