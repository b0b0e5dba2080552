import { matchRoute, type RouteEntry } from '../../../runtime/lib/route-table';
import { deadParam, PARAM_DOMAIN_SOURCES, type DeadParam } from '../../../runtime/lib/route-params';
import { hintFor } from '../../../runtime/lib/text/did-you-mean';
import { docsOf, type Check } from '../check';
import { internalPath } from '../links';

/** Why a path shows the 404 page: no route, or a parameter that names no record; null when it resolves. */
type Dead = { route: null } | { route: RouteEntry; param: DeadParam };

const check: Check = {
  meta: {
    code: 'internal-link',
    severity: 'error',
    description:
      "An internal link (navigation, buttons, block props, HTML) that resolves to no route of the tenant's route table, or whose parameter names no record of the route's data (a model slug, an offer id ...).",
    docs: docsOf('internal-link'),
  },
  run({ routes, paramValues, walk, report }) {
    const table = routes();
    if (!table) return;
    const staticPaths = table.filter((r) => !/[:*]/.test(r.path)).map((r) => r.path);
    // Most links name a static route: a set lookup spares the router's ranking for them.
    const known = new Set(staticPaths.map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p)));
    const answers = new Map<string, Dead | null>();
    const deadEnd = (path: string): Dead | null => {
      if (known.has(path)) return null;
      if (answers.has(path)) return answers.get(path)!;
      const { entry, params } = matchRoute(table, path);
      const param = entry.kind === 'not-found' ? null : deadParam(entry.params, params, paramValues);
      const dead: Dead | null = entry.kind === 'not-found' ? { route: null } : param ? { route: entry, param } : null;
      answers.set(path, dead);
      return dead;
    };
    for (const link of walk.links) {
      const path = internalPath(link.href);
      const dead = path === null ? null : deadEnd(path);
      if (path === null || !dead) continue;
      const message = dead.route
        ? `link "${link.href}" names no record of ${dead.route.path} (${dead.param.name}: ${PARAM_DOMAIN_SOURCES[dead.param.domain]}), so it would show the 404 page`
        : `link "${link.href}" leads to no page or built-in route of this site (it would show the 404 page)`;
      const hint = hintFor(path, [...staticPaths, ...(dead.route ? withValues(path, dead.param) : [])]);
      report({ locate: link.locate, pointer: link.pointer, message, ...(hint ? { suggestions: [{ message: hint }] } : {}) });
    }
  },
};
export default check;

/** The link's path with its dead parameter's segment replaced by each real value. */
function withValues(path: string, param: DeadParam): string[] {
  const segments = path.split('/');
  const at = segments.findIndex((s) => safeDecode(s) === param.value);
  if (at < 0) return [];
  return param.values.map((v) => [...segments.slice(0, at), encodeURIComponent(v), ...segments.slice(at + 1)].join('/'));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
