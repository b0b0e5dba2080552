// The words of an item page's head (item-head.ts): "{item} | {site}" and the item's own text.
import { plainText, truncateText } from './collapse-text';
import type { ItemHead } from './item-head';

/** Search engines show about 155 characters of a description. */
export const META_DESCRIPTION_LENGTH = 155;

/**
 * "{item} | {site}", and the item's text (HTML allowed) as plain text cut on a word boundary;
 * an item without text is described by `fallback`.
 */
export function itemHead(item: { name: string; text?: string | undefined; fallback: string; path: string }, siteName: string): ItemHead {
  const text = plainText(item.text ?? '') || item.fallback;
  return { title: `${item.name} | ${siteName}`, description: truncateText(text, META_DESCRIPTION_LENGTH), path: item.path };
}
