// The <title>, meta description and canonical path of a page made for one item (an offer, a
// model, a blog post, a location): the template page's own title is generic ("Special Offer |
// Site"), so the block that loads the item names the page after it.
import { plainText, truncateText } from './collapse-text';

export interface ItemHead {
  title: string;
  description: string;
  /** The item's own address (its canonical URL's path). */
  path: string;
}

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

/** A block's load result with the page head of its item. */
export function withHead<T extends object>(data: T, head: ItemHead): T & { head: ItemHead } {
  return { ...data, head };
}

/** The head a block's load result carries, if any. */
export function headOf(data: unknown): ItemHead | undefined {
  if (typeof data !== 'object' || data === null || !('head' in data)) return undefined;
  const head = (data as { head?: Partial<ItemHead> }).head;
  return head && typeof head.title === 'string' && typeof head.path === 'string' && typeof head.description === 'string' ? (head as ItemHead) : undefined;
}
