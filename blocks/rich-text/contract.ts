import { defineBlock } from '../contract';
import type { RichTextProps } from './props';
import schema from './props.schema.json';

export default defineBlock<RichTextProps>({
  schema,
  label: 'Rich text',
  description: 'The dealer’s own text: headings, paragraphs, lists, links and tables.',
});
