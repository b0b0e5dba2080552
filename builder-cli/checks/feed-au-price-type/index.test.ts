import { describe, expect, it } from 'vitest';
import { lint, offense } from '../../../tests/helpers/lint-fixture';

const edits = (over: Record<string, unknown>, newPriceType?: string) => ({
  'acme/stock.json': (d: any) => ({ ...d, cars: [{ ...d.cars[0], car_type: 'new', ...over }] }), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
  ...(newPriceType ? { 'acme/site.json': (s: any) => ({ ...s, vehicles: { ...s.vehicles, newPriceType } }) } : {}), // eslint-disable-line @typescript-eslint/no-explicit-any -- fixture JSON
});

describe('feed-au-price-type', () => {
  it('passes a new car priced drive-away by its row or by the site, and a used car', async () => {
    expect((await lint(edits({ price_type: 'drive_away' }))).lines('feed-au-price-type')).toEqual([]);
    expect((await lint(edits({}, 'estimated_drive_away'))).lines('feed-au-price-type')).toEqual([]);
    expect((await lint(edits({ car_type: 'used' }))).lines('feed-au-price-type')).toEqual([]);
  });

  it('warns about an AU new car without a drive-away price type', async () => {
    expect((await lint(edits({}))).lines('feed-au-price-type')).toEqual([
      expect.stringMatching(
        offense(
          'acme/stock.json',
          'warning feed-au-price-type /cars/0 car A100: new car without a drive-away price type: set its price_type ("drive_away" or "estimated_drive_away") or the site\'s vehicles.newPriceType; Google Vehicle Ads leaves it out',
        ),
      ),
    ]);
    expect((await lint(edits({ price_type: 'excluding_government_charges' }))).lines('feed-au-price-type')).toEqual([
      expect.stringContaining('/cars/0/price_type'),
    ]);
  });
});
