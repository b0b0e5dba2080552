import { defineField } from '../../field-facts';

export default defineField({
  description: "A vehicle's odometer reading.",
  selfLabelled: false,
  value: 'integer',
});
