import { docsOf } from '../check';
import { feedRowCheck } from '../feed-row-check';

export default feedRowCheck({
  meta: {
    code: 'feed-mileage',
    severity: 'warning',
    description: 'Channel feeds: a used or demo car for sale without mileage (km).',
    docs: docsOf('feed-mileage'),
  },
  field: 'km',
  problem: (car) =>
    car.car_type === 'new' || typeof car.km === 'number'
      ? null
      : `${car.car_type ?? 'used'} car without mileage (km): Google Vehicle Ads and Meta leave it out`,
});
