import { describe, expect, it } from 'vitest';
import { vehicleCategory } from '../../../runtime/lib/vehicle/category';

describe('vehicleCategory', () => {
  it.each([
    ['caravan', 'caravan'],
    ['motorhome', 'caravan'],
    ['RV', 'caravan'],
    ['camper trailer', 'caravan'],
    ['truck', 'truck'],
    ['van', 'truck'],
    ['motorcycle', 'motorcycle'],
    ['bike', 'motorcycle'],
    ['car', 'car'],
    ['vehicle', 'car'],
  ] as const)('a site selling "%s" shows the %s silhouette', (singular, expected) => {
    expect(vehicleCategory(singular)).toBe(expected);
  });
});
