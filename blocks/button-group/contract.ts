import { defineBlock } from '../contract';
import type { ButtonGroupProps } from './props';
import schema from './props.schema.json';

export default defineBlock<ButtonGroupProps>({
  schema,
});
