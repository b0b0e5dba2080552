import { useEffect, useRef, useState } from 'react';
import { imageSources, LAZY_ROOT_MARGIN, sizedPlaceholder } from '../lib/image-url';
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
 *
 * Lazy images start loading 200px before they scroll into view (an IntersectionObserver: the
 * browser's own loading="lazy" picks its own, much larger, margin). Until then the <img> shows an
 * empty picture of its own proportions, so nothing moves; without script the <noscript> copy
 * loads natively. `data-lazy` says where it is: pending, waiting (observed, still far) or loaded.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, eager = false, maxWidth, className }: Props) {
  const site = useSite();
  const sources = imageSources(src, { width, sizes, quality: site.display?.image_quality, maxWidth, hosts: site.display?.image_hosts ?? [] });
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (eager || near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        } else el.dataset.lazy = 'waiting';
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [eager, near]);

  const real = { src: sources.src, srcSet: sources.srcSet, sizes: sources.sizes };
  if (eager) return <img {...real} alt={alt} width={width} height={height} loading="eager" decoding="async" fetchPriority="high" className={className} />;
  return (
    <>
      <img
        ref={ref}
        {...(near ? real : { src: sizedPlaceholder(width, height) })}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        data-lazy={near ? 'loaded' : 'pending'}
        className={className}
      />
      {!near && (
        <noscript>
          <img {...real} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />
        </noscript>
      )}
    </>
  );
}
