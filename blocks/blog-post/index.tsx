import type { BlogPostProps } from './props';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { Prose } from '../../runtime/ui/prose';
import { ResponsiveImage } from '../../runtime/ui/responsive-image';
import { SmartLink } from '../../runtime/ui/smart-link';

export default function BlogPostView({ backLabel }: BlogPostProps) {
  const post = useBlockData(contract);
  if (!post) return null;
  return (
    <article className="blog-post container">
      <p>
        <SmartLink href="/blog">{backLabel}</SmartLink>
      </p>
      <h1>{post.title}</h1>
      <p className="blog-meta">
        <time dateTime={post.date}>{post.dateText}</time> · {post.author}
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
