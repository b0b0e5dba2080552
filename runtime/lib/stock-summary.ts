// The site's stock summary of the website session data (spec section 3: `stock {count, makes,
// models counts by make:model, car_types used/new/demo}`): what the site has for sale now, for
// the menu's counts. A car counts while it is available (in stock or coming soon, shown on the
// website); one sold inside the sold window still has its page but is no longer stock.
import type { Car } from '../../schemas/types/car';
import { carAvailability } from './vehicle/visibility';

export interface StockSummary {
  count: number;
  /** Cars by make, as the stock writes it. */
  makes: Record<string, number>;
  /** Cars by "make:model". */
  models: Record<string, number>;
  car_types: { new: number; used: number; demo: number };
}

type SummarisedCar = Pick<Car, 'make' | 'model' | 'car_type' | 'status' | 'sold_date_timestamp' | 'show_on_dealer_website'>;

export function stockSummary(cars: readonly SummarisedCar[], nowSeconds: number, soldDays?: number): StockSummary {
  const summary: StockSummary = { count: 0, makes: {}, models: {}, car_types: { new: 0, used: 0, demo: 0 } };
  for (const car of cars) {
    if (carAvailability(car, nowSeconds, soldDays) !== 'available') continue;
    summary.count++;
    summary.makes[car.make] = (summary.makes[car.make] ?? 0) + 1;
    const model = `${car.make}:${car.model}`;
    summary.models[model] = (summary.models[model] ?? 0) + 1;
    summary.car_types[car.car_type]++;
  }
  return summary;
}
