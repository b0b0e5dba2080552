import { defineField } from '../../field-facts';

export default defineField({
  description: 'An amount of money in the site currency.',
  selfLabelled: false,
  value: 'number',
});
