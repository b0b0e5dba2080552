import { defineBlock } from '../contract';
import type { CardGridProps } from './props';
import schema from './props.schema.json';

export default defineBlock<CardGridProps>({
  schema,
  label: 'Card grid',
  description: 'A grid of cards with picture, title, text and link: services, tools or people.',
});
