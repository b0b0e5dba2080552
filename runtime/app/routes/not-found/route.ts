import { defineRoute, BUILT_IN } from '../../../lib/route-definition';

// Anything else: the site's own 404 page. Last: the matcher falls back to the table's last entry.
export default defineRoute({
  rank: 1000,
  entries: () => [{ id: 'not-found', path: '*', kind: 'not-found', source: BUILT_IN }],
});
