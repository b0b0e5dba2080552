import { defineBlock, notFound } from '../contract';
import type { BlogPostProps } from './props';
import schema from './props.schema.json';

export default defineBlock<BlogPostProps>({
  schema,
  async load(_props, { collections, params }) {
    return collections.posts.find((p) => p.slug === params.slug) ?? notFound();
  },
});
