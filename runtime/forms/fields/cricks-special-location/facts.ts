import { defineField } from '../../field-facts';

export default defineField({
  description: 'Custom (Cricks): where a special-order vehicle should be delivered.',
  selfLabelled: false,
  value: 'string',
});
