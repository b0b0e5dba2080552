import { matchRoute } from '../../../runtime/lib/route-table';
import { docsOf, type Check } from '../check';
import type { LinkAt } from '../links';
import { hasTrailingSlash, pathOf, slashConventionOf, spelled, withPath, withoutTrailingSlash } from './slash-convention';
import { replaceStringFix } from '../string-fix';
import { pagesOf } from '../tenant-routes';

const ends = (p: string) => (hasTrailingSlash(p) ? 'ends with a slash' : 'has no trailing slash');
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

const check: Check = {
  meta: {
    code: 'trailing-slash',
    severity: 'warning',
    description: "A link or page path that differs from the page's path only by a trailing slash (fixable when the result is a page of the site).",
    docs: docsOf('trailing-slash'),
  },
  run({ sources, routes, walk, report }) {
    const pages = pagesOf(sources);
    const convention = slashConventionOf(pages.map((p) => p.path));
    const staticPages = pages.filter((p) => !/[:*]/.test(p.path) && withoutTrailingSlash(p.path) !== '/');
    const byBare = new Map<string, { id: string; path: string }>();
    for (const page of staticPages) if (!byBare.has(withoutTrailingSlash(page.path))) byBare.set(withoutTrailingSlash(page.path), page);

    const linksTo = new Map<string, LinkAt[]>();
    const toOtherRoutes: LinkAt[] = [];
    for (const link of walk.links) {
      if (!isInternal(link.href)) continue;
      const page = byBare.get(withoutTrailingSlash(pathOf(link.href)));
      if (page) linksTo.set(page.id, [...(linksTo.get(page.id) ?? []), link]);
      else toOtherRoutes.push(link);
    }

    for (const page of staticPages) {
      const links = linksTo.get(page.id) ?? [];
      const mismatched = links.filter((l) => pathOf(l.href) !== page.path);
      if (!mismatched.length) continue;
      const target = spelled(page.path, convention);
      const doc = sources.pages.get(page.id)!;
      if (page.path !== target && links.every((l) => pathOf(l.href) === target)) {
        // The page is the odd one out: every link to it and the site's other pages agree.
        const fix = replaceStringFix(doc.locate, '/path', page.path, target);
        report({
          locate: doc.locate,
          pointer: '/path',
          message: `page path "${page.path}" ${ends(page.path)}, unlike every link to it and this site's other pages ("${target}")`,
          ...(fix ? { fix } : { suggestions: [{ message: `write the path "${target}"` }] }),
        });
        continue;
      }
      for (const link of mismatched) {
        const href = withPath(link.href, page.path);
        // A link inside HTML is part of a longer string: it is left for a person to edit.
        const fix = replaceStringFix(link.locate, link.pointer, link.href, href);
        report({
          locate: link.locate,
          pointer: link.pointer,
          message: `link "${link.href}" ${ends(pathOf(link.href))}, unlike the page it leads to ("${page.path}", pages/${page.id}.json)`,
          ...(fix ? { fix } : { suggestions: [{ message: `write "${href}"` }] }),
        });
      }
    }

    // A link to a page with params (/offers/:offerId) names an address no file confirms: a suggestion only.
    const mismatch = toOtherRoutes.filter((l) => pathOf(l.href) !== spelled(pathOf(l.href), convention) && withoutTrailingSlash(pathOf(l.href)) !== '/');
    if (!mismatch.length) return;
    const table = routes();
    if (!table) return;
    for (const link of mismatch) {
      const { entry } = matchRoute(table, withoutTrailingSlash(pathOf(link.href)));
      if (entry.kind !== 'page' || !/[:*]/.test(entry.path)) continue;
      const href = withPath(link.href, spelled(pathOf(link.href), convention));
      report({
        locate: link.locate,
        pointer: link.pointer,
        message: `link "${link.href}" ${ends(pathOf(link.href))}, unlike this site's page paths (not fixed: no page file names this address)`,
        suggestions: [{ message: `write "${href}"` }],
      });
    }
  },
};
export default check;
