import { VIN_PROBLEM_TEXT, vinProblem } from '../../../runtime/lib/vin';
import { docsOf } from '../check';
import { feedRowCheck } from '../feed-row-check';
import { countryOf } from '../jurisdiction';

export default feedRowCheck({
  meta: {
    code: 'feed-vin',
    severity: 'warning',
    description: 'Channel feeds: a car for sale without a VIN the ad channels accept (17 characters; check digit on US sites; chassis numbers on NZ sites).',
    docs: docsOf('feed-vin'),
  },
  field: 'vin',
  problem: (car, site) => {
    const problem = vinProblem(car.vin, countryOf(site));
    return problem ? `${VIN_PROBLEM_TEXT[problem]}${car.vin ? ` ("${car.vin}")` : ''}: Google Vehicle Ads and Meta leave it out` : null;
  },
});
