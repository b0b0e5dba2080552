import { describe, expect, it } from 'vitest';
import { lookupFills, vehicleSummary, type LookedUpVehicle } from '../../../runtime/lib/vehicle/lookup-fills';

const cx5: LookedUpVehicle = {
  rego: 'ABC123',
  state: 'NSW',
  vin: 'JM0KF4WLA00100001',
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx Sport',
  year: 2021,
  body: 'SUV',
};

describe('lookupFills', () => {
  it.each([
    [
      'the trade-in form: make, model, variant, year',
      ['rego', 'regoState', 'make', 'model', 'variant', 'year', 'kilometres'],
      { make: 'Mazda', model: 'CX-5', variant: 'Maxx Sport', year: 2021 },
    ],
    ['a form without a variant gets no variant', ['make', 'model', 'year'], { make: 'Mazda', model: 'CX-5', year: 2021 }],
    ['badge and vin when the form names them', ['badge', 'vin', 'body_type'], { badge: 'Maxx Sport', vin: 'JM0KF4WLA00100001', body_type: 'SUV' }],
    ['never the registration fields or anything undeclared', ['rego', 'regoState', 'message'], {}],
    ['an inherited name is not a source', ['toString', 'constructor'], {}],
  ])('%s', (_, names, expected) => expect(lookupFills(cx5, names)).toEqual(expected));

  it('leaves out what the service did not know', () => {
    expect(lookupFills({ make: 'Toyota', model: ' ', year: Number.NaN }, ['make', 'model', 'year', 'variant'])).toEqual({ make: 'Toyota' });
  });
});

it('summarises what was found', () => {
  expect(vehicleSummary(cx5)).toBe('2021 Mazda CX-5 Maxx Sport');
  expect(vehicleSummary({ make: 'Toyota', model: 'HiLux' })).toBe('Toyota HiLux');
});
