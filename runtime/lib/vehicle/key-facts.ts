// The vehicle page's key facts, in the site's words (km or miles, colour or color).
import type { Car } from '../../../schemas/types/car';
import { formatOdometer, odometerLabel, usesMiles } from '../format';

interface KeyFact {
  label: string;
  value: string;
}

/** Year, odometer, fuel, transmission, body, colour, drive, seats, stock number and VIN (when the site shows it), skipping unknowns. */
export function keyFacts(car: Car, locale: string, showVin: boolean): KeyFact[] {
  const facts: [string, string | number | null | undefined][] = [
    ['Year', car.year],
    [odometerLabel(locale), formatOdometer(car.km, locale)],
    ['Fuel', car.fuel || car.simple_fuel],
    ['Transmission', car.transmission],
    ['Body', car.body],
    [usesMiles(locale) ? 'Color' : 'Colour', car.colour],
    ['Drive', car.drive],
    ['Seats', car.seats],
    ['Stock No.', car.stocknum],
    ['VIN', showVin ? car.vin : null],
  ];
  return facts.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '').map(([label, v]) => ({ label, value: String(v).trim() }));
}
