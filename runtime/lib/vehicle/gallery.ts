// The vehicle gallery's pictures (spec section 9: the default placeholder is replaced by the
// first thumbnail; image widths and quality for an image CDN).
import type { Car } from '../../../schemas/types/car';

export interface GalleryImage {
  src: string;
  thumb: string;
}

export function galleryImages(car: Pick<Car, 'images' | 'thumbnails' | 'primary_image_url'>): GalleryImage[] {
  const images = (car.images ?? []).filter((i) => i.image.url).map((i, n) => ({ src: i.image.url, thumb: i.thumb.url || car.thumbnails?.[n] || i.image.url }));
  if (images.length === 0 && car.primary_image_url) images.push({ src: car.primary_image_url, thumb: car.thumbnails?.[0] || car.primary_image_url });
  return images;
}

/** Spec section 9 widths, for images served by an image CDN. */
export const IMAGE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_QUALITY = 75;

/**
 * A srcset for a picture on an image CDN (absolute http(s) URL): one entry per width with the
 * CDN's width, auto-format and quality parameters. Pictures the site serves itself (/media/...)
 * are used as they are.
 */
export function imageSrcSet(url: string, maxWidth = 2048): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  const sep = url.includes('?') ? '&' : '?';
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${url}${sep}w=${w}&auto=format&q=${IMAGE_QUALITY} ${w}w`)
    .join(', ');
}

/** The picture after a step of `delta` (arrow keys), wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
