import { docsOf, type Check } from '../check';
import { internalPath } from '../links';

const check: Check = {
  meta: {
    code: 'unreachable-page',
    severity: 'warning',
    description: 'A page that no navigation item, button or other page links to.',
    docs: docsOf('unreachable-page'),
  },
  run({ sources, walk, report }) {
    // Target path -> where links to it are (a page id, or '' for navigation and buttons).
    const linkedFrom = new Map<string, Set<string>>();
    for (const link of walk.links) {
      const target = internalPath(link.href);
      if (target === null) continue;
      const from = linkedFrom.get(target) ?? new Set<string>();
      from.add(link.page ?? '');
      linkedFrom.set(target, from);
    }
    // A page linking only to itself is still unreachable.
    const reached = (path: string, id: string) => [...(linkedFrom.get(path) ?? [])].some((from) => from !== id);
    for (const [id, doc] of sources.pages) {
      const raw = (doc.data as { path?: unknown }).path;
      if (typeof raw !== 'string') continue;
      const path = internalPath(raw);
      if (path === null || path === '/' || path.includes(':')) continue;
      if (!reached(path, id))
        report({
          locate: doc.locate,
          pointer: '/path',
          message: `page ${path} (pages/${id}.json) is not linked from the navigation, a button or another page`,
        });
    }
  },
};
export default check;
