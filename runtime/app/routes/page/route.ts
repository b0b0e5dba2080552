import { defineRoute, bare, BUILT_IN } from '../../../lib/route-definition';
import type { RouteEntry } from '../../../lib/route-table';

// Content pages from pages/*.json, first: a content page wins over a built-in route at its path.
export default defineRoute({
  rank: 0,
  entries({ pages }) {
    const entries: RouteEntry[] = [...pages]
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((page) => ({
        id: `page:${page.id}`,
        path: page.path,
        kind: 'page',
        source: `pages/${page.id}.json`,
        page: page.id,
        ...(page.params && Object.keys(page.params).length ? { params: page.params } : {}),
      }));
    // Spec section 2: /our-locations/... is the locations screen too; a location's address there
    // answers with its contact-us page, so each location keeps one canonical address.
    const contactPage = pages.find((p) => /^\/contact-us\/:[A-Za-z_]+$/.test(bare(p.path)));
    if (contactPage) {
      const param = bare(contactPage.path).split(':')[1]!;
      entries.push({
        id: 'redirect:our-locations',
        path: `/our-locations/:${param}`,
        kind: 'redirect',
        source: `${BUILT_IN} (locations, pages/${contactPage.id}.json)`,
        to: `/contact-us/:${param}`,
        ...(contactPage.params?.[param] ? { params: { [param]: contactPage.params[param] } } : {}),
      });
    }
    return entries;
  },
});
