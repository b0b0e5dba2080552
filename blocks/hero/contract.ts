import { defineBlock } from '../contract';
import type { HeroProps } from './props';
import schema from './props.schema.json';

export default defineBlock<HeroProps>({
  schema,
  label: 'Hero',
  description: 'A large banner with a heading, a picture and buttons.',
});
