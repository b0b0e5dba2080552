import type { ImageProps } from './props';
import { SmartLink } from '../../runtime/ui/smart-link';

export default function Image({ url, alt, width, height, caption, href, priority = false }: ImageProps) {
  const img = (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
  return (
    <figure className="image-block container">
      {href ? <SmartLink href={href}>{img}</SmartLink> : img}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}
