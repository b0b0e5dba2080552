import { matchRoute } from '../../runtime/lib/route-table';
import { hintFor } from '../../server/tenants/did-you-mean';
import { docsOf, type Check } from './check';
import { internalPath, linksOf } from './links';
import { routeTableOf } from './tenant-routes';

const check: Check = {
  meta: {
    code: 'internal-link',
    severity: 'error',
    description: "An internal link (navigation, buttons, block props, HTML) that resolves to no route of the tenant's route table.",
    docs: docsOf('internal-link'),
  },
  run({ sources, site, report }) {
    const table = routeTableOf(sources, site);
    if (!table) return;
    const staticPaths = table.filter((r) => !/[:*]/.test(r.path)).map((r) => r.path);
    for (const link of linksOf(sources)) {
      const path = internalPath(link.href);
      if (path === null) continue;
      if (matchRoute(table, path).entry.kind !== 'not-found') continue;
      const hint = hintFor(path, staticPaths);
      report({ locate: link.locate, pointer: link.pointer, message: `link "${link.href}" leads to no page or built-in route of this site (it would show the 404 page)`, ...(hint ? { suggestions: [hint] } : {}) });
    }
  },
};
export default check;
