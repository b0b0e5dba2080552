import { defineBlock } from '../contract';
import type { FaqListProps } from './props';
import schema from './props.schema.json';

export default defineBlock<FaqListProps>({
  schema,
});
