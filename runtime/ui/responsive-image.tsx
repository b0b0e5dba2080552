import { imageSources } from '../lib/image-url';
import { useSite } from '../data/site-context';

interface Props {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the space (no layout shift) and picks the fixed-size widths. */
  width: number;
  height: number;
  /** A responsive image's `sizes`; without it the image is fixed-size (1x and 2x). */
  sizes?: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  eager?: boolean;
  /** The cap-1280 helper's limit, for feed photos. */
  maxWidth?: number;
  className?: string;
}

/**
 * The one image component (spec section 9): /_image URLs at the allowed widths with the site's
 * quality, srcset and sizes, explicit width and height, lazy unless eager.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, eager = false, maxWidth, className }: Props) {
  const site = useSite();
  const sources = imageSources(src, { width, sizes, quality: site.display?.image_quality, maxWidth });
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
}
