// Trailing slashes: the router treats `/about-us/` and `/about-us` as one route, but a site should
// write each path one way, so its links match its pages' canonical URLs exactly.

type SlashConvention = 'slash' | 'no-slash';

/** `/about-us/` -> `/about-us`; `/` stays `/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function hasTrailingSlash(path: string): boolean {
  return path.length > 1 && path.endsWith('/');
}

/** `path` written the convention's way. */
export function spelled(path: string, convention: SlashConvention): string {
  const bare = withoutTrailingSlash(path);
  return convention === 'slash' && bare !== '/' ? `${bare}/` : bare;
}

/**
 * How most of a site's page paths end (`/` and paths with params left out); a tie, or no page to go
 * by, means no trailing slash, the way most sites and the route table write paths.
 */
export function slashConventionOf(pagePaths: readonly string[]): SlashConvention {
  let slash = 0;
  let noSlash = 0;
  for (const p of pagePaths) {
    if (p === '/' || /[:*]/.test(p)) continue;
    if (hasTrailingSlash(p)) slash++;
    else noSlash++;
  }
  return slash > noSlash ? 'slash' : 'no-slash';
}

/** An href with its path part replaced (query and #anchor kept). */
export function withPath(href: string, path: string): string {
  const rest = href.match(/[?#].*$/)?.[0] ?? '';
  return path + rest;
}

/** The path part of an href (before any query or #anchor). */
export function pathOf(href: string): string {
  return href.replace(/[?#].*$/, '');
}
