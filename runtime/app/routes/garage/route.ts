import { defineRoute } from '../../../lib/route-definition';
import { garageEnabled } from '../../../lib/garage-enabled';

// The signed-in garage (sites with garage_enabled), at the garage path.
export default defineRoute({
  rank: 50,
  entries: ({ site }) =>
    garageEnabled(site)
      ? [
          {
            id: 'garage',
            path: site.garage_path?.trim() || '/my-garage',
            kind: 'garage',
            source: site.garage_path?.trim() ? 'site.json garage_path' : 'site.json garage_enabled',
          },
        ]
      : [],
});
