// Blog posts (issue 11 "Blog"): newest first, paginated with ?page=, each at /blog/<slug>
// (the site's link rules turn /blog into /news on sites with features.blog_to_news).
import type { BlogPost } from '../../schemas/types/blog-post';
import { plainText, truncateText } from './collapse-text';

export type BlogPostEntry = Omit<BlogPost, '$schema' | 'schemaVersion'> & { slug: string };

export interface BlogPostSummary {
  slug: string;
  title: string;
  date: string;
  author: string;
  image?: BlogPost['image'];
  summary: string;
  href: string;
}

export interface BlogPage {
  timezone: string;
  posts: BlogPostSummary[];
  page: number;
  pages: number;
}

export const SUMMARY_LENGTH = 160;

export function blogHref(slug: string): string {
  return `/blog/${slug}`;
}

export function postSummary(post: BlogPostEntry): BlogPostSummary {
  return {
    slug: post.slug,
    title: post.title,
    date: post.date,
    author: post.author,
    ...(post.image ? { image: post.image } : {}),
    summary: post.summary ?? truncateText(plainText(post.body), SUMMARY_LENGTH),
    href: blogHref(post.slug),
  };
}

/** ?page=N: a whole number from 1; anything else is page 1. */
export function pageNumber(search: string): number {
  const raw = new URLSearchParams(search).get('page') ?? '';
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** One page of posts (already newest first); null past the last page (a 404). */
export function blogPage(posts: readonly BlogPostEntry[], page: number, pageSize: number, timezone: string): BlogPage | null {
  const pages = Math.max(1, Math.ceil(posts.length / pageSize));
  if (page > pages) return null;
  return { timezone, posts: posts.slice((page - 1) * pageSize, page * pageSize).map(postSummary), page, pages };
}
