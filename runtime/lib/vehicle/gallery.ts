// The vehicle gallery's pictures (spec section 9: the default placeholder is replaced by the
// first thumbnail). Their /_image sizes come from ../image-url.
import type { Car } from '../../../schemas/types/car';

interface GalleryImage {
  src: string;
  thumb: string;
}

export function galleryImages(car: Pick<Car, 'images' | 'thumbnails' | 'primary_image_url'>): GalleryImage[] {
  const images = (car.images ?? []).filter((i) => i.image.url).map((i, n) => ({ src: i.image.url, thumb: i.thumb.url || car.thumbnails?.[n] || i.image.url }));
  if (images.length === 0 && car.primary_image_url) images.push({ src: car.primary_image_url, thumb: car.thumbnails?.[0] || car.primary_image_url });
  return images;
}

/** The picture after a step of `delta` (arrow keys), wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
