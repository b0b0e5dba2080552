import { VIN_PROBLEM_TEXT, vinProblem } from '../../../runtime/lib/vin';
import { docsOf, type Check } from '../check';
import { countryOf } from '../jurisdiction';
import { readFeedCandidates, rowPointer } from '../stock-rows';

const check: Check = {
  meta: {
    code: 'feed-vin',
    severity: 'warning',
    description: 'Channel feeds: a car for sale without a VIN the ad channels accept (17 characters; check digit on US sites; chassis numbers on NZ sites).',
    docs: docsOf('feed-vin'),
  },
  run({ site, sources, report }) {
    const stock = readFeedCandidates(sources);
    const country = countryOf(site);
    for (const { car, index, label } of stock?.rows ?? []) {
      const problem = vinProblem(car.vin, country);
      if (problem)
        report({
          locate: stock!.locate,
          pointer: rowPointer(car, index, 'vin'),
          message: `${label}: ${VIN_PROBLEM_TEXT[problem]}${car.vin ? ` ("${car.vin}")` : ''}: Google Vehicle Ads and Meta leave it out`,
        });
    }
  },
};
export default check;
