// The kind of route a request went to, as the request metrics label it: a small fixed set (a
// label per address would grow without bound). Pages are labelled by their route-table kind.
export type RequestKind =
  | 'probe'
  | 'asset'
  | 'media'
  | 'image'
  | 'file'
  | 'api-search'
  | 'api-cars'
  | 'api-leads'
  | 'api-admin'
  | 'api-route-data'
  | 'api-garage'
  | 'api'
  | 'unknown-site'
  | `page:${string}`;

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
const FILES = new Set(['/robots.txt', '/sitemap.xml', '/favicon.ico']);
const API_PREFIXES: readonly [string, RequestKind][] = [
  ['/api/search', 'api-search'],
  ['/api/cars', 'api-cars'],
  ['/api/leads', 'api-leads'],
  ['/api/altcha', 'api-leads'],
  ['/api/admin', 'api-admin'],
  ['/api/route-data', 'api-route-data'],
  ['/api/garage', 'api-garage'],
];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * `path` is the pathname (no query); `pageKind` gives the route-table kind of a page address of
 * the request's site, undefined when the Host named no site.
 */
export function requestKindOf(path: string, pageKind: (path: string) => string | undefined): RequestKind {
  if (PROBES.has(path)) return 'probe';
  if (under(path, '/assets')) return 'asset';
  if (under(path, '/media')) return 'media';
  if (path === '/_image') return 'image';
  if (FILES.has(path) || under(path, '/feeds')) return 'file';
  if (under(path, '/api')) return API_PREFIXES.find(([prefix]) => under(path, prefix))?.[1] ?? 'api';
  const kind = pageKind(path);
  return kind ? `page:${kind}` : 'unknown-site';
}
