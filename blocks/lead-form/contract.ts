// The form is seeded with the page under the key the component reads; the locations and
// models feed its selects.
import { defineBlock } from '../contract';
import { formQueryKey } from '../../runtime/forms/form-query-key';
import type { LeadFormProps } from './props';
import schema from './props.schema.json';

export default defineBlock<LeadFormProps>({
  schema,
  data: ['locations', 'models'],
  async load(props, { form, seed }) {
    seed(formQueryKey(props.form), form(props.form));
  },
  label: 'Lead form',
  description: 'One of the site’s enquiry forms, inline on the page.',
});
