import type { Car } from '../../../schemas/types/car';
import { auVehiclePriceType } from '../../../runtime/lib/feeds/feed-car';
import { docsOf, type Check } from '../check';
import { countryOf } from '../jurisdiction';
import { readFeedCandidates, rowPointer } from '../stock-rows';

const check: Check = {
  meta: {
    code: 'feed-au-price-type',
    severity: 'warning',
    description: 'Channel feeds (AU): a new car for sale whose price is not known to be drive-away (no price_type, no site vehicles.newPriceType).',
    docs: docsOf('feed-au-price-type'),
  },
  run({ site, sources, report }) {
    if (countryOf(site) !== 'AU') return;
    const stock = readFeedCandidates(sources);
    for (const { car, index, label } of stock?.rows ?? []) {
      if (car.car_type !== 'new' || auVehiclePriceType({ car_type: 'new', price_type: car.price_type as Car['price_type'] }, site)) continue;
      report({
        locate: stock!.locate,
        pointer: rowPointer(car, index, 'price_type'),
        message: `${label}: new car without a drive-away price type: set its price_type ("drive_away" or "estimated_drive_away") or the site's vehicles.newPriceType; Google Vehicle Ads leaves it out`,
      });
    }
  },
};
export default check;
