import { defineBlock } from '../contract';
import type { ImageProps } from './props';
import schema from './props.schema.json';

export default defineBlock<ImageProps>({
  schema,
});
