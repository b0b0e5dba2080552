import type { Car } from '../../../schemas/types/car';
import { docsOf, type Check } from '../check';
import { countryOf } from '../jurisdiction';
import { readUsedForSale } from '../stock-rows';

/** The parts of a Consumer Information Notice our car data carries. */
const CIN_FIELDS = ['year', 'make', 'model', 'km', 'vin'] as const satisfies readonly (keyof Car)[];

/** Towed vehicles (caravans, trailers) are not motor vehicles: they have no odometer to state. */
export function isTowed(car: Partial<Car>): boolean {
  return /caravan|pop ?top|camper trailer|trailer|fifth wheel/i.test(String(car.body ?? '')) && !car.fuel && !car.simple_fuel;
}

export function missingCinFields(car: Partial<Car>): string[] {
  return CIN_FIELDS.filter((f) => !(f === 'km' && isTowed(car)) && (car[f] === undefined || car[f] === null || car[f] === ''));
}

const check: Check = {
  meta: {
    code: 'nz-consumer-information',
    severity: 'warning',
    description: 'Compliance (NZ): a used vehicle for sale lacks Consumer Information Notice data (year, make, model, odometer, VIN).',
    docs: docsOf('nz-consumer-information'),
  },
  run({ site, sources, report }) {
    if (countryOf(site) !== 'NZ') return;
    const stock = readUsedForSale(sources);
    if (!stock) return;
    for (const { car, index } of stock.usedForSale) {
      const missing = missingCinFields(car);
      if (missing.length)
        report({
          locate: stock.locate,
          pointer: `/cars/${index}`,
          message: `used vehicle ${String(car.stocknum ?? car.id)} lacks Consumer Information Notice data: ${missing.join(', ')}`,
        });
    }
  },
};
export default check;
