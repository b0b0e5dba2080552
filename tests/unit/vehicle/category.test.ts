import { describe, expect, it } from 'vitest';
import { vehicleCategory } from '../../../runtime/lib/vehicle/category';

describe('vehicleCategory', () => {
  it.each([
    ['Pop Top', 'caravan', 'caravan'],
    ['Caravan', 'caravan', 'caravan'],
    ['Motorhome', 'caravan', 'caravan'],
    ['Campervan', 'car', 'caravan'],
    [null, 'caravan', 'caravan'],
    ['Box Truck', 'truck', 'truck'],
    ['Cab Chassis', 'car', 'truck'],
    ['Cargo Van', 'truck', 'truck'],
    ['Cruiser', 'motorcycle', 'motorcycle'],
    [undefined, 'motorcycle', 'motorcycle'],
    ['SUV', 'car', 'car'],
    ['Van', 'car', 'car'],
    ['Sedan', 'vehicle', 'car'],
  ] as const)('%s on a %s site: %s', (body, singular, expected) => {
    expect(vehicleCategory(body, singular)).toBe(expected);
  });
});
