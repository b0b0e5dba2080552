// The repayment calculator (spec sections 2 and 9): the standard amortisation formula over
// weekly, fortnightly or monthly repayments, and the finance-form link carrying its figures.
import { formatMoneyCents } from '../format';
import { parseAmount } from '../amount';
export { DEFAULT_INTEREST_RATE } from './settings';

export const FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type Frequency = keyof typeof FREQUENCIES;
export const TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface LoanInput {
  price: number;
  deposit: number;
  years: number;
  /** % per year. */
  rate: number;
  frequency: Frequency;
}

interface Repayment {
  /** Price less deposit, never below 0. */
  principal: number;
  /** Per period, in dollars (unrounded). */
  perPeriod: number;
  periods: number;
  totalInterest: number;
}

const nonNegative = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

/** P·r / (1 − (1 + r)^−n) with r the rate per period and n the number of periods; P / n at 0%. */
export function repayment(input: LoanInput): Repayment {
  const principal = Math.max(0, nonNegative(input.price) - nonNegative(input.deposit));
  const perYear = FREQUENCIES[input.frequency];
  const periods = Math.max(1, Math.round(nonNegative(input.years) * perYear));
  const r = nonNegative(input.rate) / 100 / perYear;
  const perPeriod = principal === 0 ? 0 : r === 0 ? principal / periods : (principal * r) / (1 - (1 + r) ** -periods);
  return { principal, perPeriod, periods, totalInterest: Math.max(0, perPeriod * periods - principal) };
}

/** "$1,234.56" / "£1,234.56": repayments read to the cent, in the site locale's currency. */
export function formatRepayment(amount: number, locale: string | undefined): string {
  return formatMoneyCents(amount, locale);
}

/** A calculator box's typed amount ("$25,000" or "£25,000" -> 25000); nothing, unreadable or below 0 is 0. */
export function calculatorAmount(text: string): number {
  const n = parseAmount(text);
  return n !== undefined && n > 0 ? n : 0;
}

export interface FinanceCar {
  id: string | number;
  car_type: string;
  vin?: string | null;
}

/** The finance form with the calculator's figures (and the car, on a vehicle page). */
export function financeEnquiryHref(input: LoanInput, result: Repayment, car?: FinanceCar): string {
  const query = new URLSearchParams();
  if (car) {
    query.set('car_id', String(car.id));
    query.set('car_type', car.car_type);
    if (car.vin) query.set('vin', car.vin);
  }
  query.set('vehiclePriceBudget', String(Math.round(nonNegative(input.price))));
  query.set('deposit', String(Math.round(nonNegative(input.deposit))));
  query.set('term', String(input.years));
  query.set('frequency', input.frequency);
  query.set('rate', String(input.rate));
  query.set('repayment', (Math.round(result.perPeriod * 100) / 100).toFixed(2));
  return `/finance?${query}#finance-form`;
}

/** The vehicle page shows the calculator for a priced car that is for sale, unless buttons.json turns it off. */
export function calculatorShown(
  car: { price?: number | null },
  availability: 'available' | 'sold' | 'unavailable',
  settings: { financeCalculator: { visible: boolean } },
): boolean {
  return settings.financeCalculator.visible && availability === 'available' && typeof car.price === 'number' && car.price > 0;
}
