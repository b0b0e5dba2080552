import { defineRoute, BUILT_IN } from '../../../lib/route-definition';

// Files for machines (sitemap, robots.txt, feeds), served by server/seo, never by React.
export default defineRoute({
  rank: 70,
  entries: () =>
    ['/sitemap.xml', '/robots.txt', '/feeds/vehicles.xml', '/feeds/google-vehicle-ads.xml', '/feeds/meta-vehicles.xml'].map((file) => ({
      id: `file:${file}`,
      path: file,
      kind: 'file',
      source: `${BUILT_IN} (server/seo)`,
    })),
});
