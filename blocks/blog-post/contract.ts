import { defineBlock, notFound } from '../contract';
import { siteTimezone } from '../../runtime/lib/timezone';
import { formatDate } from '../../runtime/lib/locale-messages';
import type { BlogPostProps } from './props';
import { withHead } from '../../runtime/lib/item-head';
import { itemHead } from '../../runtime/lib/item-head-text';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  params: { slug: 'posts' },
  async load(_props: BlogPostProps, { site, collections, params, pathname }) {
    const post = collections.posts.find((p) => p.slug === params.slug);
    if (!post) return notFound();
    // The address it was found at: /blog/{slug}, or /news/{slug} on news sites.
    const head = itemHead({ name: post.title, text: post.summary ?? post.body, fallback: post.title, path: pathname.replace(/\/+$/, '') }, site.name);
    return withHead({ ...post, dateText: formatDate(post.date, site.locale, siteTimezone(site)) }, head);
  },
  label: 'Blog post',
  description: 'One blog post, picked by the page address.',
});
