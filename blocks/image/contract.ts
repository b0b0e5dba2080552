import { defineBlock } from '../contract';
import type { ImageProps } from './props';
import schema from './props.schema.json';

export default defineBlock<ImageProps>({
  schema,
  label: 'Image',
  description: 'One picture, with an optional caption and link.',
});
