import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixture JSON
const car = (over: Record<string, unknown>, site?: (s: any) => unknown) => ({
  'acme/stock.json': (d: any) => ({ ...d, cars: [{ ...d.cars[0], ...over }] }), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
  ...(site ? { 'acme/site.json': site } : {}),
});
const us = (s: any) => ({ ...s, locale: 'en-US', phone: '(512) 555-0100', address: { ...s.address, state: 'TX', postcode: '78701' } }); // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON

describe('feed-vin', () => {
  it('passes a 17-character VIN, and a car the feeds do not send', async () => {
    expect((await lint(car({}))).lines('feed-vin')).toEqual([]);
    expect((await lint(car({ vin: null, status: 'sold', sold: true }))).lines('feed-vin')).toEqual([]);
    expect((await lint(car({ vin: null, show_on_dealer_website: false }))).lines('feed-vin')).toEqual([]);
  });

  it('warns about a missing or short VIN at the row', async () => {
    expect((await lint(car({ vin: null }))).lines('feed-vin')).toEqual([
      expect.stringMatching(offense('acme/stock.json', 'warning feed-vin /cars/0/vin car A100: no VIN: Google Vehicle Ads and Meta leave it out')),
    ]);
    expect((await lint(car({ vin: 'JM0KF4W7A0012345' }))).lines('feed-vin')).toEqual([
      expect.stringMatching(
        offense(
          'acme/stock.json',
          'warning feed-vin /cars/0/vin car A100: VIN is not 17 characters ("JM0KF4W7A0012345"): Google Vehicle Ads and Meta leave it out',
        ),
      ),
    ]);
  });

  it('checks the check digit on US sites only', async () => {
    expect((await lint(car({ vin: '1GCGSCEN2L1234567' }))).lines('feed-vin')).toEqual([]);
    expect((await lint(car({ vin: '1GCGSCEN2L1234567' }, us))).lines('feed-vin')).toEqual([expect.stringContaining('VIN fails the check digit')]);
  });
});
