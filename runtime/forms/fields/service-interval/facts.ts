import { defineField } from '../../field-facts';

export default defineField({
  description: 'A service interval of the vehicle.',
  selfLabelled: false,
  value: 'string',
});
