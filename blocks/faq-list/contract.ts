import { defineBlock } from '../contract';
import type { FaqListProps } from './props';
import schema from './props.schema.json';

export default defineBlock<FaqListProps>({
  schema,
  label: 'Questions and answers',
  description: 'Questions that open to show their answers.',
});
