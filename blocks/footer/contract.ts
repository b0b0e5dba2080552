import { defineBlock } from '../contract';
import type { FooterProps } from './props';
import schema from './props.schema.json';

export default defineBlock<FooterProps>({
  schema,
  data: ['models', 'locations'],
  shell: true,
  label: 'Footer',
  description: 'The site footer: link groups, locations and legal text.',
});
