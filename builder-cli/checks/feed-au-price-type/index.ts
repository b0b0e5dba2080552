import type { Car } from '../../../schemas/types/car';
import { auVehiclePriceType } from '../../../runtime/lib/feeds/feed-car';
import { docsOf } from '../check';
import { feedRowCheck } from '../feed-row-check';
import { countryOf } from '../jurisdiction';

export default feedRowCheck({
  meta: {
    code: 'feed-au-price-type',
    severity: 'warning',
    description: 'Channel feeds (AU): a new car for sale whose price is not known to be drive-away (no price_type, no site vehicles.newPriceType).',
    docs: docsOf('feed-au-price-type'),
  },
  field: 'price_type',
  problem: (car, site) =>
    countryOf(site) !== 'AU' || car.car_type !== 'new' || auVehiclePriceType({ car_type: 'new', price_type: car.price_type as Car['price_type'] }, site)
      ? null
      : `new car without a drive-away price type: set its price_type ("drive_away" or "estimated_drive_away") or the site's vehicles.newPriceType; Google Vehicle Ads leaves it out`,
});
