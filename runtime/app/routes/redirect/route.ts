import { defineRoute, BUILT_IN } from '../../../lib/route-definition';
import { ALWAYS_STRIPPED } from '../../../lib/links';
import type { RouteEntry } from '../../../lib/route-table';

// The link rules' redirects (runtime/lib/links.ts): legacy /pages/ links, /blog on news sites.
// Other folders add their own redirects (the vehicle base path, the default search path ...).
export default defineRoute({
  rank: 80,
  entries({ site }) {
    const entries: RouteEntry[] = [];
    if (site.flags?.use_pages_path !== true) {
      entries.push(
        { id: 'redirect:pages-root', path: '/pages', kind: 'redirect', source: `${BUILT_IN} (link rules)`, to: 'legacy' },
        { id: 'redirect:pages', path: '/pages/*', kind: 'redirect', source: `${BUILT_IN} (link rules)`, to: 'legacy' },
      );
    } else {
      for (const legal of ALWAYS_STRIPPED)
        entries.push({ id: `redirect:${legal}`, path: legal, kind: 'redirect', source: `${BUILT_IN} (link rules)`, to: 'legacy' });
    }
    if (site.features?.blog_to_news === true)
      entries.push(
        { id: 'redirect:blog', path: '/blog', kind: 'redirect', source: 'site.json features.blog_to_news', to: 'legacy' },
        { id: 'redirect:blog-post', path: '/blog/*', kind: 'redirect', source: 'site.json features.blog_to_news', to: 'legacy' },
      );
    return entries;
  },
});
