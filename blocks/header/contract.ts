import { defineBlock } from '../contract';
import type { HeaderProps } from './props';
import schema from './props.schema.json';

export default defineBlock<HeaderProps>({
  schema,
  data: ['models'],
  shell: true,
  label: 'Header',
  description: 'The site header: logo, menu, phone and call to action.',
});
