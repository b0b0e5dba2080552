// Link rules of spec section 2: legacy /pages/ prefix, blog-to-news, and how each kind of link behaves.

/** Legal and about pages whose /pages/ form is always stripped, even on sites that keep a pages path. */
export const ALWAYS_STRIPPED: ReadonlySet<string> = new Set(['/pages/privacy-policy', '/pages/terms-and-conditions', '/pages/about-us']);

/** Internal destinations that are not prefetched (heavy or stateful pages). */
const NO_PREFETCH = [
  /^\/book-test-drive\/?$/,
  /^\/(special-offers|offers)(\/|$)/,
  /^\/models(\/|$)/,
  /\/checkout(\/|$)/,
  /^\/checkout-journey/,
  /\/buy-online(\/|$)/,
  /^\/(finance|finance-enquiry|apply-for-finance|finance-pre-approval)(\/|$)/,
];

export interface LinkRuleSite {
  usePagesPath?: boolean;
  blogToNews?: boolean;
}

/** Rewrites an internal href by the site's link rules; anything else is returned unchanged. */
export function rewriteHref(href: string, site: LinkRuleSite): string {
  if (!href.startsWith('/')) return href;
  const [pathname, rest] = splitPath(href);
  let path = pathname;
  if (path === '/pages' || path.startsWith('/pages/')) {
    const bare = path.replace(/\/+$/, '');
    if (!site.usePagesPath || ALWAYS_STRIPPED.has(bare)) path = path.slice('/pages'.length) || '/';
  }
  if (site.blogToNews && (path === '/blog' || path.startsWith('/blog/'))) path = '/news' + path.slice('/blog'.length);
  return path + rest;
}

/** Where the server should send a request that a link rule rewrites, or null to serve it as is. */
export function legacyRedirect(pathWithQuery: string, site: LinkRuleSite): string | null {
  const target = rewriteHref(pathWithQuery, site);
  return target === pathWithQuery ? null : sameHostPath(target);
}

const ANY_HOST = 'http://tenant.invalid';

/**
 * A redirect target that cannot leave the site: browsers drop tabs and newlines from a URL and
 * read `\` as `/`, so `//evil`, `/\evil` and `/\t/evil` all name another host. Leading slashes
 * and backslashes collapse to one `/`; anything that still resolves elsewhere becomes `/`.
 */
export function sameHostPath(target: string): string {
  const cleaned = target.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '/');
  if (!cleaned.startsWith('/')) return '/';
  try {
    const url = new URL(cleaned, ANY_HOST);
    return url.origin === ANY_HOST ? cleaned : '/';
  } catch {
    return '/';
  }
}

export type LinkKind = 'internal' | 'tel' | 'mailto' | 'map' | 'external' | 'anchor';

const MAP_HOSTS =
  /^https?:\/\/(www\.)?(google\.[a-z.]+\/maps|maps\.google\.[a-z.]+|goo\.gl\/maps|maps\.app\.goo\.gl|maps\.apple\.com|www\.openstreetmap\.org|openstreetmap\.org)/i;

export function linkKind(href: string): LinkKind {
  if (href.startsWith('#')) return 'anchor';
  if (/^tel:/i.test(href)) return 'tel';
  if (/^mailto:/i.test(href)) return 'mailto';
  if (MAP_HOSTS.test(href)) return 'map';
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return 'external';
  return 'internal';
}

/** Whether an internal link may be prefetched on hover or viewport entry. */
export function shouldPrefetch(href: string): boolean {
  const [path] = splitPath(href);
  return linkKind(href) === 'internal' && !NO_PREFETCH.some((re) => re.test(path));
}

function splitPath(href: string): [string, string] {
  const i = href.search(/[?#]/);
  return i === -1 ? [href, ''] : [href.slice(0, i), href.slice(i)];
}
