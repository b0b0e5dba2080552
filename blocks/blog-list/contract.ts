import { defineBlock, notFound } from '../contract';
import { blogPage, pageNumber } from '../../runtime/lib/blog';
import { siteSettings } from '../../runtime/lib/site-settings';
import { siteTimezone } from '../../runtime/lib/timezone';
import type { BlogListProps } from './props';
import schema from './props.schema.json';

export default defineBlock({
  schema,
  async load(_props: BlogListProps, { site, collections, search }) {
    return (
      blogPage(collections.posts, pageNumber(search), siteSettings(site).blogPageSize, { locale: site.locale, timezone: siteTimezone(site) }) ?? notFound()
    );
  },
  label: 'Blog list',
  description: 'The dealer’s blog posts, newest first, a page at a time.',
});
