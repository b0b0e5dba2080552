import { describe, expect, it } from 'vitest';
import { lookupFills, valuationText, vehicleSummary, type LookedUpVehicle } from '../../../runtime/lib/vehicle/lookup-fills';

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

describe('valuationText', () => {
  const v = (trade_low: number, trade_high: number, km_adjusted = false) => ({ trade_low, trade_high, retail: trade_high + 5000, km_adjusted });
  it.each([
    ['no valuation', null, undefined, ''],
    ['a range', v(24500, 27000), undefined, 'Estimated trade-in value: $24,500 to $27,000.'],
    ['one figure when low equals high', v(24500, 24500), undefined, 'Estimated trade-in value: $24,500.'],
    ['the kilometres it was adjusted for', v(23800, 26200, true), 42000, 'Estimated trade-in value: $23,800 to $26,200 (for 42,000 km).'],
    ['no kilometres when it was not adjusted', v(24500, 27000, false), 42000, 'Estimated trade-in value: $24,500 to $27,000.'],
    ['nothing for a zero low figure', v(0, 1000), undefined, ''],
    ['nothing for a range upside down', v(27000, 24500), undefined, ''],
  ] as const)('%s', (_name, valuation, km, text) => expect(valuationText(valuation, km, 'en-AU')).toBe(text));

  it.each([
    ['en-GB', v(24500, 27000), undefined, 'Estimated trade-in value: £24,500 to £27,000.'],
    ['en-GB', v(23800, 26200, true), 26000, 'Estimated trade-in value: £23,800 to £26,200 (for 26,000 mi).'],
    ['en-US', v(23800, 26200, true), 26000, 'Estimated trade-in value: $23,800 to $26,200 (for 26,000 mi).'],
    ['en-NZ', v(23800, 26200, true), 42000, 'Estimated trade-in value: $23,800 to $26,200 (for 42,000 km).'],
  ] as const)("in the site locale's currency and distance unit (%s)", (locale, valuation, km, text) => expect(valuationText(valuation, km, locale)).toBe(text));
});
