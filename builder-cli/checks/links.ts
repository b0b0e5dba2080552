// Every link a tenant's documents make (navigation, buttons, block props, links inside HTML),
// with where it is written: found in the tenant's shared walk, read by the link checks.
import type { Locator } from '../../server/tenants/ajv-problems';
import { anchorsIn, type StringAt } from './walk';

export interface LinkAt {
  href: string;
  pointer: string;
  locate: Locator;
  /** The page document the link is on, when it is on one. */
  page?: string;
}

/** Links among walked strings: `href` values and the <a> tags of HTML. */
export function linksIn(strings: readonly StringAt[], locate: Locator, out: LinkAt[], page?: string): void {
  for (const s of strings) {
    if (s.key === 'href') out.push({ href: s.value, pointer: s.pointer, locate, ...(page ? { page } : {}) });
    else if (s.value.includes('<a')) for (const href of anchorsIn(s.value)) out.push({ href, pointer: s.pointer, locate, ...(page ? { page } : {}) });
  }
}

/** The site path an internal link leads to (no query, hash or trailing slash), or null for other links. */
export function internalPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const bare = href.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}
