// The stock summary of the website session data: count, makes, models by make:model, car types.
import { describe, expect, it } from 'vitest';
import { stockSummary } from '../../runtime/lib/stock-summary';

const NOW = 1_800_000_000;
const DAY = 86_400;
type Row = Parameters<typeof stockSummary>[0][number];
const car = (over: Partial<Row> = {}): Row => ({
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'new',
  status: 'in_stock',
  sold_date_timestamp: null,
  show_on_dealer_website: true,
  ...over,
});

describe('stockSummary', () => {
  it.each<[string, Row[], number]>([
    ['no cars', [], 0],
    ['in stock counts', [car()], 1],
    ['coming soon counts', [car({ status: 'coming_soon' })], 1],
    ['hidden from the website does not', [car({ show_on_dealer_website: false })], 0],
    ['sold inside the sold window has a page but is not stock', [car({ status: 'sold', sold_date_timestamp: NOW - DAY })], 0],
    ['sold long ago does not', [car({ status: 'sold', sold_date_timestamp: NOW - 30 * DAY })], 0],
  ])('%s', (_, cars, count) => expect(stockSummary(cars, NOW).count).toBe(count));

  it('counts makes, make:model pairs and car types of the cars for sale', () => {
    const cars = [
      car(),
      car({ car_type: 'demo' }),
      car({ model: 'CX-30', car_type: 'used' }),
      car({ make: 'Volkswagen', model: 'Golf', car_type: 'used' }),
      car({ make: 'Volkswagen', model: 'Golf', car_type: 'used', status: 'sold', sold_date_timestamp: NOW - DAY }),
    ];
    expect(stockSummary(cars, NOW)).toEqual({
      count: 4,
      makes: { Mazda: 3, Volkswagen: 1 },
      models: { 'Mazda:CX-5': 2, 'Mazda:CX-30': 1, 'Volkswagen:Golf': 1 },
      car_types: { new: 1, used: 2, demo: 1 },
    });
  });
});
