// Every link a tenant's documents make (navigation, buttons, block props, links inside HTML),
// with where it is written: read by the unreachable-page check and the internal-link check.
import type { Locator } from '../../server/tenants/ajv-problems';
import type { TenantSources } from '../../server/tenants/tenant';
import { anchorsIn, stringsOf } from './walk';

export interface LinkAt {
  href: string;
  pointer: string;
  locate: Locator;
  /** The page document the link is on, when it is on one. */
  page?: string;
}

export function linksOf(sources: TenantSources): LinkAt[] {
  const links: LinkAt[] = [];
  const collect = (data: unknown, prefix: string[], locate: Locator, page?: string) => {
    for (const s of stringsOf(data, prefix)) {
      if (s.key === 'href') links.push({ href: s.value, pointer: s.pointer, locate, ...(page ? { page } : {}) });
      else if (s.value.includes('<a')) for (const href of anchorsIn(s.value)) links.push({ href, pointer: s.pointer, locate, ...(page ? { page } : {}) });
    }
  };
  const site = sources.site.data as { navigation?: unknown; layout?: unknown };
  collect(site.navigation, ['navigation'], sources.site.locate);
  collect(site.layout, ['layout'], sources.site.locate);
  if (sources.buttons) collect((sources.buttons.data as { buttons?: unknown }).buttons, ['buttons'], sources.buttons.locate);
  for (const [id, doc] of sources.pages) collect((doc.data as { blocks?: unknown }).blocks, ['blocks'], doc.locate, id);
  return links;
}

/** The site path an internal link leads to (no query, hash or trailing slash), or null for other links. */
export function internalPath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const bare = href.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}
