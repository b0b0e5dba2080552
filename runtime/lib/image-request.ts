// What /_image accepts (spec section 9, issue 25): only the widths a page can ask for and the
// site's own quality, so the cache key space is finite; and what a source's bytes are, read from
// their first bytes rather than from a name or a Content-Type an image host chose.
import { ALLOWED_WIDTHS, isAllowedWidth } from './image-url';

interface ImageParams {
  width: number;
  quality: number;
}

/** `w` and `q` of a /_image request; `q` absent means the site's quality. */
export function parseImageParams(w: unknown, q: unknown, siteQuality: number): ImageParams | { error: string } {
  const width = typeof w === 'string' && /^[0-9]{1,5}$/.test(w) ? Number(w) : NaN;
  if (!isAllowedWidth(width)) return { error: `w must be one of ${ALLOWED_WIDTHS.join(', ')}` };
  if (q === undefined || q === '') return { width, quality: siteQuality };
  if (q !== String(siteQuality)) return { error: `q must be ${siteQuality}, this site's image quality` };
  return { width, quality: siteQuality };
}

type SniffedImage = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The picture format of a file's first bytes (at least 32 of them), or null for anything else. */
export function sniffImage(head: Uint8Array): SniffedImage | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (/^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(head, 8, 12))) return 'avif';
  // Text that opens an <svg> element, after an optional BOM, XML declaration, comments or doctype.
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head.subarray(0, 1024)).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) return 'svg';
  return null;
}
