import { docsOf, type Check } from '../check';
import { readFeedCandidates, rowPointer } from '../stock-rows';

const check: Check = {
  meta: {
    code: 'feed-mileage',
    severity: 'warning',
    description: 'Channel feeds: a used or demo car for sale without mileage (km).',
    docs: docsOf('feed-mileage'),
  },
  run({ sources, report }) {
    const stock = readFeedCandidates(sources);
    for (const { car, index, label } of stock?.rows ?? []) {
      if (car.car_type === 'new' || typeof car.km === 'number') continue;
      report({
        locate: stock!.locate,
        pointer: rowPointer(car, index, 'km'),
        message: `${label}: ${car.car_type ?? 'used'} car without mileage (km): Google Vehicle Ads and Meta leave it out`,
      });
    }
  },
};
export default check;
