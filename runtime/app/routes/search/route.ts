import { defineRoute, bare, BUILT_IN } from '../../../lib/route-definition';
import type { RouteEntry } from '../../../lib/route-table';
import { normaliseSearchPath } from '../../../lib/search/search-paths';

// Stock search: the default search path, the vehicle base path, /search/*. The configured default
// path is served as it is normalised (with /search/); a configured value without the prefix also
// answers, by redirect, so old links keep working.
export default defineRoute({
  rank: 40,
  entries({ site, base }) {
    const configured = (site.default_search_path ?? '').trim();
    const searchPath = normaliseSearchPath(configured);
    const entries: RouteEntry[] = [{ id: 'search:default', path: searchPath, kind: 'search', source: 'site.json default_search_path' }];
    const rooted = configured.startsWith('/') ? configured : `/${configured}`;
    if (configured && bare(rooted) !== bare(searchPath) && bare(rooted) !== '/' && !rooted.startsWith('/search'))
      entries.push({ id: 'redirect:default-search', path: rooted, kind: 'redirect', source: 'site.json default_search_path', to: searchPath });
    entries.push(
      { id: 'search:stock', path: base, kind: 'search', source: 'site.json vehicles.basePath' },
      { id: 'search:any', path: '/search/*', kind: 'search', source: BUILT_IN },
    );
    return entries;
  },
});
