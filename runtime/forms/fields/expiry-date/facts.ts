import { defineField } from '../../field-facts';

export default defineField({
  description: 'A date, such as a licence expiry.',
  selfLabelled: false,
  value: 'string',
  format: 'YYYY-MM-DD',
});
