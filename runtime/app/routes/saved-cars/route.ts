import { defineRoute, BUILT_IN } from '../../../lib/route-definition';
import { garageEnabled } from '../../../lib/garage-enabled';

// Favourites kept in the browser, on sites without the garage.
export default defineRoute({
  rank: 50,
  entries: ({ site }) =>
    garageEnabled(site)
      ? []
      : [
          {
            id: 'saved-cars',
            path: site.garage_path?.trim() || '/saved-cars',
            kind: 'saved-cars',
            source: site.garage_path?.trim() ? 'site.json garage_path' : BUILT_IN,
          },
        ],
});
