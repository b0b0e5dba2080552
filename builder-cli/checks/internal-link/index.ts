import { matchRoute } from '../../../runtime/lib/route-table';
import { hintFor } from '../../../server/tenants/did-you-mean';
import { docsOf, type Check } from '../check';
import { internalPath } from '../links';

const check: Check = {
  meta: {
    code: 'internal-link',
    severity: 'error',
    description: "An internal link (navigation, buttons, block props, HTML) that resolves to no route of the tenant's route table.",
    docs: docsOf('internal-link'),
  },
  run({ routes, walk, report }) {
    const table = routes();
    if (!table) return;
    const staticPaths = table.filter((r) => !/[:*]/.test(r.path)).map((r) => r.path);
    // Most links name a static route: a set lookup spares the router's ranking for them.
    const known = new Set(staticPaths.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p)));
    const resolved = new Map<string, boolean>();
    const resolves = (path: string) => {
      if (known.has(path)) return true;
      let hit = resolved.get(path);
      if (hit === undefined) resolved.set(path, (hit = matchRoute(table, path).entry.kind !== 'not-found'));
      return hit;
    };
    for (const link of walk.links) {
      const path = internalPath(link.href);
      if (path === null || resolves(path)) continue;
      const hint = hintFor(path, staticPaths);
      report({
        locate: link.locate,
        pointer: link.pointer,
        message: `link "${link.href}" leads to no page or built-in route of this site (it would show the 404 page)`,
        ...(hint ? { suggestions: [{ message: hint }] } : {}),
      });
    }
  },
};
export default check;
