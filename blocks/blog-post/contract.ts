import { defineBlock, notFound } from '../contract';
import { siteTimezone } from '../../runtime/lib/timezone';
import { formatDate } from '../../runtime/lib/locale-messages';
import type { BlogPostProps } from './props';
import schema from './props.schema.json';

export default defineBlock<BlogPostProps>({
  schema,
  async load(_props, { site, collections, params }) {
    const post = collections.posts.find((p) => p.slug === params.slug);
    return post ? { ...post, dateText: formatDate(post.date, site.locale, siteTimezone(site)) } : notFound();
  },
});
