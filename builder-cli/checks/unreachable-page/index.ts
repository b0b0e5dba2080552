import { docsOf, type Check } from '../check';
import { internalPath } from '../links';
import { rewriteHref } from '../../../runtime/lib/links';

const check: Check = {
  meta: {
    code: 'unreachable-page',
    severity: 'warning',
    description: 'A page that no navigation item, button or other page links to.',
    docs: docsOf('unreachable-page'),
  },
  run({ site, sources, walk, report }) {
    // A link reaches the page the site's link rules send it to (/blog is /news with blog_to_news).
    const rules = { usePagesPath: site.flags?.use_pages_path, blogToNews: site.features?.blog_to_news };
    // Target path -> where links to it are (a page id, or '' for navigation and buttons).
    const linkedFrom = new Map<string, Set<string>>();
    for (const link of walk.links) {
      const target = link.href.startsWith('/') ? internalPath(rewriteHref(link.href, rules)) : null;
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
