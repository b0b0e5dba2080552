// Blog posts (issue 11 "Blog"): newest first, paginated with ?page=, each at /blog/<slug>
// (the site's link rules turn /blog into /news on sites with features.blog_to_news).
import type { BlogPost } from '../../schemas/types/blog-post';
import { plainText, truncateText } from './collapse-text';
import { formatDate } from './locale-messages';

export type BlogPostEntry = Omit<BlogPost, '$schema' | 'schemaVersion'> & { slug: string };

interface BlogPostSummary {
  slug: string;
  title: string;
  date: string;
  author: string;
  image?: BlogPost['image'];
  summary: string;
  href: string;
  /** The date as shown in the site's locale. */
  dateText: string;
}

interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  pages: number;
}

const SUMMARY_LENGTH = 160;

export function blogHref(slug: string): string {
  return `/blog/${slug}`;
}

function postSummary(post: BlogPostEntry, locale: string, timezone: string): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    date: post.date,
    author: post.author,
    ...(post.image ? { image: post.image } : {}),
    summary: post.summary ?? truncateText(plainText(post.body), SUMMARY_LENGTH),
    href: blogHref(post.slug),
    dateText: formatDate(post.date, locale, timezone),
  };
}

/** ?page=N: a whole number from 1; anything else is page 1. */
export function pageNumber(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** One page of posts (already newest first); null past the last page (a 404). */
export function blogPage(posts: readonly BlogPostEntry[], page: number, pageSize: number, when: { locale: string; timezone: string }): BlogPage | null {
  const pages = Math.max(1, Math.ceil(posts.length / pageSize));
  if (page > pages) return null;
  return { posts: posts.slice((page - 1) * pageSize, page * pageSize).map((p) => postSummary(p, when.locale, when.timezone)), page, pages };
}
