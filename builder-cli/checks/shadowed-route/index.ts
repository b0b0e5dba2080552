import { docsOf, type Check } from '../check';
import { pagesOf, routeTableOf } from '../tenant-routes';

const bare = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const check: Check = {
  meta: {
    code: 'shadowed-route',
    severity: 'warning',
    description: 'A content page at the path of a built-in route (a form screen, the search, saved cars ...), which the page then replaces.',
    docs: docsOf('shadowed-route'),
  },
  run({ sources, site, report }) {
    const builtIn = routeTableOf(sources, site, { withPages: false });
    if (!builtIn) return;
    const byPath = new Map(builtIn.filter((r) => r.kind !== 'not-found').map((r) => [bare(r.path), r]));
    for (const page of pagesOf(sources)) {
      const route = byPath.get(bare(page.path));
      const doc = sources.pages.get(page.id);
      if (!route || !doc) continue;
      report({
        locate: doc.locate,
        pointer: '/path',
        message: `page ${page.path} (pages/${page.id}.json) replaces the built-in ${route.kind} route at ${route.path} (${route.source})`,
      });
    }
  },
};
export default check;
