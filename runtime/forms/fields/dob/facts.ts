import { defineField } from '../../field-facts';

export default defineField({
  description: 'A date of birth.',
  selfLabelled: false,
  value: 'string',
  format: 'YYYY-MM-DD',
});
