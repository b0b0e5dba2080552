import { defineField } from '../../field-facts';

export default defineField({
  description: 'A street address, one line.',
  selfLabelled: false,
  value: 'string',
});
