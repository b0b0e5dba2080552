import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const vic = (car: Record<string, unknown>) => ({
  'acme/site.json': (s: any) => ({ ...s, address: { ...s.address, state: 'VIC', postcode: '3000' } }), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
  'acme/stock.json': (d: any) => ({ ...d, cars: [{ ...d.cars[0], ...car }] }), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
});

describe('vic-used-total-price', () => {
  it('passes a priced used car, an unpriced sold one and an unpriced new one', async () => {
    expect((await lint(vic({}))).lines('vic-used-total-price')).toEqual([]);
    expect((await lint(vic({ price: null, status: 'sold', sold: true }))).lines('vic-used-total-price')).toEqual([]);
    expect((await lint(vic({ price: null, car_type: 'new' }))).lines('vic-used-total-price')).toEqual([]);
  });

  it('warns about a used car for sale without a price in VIC, not in QLD', async () => {
    const { lines } = await lint(vic({ price: null }));
    expect(lines('vic-used-total-price')).toEqual([
      expect.stringMatching(
        offense('acme/stock.json', "warning vic-used-total-price /cars/0 used car A100 has no price: Victorian dealers must show a used car's total price"),
      ),
    ]);
    expect((await lint({ 'acme/stock.json': (d) => ({ ...d, cars: [{ ...d.cars[0], price: null }] }) })).lines('vic-used-total-price')).toEqual([]);
  });
});
