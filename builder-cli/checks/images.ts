// Every picture a tenant's documents show (logos, block images, card and model images, <img> in
// HTML), with where it is written and the size it declares. Found in the tenant's shared walk.
import type { Locator } from '../../server/tenants/ajv-problems';
import type { Visited } from './walk';

export interface ImageAt {
  url: string;
  /** Pointer of the image object (or of the HTML string holding an <img>). */
  pointer: string;
  locate: Locator;
  width?: unknown;
  height?: unknown;
  /** True for an <img> tag inside HTML. */
  html: boolean;
  /** False when the block's schema has no width/height for it: the block renders it at a fixed size. */
  sizable: boolean;
}

interface SchemaNode {
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: boolean | SchemaNode;
  /** Any other keyword (title, type, ...). */
  [keyword: string]: unknown;
}

/**
 * Whether the object at `segments` (a pointer's segments from the schema's root) may carry a width
 * and a height. False only when the schema closes that object without them (the promotion slider's
 * images, which it renders at 1920 x 540); a path the schema does not describe counts as sizable.
 */
export function takesSize(schema: SchemaNode, segments: readonly string[]): boolean {
  let node: SchemaNode | undefined = schema;
  for (const segment of segments) {
    if (!node) return true;
    node = /^\d+$/.test(segment) && node.items ? node.items : node.properties?.[segment];
  }
  if (!node || node.additionalProperties !== false) return true;
  return 'width' in (node.properties ?? {}) && 'height' in (node.properties ?? {});
}

const IMAGE_KEYS = new Set(['image', 'logo', 'thumb']);

/** An object with a `url` under one of these properties is an image. */
export const isImageKey = (key: string) => IMAGE_KEYS.has(key);

/** Images among a walked value's objects (those `isImage` accepts), then its <img> tags. */
export function imagesIn(
  found: Visited,
  locate: Locator,
  out: ImageAt[],
  isImage: (key: string, o: Record<string, unknown>) => boolean,
  sizable: (pointer: string) => boolean = () => true,
): void {
  for (const o of found.objects) {
    if (typeof o.value.url === 'string' && isImage(o.key, o.value))
      out.push({ url: o.value.url, pointer: o.pointer, locate, width: o.value.width, height: o.value.height, html: false, sizable: sizable(o.pointer) });
  }
  for (const s of found.strings) {
    if (!s.value.includes('<')) continue;
    for (const tag of s.value.match(/<img\b[^>]*>/gi) ?? []) {
      const attr = (name: string) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
      const src = attr('src');
      if (src !== undefined) out.push({ url: src, pointer: s.pointer, locate, width: attr('width'), height: attr('height'), html: true, sizable: true });
    }
  }
}
