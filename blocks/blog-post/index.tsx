import type { BlogPostProps } from './props';
import type { BlogPostEntry } from '../../runtime/lib/blog';
import { formatDate } from '../../runtime/lib/locale-messages';
import { useBlockData } from '../../runtime/data/block-data';
import { useSite } from '../../runtime/data/site-context';
import { Prose } from '../../runtime/ui/prose';
import { ResponsiveImage } from '../../runtime/ui/responsive-image';
import { SmartLink } from '../../runtime/ui/smart-link';

export default function BlogPostView({ backLabel }: BlogPostProps) {
  const post = useBlockData<BlogPostEntry & { timezone: string }>();
  if (!post) return null;
  const { timezone } = post;
  const site = useSite();
  return (
    <article className="blog-post container">
      <p>
        <SmartLink href="/blog">{backLabel}</SmartLink>
      </p>
      <h1>{post.title}</h1>
      <p className="blog-meta">
        <time dateTime={post.date}>{formatDate(post.date, site.locale, timezone)}</time> · {post.author}
      </p>
      {post.image && (
        <ResponsiveImage
          src={post.image.url}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
          eager
          sizes="(min-width: 992px) 60rem, 100vw"
        />
      )}
      <Prose html={post.body} />
    </article>
  );
}
