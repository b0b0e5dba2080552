import { describe, expect, it } from 'vitest';
import { carLeadPrefill, findSimilarMessage } from '../../../runtime/lib/vehicle/lead';
import { car } from './fixtures';

describe('findSimilarMessage (spec section 5: prefilled unless the car is available)', () => {
  it.each([
    ['available', ''],
    ['sold', 'I missed out on the 2024 Mazda CX-5 G25 Maxx Sport. Please let me know about similar vehicles you have or can find.'],
    ['unavailable', 'I missed out on the 2024 Mazda CX-5 G25 Maxx Sport. Please let me know about similar vehicles you have or can find.'],
  ] as const)('%s', (availability, message) => expect(findSimilarMessage(car(), availability)).toBe(message));
});

describe('carLeadPrefill', () => {
  it("carries the car in the lead's own keys", () => {
    expect(carLeadPrefill(car())).toEqual({
      car_id: '1001',
      car_type: 'used',
      vehicle_status: 'in_stock',
      stock_number: 'RM1234',
      'Vehicle Make': 'Mazda',
      'Vehicle Model': 'CX-5',
      vin: 'JM0KF4W7A00123456',
    });
    expect(carLeadPrefill(car({ vin: null, stocknum: null }))).not.toHaveProperty('vin');
  });
});
