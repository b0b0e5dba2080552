import { defineBlock } from '../contract';
import type { ButtonGroupProps } from './props';
import schema from './props.schema.json';

export default defineBlock<ButtonGroupProps>({
  schema,
  label: 'Buttons',
  description: 'A row of call-to-action buttons, with an optional heading.',
});
