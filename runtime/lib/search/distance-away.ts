// How far a car is from where the shopper asked nearest first from: "12 km away", "8 mi away" on
// US sites (miles where the odometer reads miles: the locale rule of ../format.ts).
import { formatNumber, usesMiles } from '../format';

/** Whole units; "Under 1 km away" below one unit. */
export function distanceAway(metres: number, locale: string | undefined): string {
  const miles = usesMiles(locale ?? '');
  const unit = miles ? 'mi' : 'km';
  const value = Math.round(metres / (miles ? 1609.344 : 1000));
  return value < 1 ? `Under 1 ${unit} away` : `${formatNumber(value)} ${unit} away`;
}
