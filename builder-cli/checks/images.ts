// Every picture a tenant's documents show (logos, block images, card and model images, <img> in
// HTML), with where it is written and the size it declares.
import type { Locator } from '../../server/tenants/ajv-problems';
import type { TenantSources } from '../../server/tenants/tenant';
import { objectsOf, stringsOf } from './walk';

export interface ImageAt {
  url: string;
  /** Pointer of the image object (or of the HTML string holding an <img>). */
  pointer: string;
  locate: Locator;
  width?: unknown;
  height?: unknown;
  /** True for an <img> tag inside HTML. */
  html: boolean;
}

const IMAGE_KEYS = new Set(['image', 'logo', 'thumb']);

function fromValue(
  data: unknown,
  prefix: (string | number)[],
  locate: Locator,
  out: ImageAt[],
  isImage: (key: string, o: Record<string, unknown>) => boolean,
): void {
  for (const o of objectsOf(data, prefix)) {
    if (typeof o.value.url === 'string' && isImage(o.key, o.value))
      out.push({ url: o.value.url, pointer: o.pointer, locate, width: o.value.width, height: o.value.height, html: false });
  }
  for (const s of stringsOf(data, prefix)) {
    for (const tag of s.value.match(/<img\b[^>]*>/gi) ?? []) {
      const attr = (name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
      const src = attr('src');
      if (src !== undefined) out.push({ url: src, pointer: s.pointer, locate, width: attr('width'), height: attr('height'), html: true });
    }
  }
}

export function imagesOf(sources: TenantSources): ImageAt[] {
  const out: ImageAt[] = [];
  const keyed = (key: string) => IMAGE_KEYS.has(key);
  fromValue(sources.site.data, [], sources.site.locate, out, keyed);
  for (const doc of sources.pages.values()) {
    const blocks = (doc.data as { blocks?: unknown }).blocks;
    if (!Array.isArray(blocks)) continue;
    blocks.forEach((b: { type?: unknown; props?: unknown }, i) => {
      // The image block's props are the image itself.
      fromValue(b?.props, ['blocks', i, 'props'], doc.locate, out, (key, o) => keyed(key) || (b?.type === 'image' && o === b.props));
    });
  }
  const models = sources.collections.models;
  if (models) fromValue((models.data as { models?: unknown }).models, ['models'], models.locate, out, keyed);
  return out;
}
