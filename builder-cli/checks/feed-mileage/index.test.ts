import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const car = (over: Record<string, unknown>) => ({ 'acme/stock.json': (d: any) => ({ ...d, cars: [{ ...d.cars[0], ...over }] }) }); // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON

describe('feed-mileage', () => {
  it('passes a used car with km, and a new car without', async () => {
    expect((await lint(car({}))).lines('feed-mileage')).toEqual([]);
    expect((await lint(car({ km: null, car_type: 'new' }))).lines('feed-mileage')).toEqual([]);
  });

  it('warns about a used or demo car without mileage', async () => {
    expect((await lint(car({ km: null }))).lines('feed-mileage')).toEqual([
      expect.stringMatching(
        offense('acme/stock.json', 'warning feed-mileage /cars/0/km car A100: used car without mileage (km): Google Vehicle Ads and Meta leave it out'),
      ),
    ]);
    expect((await lint(car({ km: null, car_type: 'demo' }))).lines('feed-mileage')).toEqual([expect.stringContaining('demo car without mileage')]);
  });
});
