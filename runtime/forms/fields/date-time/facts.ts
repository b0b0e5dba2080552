import { defineField } from '../../field-facts';

export default defineField({
  description: 'A date and a time of day (a visit or test drive).',
  selfLabelled: true,
  value: 'string',
  format: 'YYYY-MM-DDTHH:mm',
});
