// What the vehicle page's forms carry about the car (spec section 3 lead keys), and the
// find-similar message (spec section 5: prefilled unless the car is available).
import type { Car } from '../../../schemas/types/car';
import type { CarAvailability } from '../vehicle-route';

export function carLeadPrefill(car: Car): Record<string, string> {
  return {
    car_id: String(car.id),
    car_type: car.car_type,
    vehicle_status: car.status,
    stock_number: car.stocknum ?? '',
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    ...(car.vin ? { vin: car.vin } : {}),
  };
}

export function findSimilarMessage(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>, availability: CarAvailability): string {
  if (availability === 'available') return '';
  const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
  return `I missed out on the ${name}. Please let me know about similar vehicles you have or can find.`;
}
