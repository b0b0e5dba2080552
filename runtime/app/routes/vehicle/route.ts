import { defineRoute, BUILT_IN } from '../../../lib/route-definition';
import type { RouteEntry } from '../../../lib/route-table';

// A car's page under the vehicle base path; /cars/... redirects there on sites whose base path differs.
export default defineRoute({
  rank: 44,
  entries({ base }) {
    const entries: RouteEntry[] = [{ id: 'vehicle', path: `${base}/:slug`, kind: 'vehicle', source: 'site.json vehicles.basePath', params: { slug: 'cars' } }];
    if (base !== '/cars')
      entries.push(
        { id: 'redirect:cars', path: '/cars', kind: 'redirect', source: `${BUILT_IN} (vehicle base path is ${base})`, to: `${base}/` },
        {
          id: 'redirect:cars-slug',
          path: '/cars/:slug',
          kind: 'redirect',
          source: `${BUILT_IN} (vehicle base path is ${base})`,
          to: `${base}/:slug`,
          params: { slug: 'cars' },
        },
      );
    return entries;
  },
});
