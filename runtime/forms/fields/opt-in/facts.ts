import { defineField } from '../../field-facts';

export default defineField({
  description: 'Consent to hear from the dealer, ticked by default.',
  selfLabelled: true,
  value: 'boolean',
});
