import { defineField } from '../../field-facts';

export default defineField({
  description: 'Several checkboxes; the value lists the ticked ones.',
  selfLabelled: true,
  value: 'string[]',
});
