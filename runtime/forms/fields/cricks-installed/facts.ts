import { defineField } from '../../field-facts';

export default defineField({
  description: 'Custom (Cricks): whether the accessory is installed, Yes or No.',
  selfLabelled: true,
  value: 'string',
});
