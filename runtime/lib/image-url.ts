// Image addresses (spec section 9): every picture goes through /_image?url=&w=&q=, at one of the
// allowed widths, quality 75 unless the site says otherwise; one helper caps width at 1280.
const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
const SMALL_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const ALLOWED_WIDTHS: readonly number[] = [...SMALL_WIDTHS, ...DEVICE_WIDTHS];
export const DEFAULT_IMAGE_QUALITY = 75;
const CAPPED_MAX_WIDTH = 1280;
/** Lazy images start loading this far before they scroll into view. */
export const LAZY_ROOT_MARGIN = '200px';
const IMAGE_ENDPOINT = '/_image';

export function isAllowedWidth(w: number): boolean {
  return ALLOWED_WIDTHS.includes(w);
}

/** The smallest allowed width at least `w` (the largest allowed one when `w` is beyond them all). */
export function snapWidth(w: number, maxWidth: number = Infinity): number {
  const fitting = ALLOWED_WIDTHS.filter((a) => a <= maxWidth);
  const pool = fitting.length ? fitting : [ALLOWED_WIDTHS[0]!];
  return pool.find((a) => a >= w) ?? pool[pool.length - 1]!;
}

/** Quality 1-100; anything else falls back to the default. */
function imageQuality(q: number | undefined): number {
  return typeof q === 'number' && Number.isInteger(q) && q >= 1 && q <= 100 ? q : DEFAULT_IMAGE_QUALITY;
}

/**
 * Vector and inline images are served as they are, and so is a picture on a host the site does
 * not list in display.image_hosts (/_image would refuse it). `hosts` undefined: no host check.
 */
function isResizable(src: string, hosts?: readonly string[]): boolean {
  if (src === '' || /^data:/i.test(src) || /\.svg(\?|#|$)/i.test(src)) return false;
  if (!hosts || src.startsWith('/')) return true;
  try {
    return hosts.includes(new URL(src).hostname.toLowerCase());
  } catch {
    return false;
  }
}

export function imageUrl(src: string, width: number, quality?: number, maxWidth?: number, hosts?: readonly string[]): string {
  if (!isResizable(src, hosts)) return src;
  return `${IMAGE_ENDPOINT}?url=${encodeURIComponent(src)}&w=${snapWidth(width, maxWidth)}&q=${imageQuality(quality)}`;
}

/** The cap-1280 helper (car photos from stock feeds): never asks for more than 1280 pixels. */
export function cappedImageUrl(src: string, width: number, quality?: number): string {
  return imageUrl(src, Math.min(width, CAPPED_MAX_WIDTH), quality, CAPPED_MAX_WIDTH);
}

interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `sizes` given (a responsive image): the device widths up to maxWidth, from the spec's small
 * sizes up when the picture is shown small (a 400-pixel card lists 256 and 384 too), so the
 * browser picks. Otherwise a fixed-size image: the 1x and 2x widths.
 */
export function imageSources(
  src: string,
  options: { width: number; sizes?: string; quality?: number; maxWidth?: number; hosts?: readonly string[] },
): ImageSources {
  const { width, sizes, quality, maxWidth, hosts } = options;
  if (!isResizable(src, hosts)) return { src };
  const smallest = Math.min(DEVICE_WIDTHS[0], snapWidth(width / 2));
  const widths = sizes
    ? [...new Set(ALLOWED_WIDTHS.filter((w) => w >= smallest).map((w) => snapWidth(w, maxWidth)))]
    : [...new Set([snapWidth(width, maxWidth), snapWidth(width * 2, maxWidth)])];
  const srcSet = widths.map((w) => `${imageUrl(src, w, quality, maxWidth)} ${sizes ? `${w}w` : `${Math.round((w / width) * 10) / 10 || 1}x`}`).join(', ');
  return { src: imageUrl(src, sizes ? widths[widths.length - 1]! : width, quality, maxWidth), srcSet, ...(sizes ? { sizes } : {}) };
}

/**
 * An empty picture with the given proportions (an SVG of that viewBox), shown by a lazy image until
 * it is near: its natural ratio is the image's, so the box keeps its size when the real one arrives.
 */
export function sizedPlaceholder(width: number, height: number): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"/>`)}`;
}
