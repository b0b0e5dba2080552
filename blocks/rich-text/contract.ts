import { defineBlock } from '../contract';
import type { RichTextProps } from './props';
import schema from './props.schema.json';

export default defineBlock<RichTextProps>({
  schema,
});
