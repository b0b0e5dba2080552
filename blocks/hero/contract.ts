import { defineBlock } from '../contract';
import type { HeroProps } from './props';
import schema from './props.schema.json';

export default defineBlock<HeroProps>({
  schema,
});
