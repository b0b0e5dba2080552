import { defineRoute } from '../../../lib/route-definition';
import { garageEnabled } from '../../../lib/garage-enabled';

// Garage sign-in by emailed code (`sign-in?type=finance&redirect=`).
export default defineRoute({
  rank: 51,
  entries: ({ site }) => (garageEnabled(site) ? [{ id: 'sign-in', path: '/sign-in', kind: 'sign-in', source: 'site.json garage_enabled' }] : []),
});
