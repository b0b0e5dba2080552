import { defineField } from '../../field-facts';

export default defineField({
  description: 'A distance in the site unit.',
  selfLabelled: false,
  value: 'number',
});
