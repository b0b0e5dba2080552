import { defineBlock } from '../contract';
import type { PromotionSliderProps } from './props';
import schema from './props.schema.json';

export default defineBlock<PromotionSliderProps>({
  schema,
  label: 'Promotion slider',
  description: 'Wide slides, one at a time, each with a button.',
});
