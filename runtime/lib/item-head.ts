// The <title>, meta description and canonical path of a page made for one item (an offer, a
// model, a blog post, a location): the template page's own title is generic ("Special Offer |
// Site"), so the block that loads the item names the page after it. How the text is made is in
// item-head-text.ts; this module stays import-free because the shell reads heads.

export interface ItemHead {
  title: string;
  description: string;
  /** The item's own address (its canonical URL's path). */
  path: string;
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
