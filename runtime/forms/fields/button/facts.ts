import { defineField } from '../../field-facts';

export default defineField({
  description: 'A button the visitor clicks; its value is the label it submits.',
  selfLabelled: true,
  value: 'string',
});
