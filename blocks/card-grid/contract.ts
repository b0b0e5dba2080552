import { defineBlock } from '../contract';
import type { CardGridProps } from './props';
import schema from './props.schema.json';

export default defineBlock<CardGridProps>({
  schema,
});
