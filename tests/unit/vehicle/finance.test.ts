import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTEREST_RATE,
  calculatorShown,
  financeEnquiryHref,
  formatRepayment,
  calculatorAmount,
  repayment,
  type LoanInput,
} from '../../../runtime/lib/vehicle/finance';
import { vehiclePageSettings } from '../../../runtime/lib/vehicle/settings';

const loan = (over: Partial<LoanInput> = {}): LoanInput => ({ price: 30000, deposit: 0, years: 5, rate: 10, frequency: 'monthly', ...over });
const cents = (n: number) => Math.round(n * 100) / 100;

describe('repayment (standard amortisation)', () => {
  it.each([
    // P·r/(1−(1+r)^−n), worked by hand: r = 10%/12, n = 60.
    ['$30,000 over 5 years at 10% monthly', loan(), 637.41],
    ['weekly: r = 10%/52, n = 260', loan({ frequency: 'weekly' }), 146.73],
    ['fortnightly: r = 10%/26, n = 130', loan({ frequency: 'fortnightly' }), 293.68],
    ['a deposit comes off the price', loan({ deposit: 10000 }), 424.94],
    ['0% spreads the loan evenly', loan({ rate: 0 }), 500],
    ['a deposit above the price owes nothing', loan({ deposit: 40000 }), 0],
    ['1 year at 6%', loan({ years: 1, rate: 6, price: 12000 }), 1032.8],
  ])('%s', (_, input, expected) => expect(cents(repayment(input).perPeriod)).toBeCloseTo(expected, 2));

  it('reports the principal, periods and total interest', () => {
    const r = repayment(loan({ deposit: 5000 }));
    expect(r.principal).toBe(25000);
    expect(r.periods).toBe(60);
    expect(r.totalInterest).toBeCloseTo(r.perPeriod * 60 - 25000, 6);
  });

  it('treats unreadable or negative figures as 0', () => {
    expect(repayment(loan({ price: Number.NaN })).perPeriod).toBe(0);
    expect(repayment(loan({ deposit: -500 })).principal).toBe(30000);
    expect(repayment(loan({ rate: -3 })).perPeriod).toBeCloseTo(500, 6);
  });

  it('defaults to 10% p.a. (spec section 9)', () => expect(DEFAULT_INTEREST_RATE).toBe(10));
});

describe('figures as text', () => {
  it.each([
    [637.4107, 'en-AU', '$637.41'],
    [1234.5, 'en-AU', '$1,234.50'],
    [0, 'en-AU', '$0.00'],
    [99.999, 'en-AU', '$100.00'],
    [1234.5, 'en-GB', '£1,234.50'],
    [637.4107, 'en-US', '$637.41'],
  ])('%s in %s reads %s', (n, locale, text) => expect(formatRepayment(n, locale)).toBe(text));
  it.each([
    ['$25,000', 25000],
    ['£25,000', 25000],
    ['7.5', 7.5],
    ['', 0],
    ['abc', 0],
    ['-4', 0],
  ])('"%s" is %s', (text, n) => expect(calculatorAmount(text)).toBe(n));
});

describe('financeEnquiryHref', () => {
  it('carries the figures into the finance form', () => {
    const input = loan({ deposit: 5000, frequency: 'weekly' });
    const href = financeEnquiryHref(input, repayment(input));
    const url = new URL(href, 'https://x.example');
    expect(url.pathname).toBe('/finance');
    expect(url.hash).toBe('#finance-form');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      vehiclePriceBudget: '30000',
      deposit: '5000',
      term: '5',
      frequency: 'weekly',
      rate: '10',
      repayment: '122.28',
    });
  });
  it('and the car on a vehicle page', () => {
    const url = new URL(financeEnquiryHref(loan(), repayment(loan()), { id: 7, car_type: 'demo', vin: 'VIN1' }), 'https://x.example');
    expect([url.searchParams.get('car_id'), url.searchParams.get('car_type'), url.searchParams.get('vin')]).toEqual(['7', 'demo', 'VIN1']);
  });
});

describe('calculatorShown', () => {
  const settings = vehiclePageSettings(undefined);
  it.each([
    ['a priced car for sale', { price: 20000 }, 'available', settings, true],
    ['no price', { price: null }, 'available', settings, false],
    ['price 0', { price: 0 }, 'available', settings, false],
    ['sold', { price: 20000 }, 'sold', settings, false],
    ['turned off in buttons.json', { price: 20000 }, 'available', vehiclePageSettings({ financeCalculator: { visible: false } }), false],
  ] as const)('%s', (_, c, availability, s, expected) => expect(calculatorShown(c, availability, s)).toBe(expected));
});
