import { useLocation } from 'react-router';
import type { BlogListProps } from './props';
import { useBlockData } from '../../runtime/data/block-data';
import contract from './contract';
import { ResponsiveImage } from '../../runtime/ui/responsive-image';
import { SmartLink } from '../../runtime/ui/smart-link';
import './style.css';

export default function BlogList({ heading, emptyText }: BlogListProps) {
  const data = useBlockData(contract);
  if (!data) return null;
  const { posts, page, pages } = data;
  const { pathname } = useLocation();
  const pageHref = (n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`);
  return (
    <section className="blog-list container">
      <h1>{heading}</h1>
      {posts.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className="blog-posts">
          {posts.map((post) => (
            <li key={post.slug} className="blog-card">
              {post.image && (
                <ResponsiveImage
                  src={post.image.url}
                  alt={post.image.alt}
                  width={post.image.width}
                  height={post.image.height}
                  sizes="(min-width: 992px) 33vw, 100vw"
                />
              )}
              <h2>
                <SmartLink href={post.href}>{post.title}</SmartLink>
              </h2>
              <p className="blog-meta">
                <time dateTime={post.date}>{post.dateText}</time> · {post.author}
              </p>
              <p>{post.summary}</p>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Blog pages" className="blog-pagination">
          {page > 1 && <SmartLink href={pageHref(page - 1)}>Newer posts</SmartLink>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <SmartLink href={pageHref(page + 1)}>Older posts</SmartLink>}
        </nav>
      )}
    </section>
  );
}
