import { defineField } from '../../field-facts';

export default defineField({
  description: "A phone number, checked by the site locale's rule and masked as typed.",
  selfLabelled: false,
  value: 'string',
});
