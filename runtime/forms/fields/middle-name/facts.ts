import { defineField } from '../../field-facts';

export default defineField({
  description: 'A middle name: optional; with "ui:options": {"onRequest": true} behind an "Add a middle name" disclosure.',
  selfLabelled: true,
  value: 'string',
});
