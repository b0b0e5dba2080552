import { describe, expect, it } from 'vitest';
import { isTowed, missingCinFields } from './index';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const nz = (car: Record<string, unknown>) => ({
  'acme/site.json': (s: any) => ({ ...s, locale: 'en-NZ', phone: '03 348 1200' }), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
  'acme/stock.json': (d: any) => ({ ...d, cars: [{ ...d.cars[0], ...car }] }), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
});

describe('nz-consumer-information', () => {
  it.each([
    [{ body: 'Caravan' }, true],
    [{ body: 'Pop Top' }, true],
    [{ body: 'Motorhome', fuel: 'Diesel' }, false],
    [{ body: 'Caravan', fuel: 'Diesel' }, false],
  ])('isTowed(%o) is %s', (car, expected) => expect(isTowed(car)).toBe(expected));

  it('a towed caravan needs no odometer; a motor vehicle does', () => {
    expect(missingCinFields({ year: 2015, make: 'Jayco', model: 'Journey', vin: 'X', body: 'Caravan' })).toEqual([]);
    expect(missingCinFields({ year: 2015, make: 'Mazda', model: 'CX-5', vin: '', fuel: 'Petrol' })).toEqual(['km', 'vin']);
  });

  it('passes a used car with all the notice data', async () => {
    expect((await lint(nz({}))).lines('nz-consumer-information')).toEqual([]);
  });

  it('warns about a used car without odometer or VIN on an NZ site only', async () => {
    const { lines } = await lint(nz({ km: null, vin: null }));
    expect(lines('nz-consumer-information')).toEqual([
      expect.stringMatching(
        offense('acme/stock.json', 'warning nz-consumer-information /cars/0 used vehicle A100 lacks Consumer Information Notice data: km, vin'),
      ),
    ]);
    expect((await lint({ 'acme/stock.json': (d) => ({ ...d, cars: [{ ...d.cars[0], km: null, vin: null }] }) })).lines('nz-consumer-information')).toEqual([]);
  });
});
