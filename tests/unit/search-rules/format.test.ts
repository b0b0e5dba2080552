import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NO_PRICE_TEXT,
  currencySymbol,
  formatMoneyCents,
  formatNumber,
  formatOdometer,
  formatPrice,
  hasPrice,
  odometerLabel,
} from '../../../runtime/lib/format';

describe('formatNumber: whole number with thousands commas', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [12345.4, '12,345'],
    [12345.5, '12,346'],
    [999.5, '1,000'],
    [-1234, '-1,234'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s -> %j', (n, expected) => expect(formatNumber(n)).toBe(expected));
});

describe('formatPrice and hasPrice', () => {
  const rows = [
    ['a price', 12345, '$12,345'],
    ['under a thousand has no comma', 999, '$999'],
    ['a thousand has one', 1000, '$1,000'],
    ['cents are rounded away', 52990.49, '$52,990'],
    ['millions', 1250000, '$1,250,000'],
    ['1 is a price', 1, '$1'],
    ['0 is no price', 0, DEFAULT_NO_PRICE_TEXT],
    ['a fraction that rounds to 0 is no price', 0.4, DEFAULT_NO_PRICE_TEXT],
    ['negative is no price', -5, DEFAULT_NO_PRICE_TEXT],
    ['null is no price', null, DEFAULT_NO_PRICE_TEXT],
    ['undefined is no price', undefined, DEFAULT_NO_PRICE_TEXT],
    ['NaN is no price', Number.NaN, DEFAULT_NO_PRICE_TEXT],
    ['a numeric string from a feed', '31500', '$31,500'],
    ['an empty string is no price', '', DEFAULT_NO_PRICE_TEXT],
    ['a non-numeric string is no price', 'POA', DEFAULT_NO_PRICE_TEXT],
  ] as const;
  it.each(rows)('%s', (_, price, expected) => expect(formatPrice(price, DEFAULT_NO_PRICE_TEXT, 'en-AU')).toBe(expected));
  // A price is shown exactly when hasPrice says so (the car card's and vehicle page's "priced" class).
  it.each(rows)('hasPrice: %s', (_, price, expected) => expect(hasPrice(price)).toBe(expected !== DEFAULT_NO_PRICE_TEXT));

  it("in the site locale's currency", () => {
    expect(formatPrice(12345, 'POA', 'en-GB')).toBe('£12,345');
    expect(formatPrice(12345, 'POA', 'en-US')).toBe('$12,345');
    expect(formatPrice(12345, 'POA', undefined)).toBe('$12,345');
  });

  it('the default no-price text is the spec text', () => expect(DEFAULT_NO_PRICE_TEXT).toBe('Enquire for price.'));

  it.each([
    [null, 'Call for price', 'Call for price'],
    [0, 'POA', 'POA'],
    [20000, 'POA', '$20,000'],
  ])('site no-price text: %s with %j -> %j', (price, text, expected) => expect(formatPrice(price, text, 'en-AU')).toBe(expected));
});

describe('formatOdometer and odometerLabel: miles in en-US, kilometres elsewhere', () => {
  it.each([
    [12345, 'en-AU', '12,345 km'],
    [12345, 'en-NZ', '12,345 km'],
    [12345, 'en-US', '12,345 mi'],
    [0, 'en-AU', '0 km'],
    [10, 'en-US', '10 mi'],
    [null, 'en-AU', ''],
    [undefined, 'en-US', ''],
  ] as const)('%s in %s -> %j', (km, locale, expected) => expect(formatOdometer(km, locale)).toBe(expected));

  it.each([
    ['en-AU', 'Kms'],
    ['en-NZ', 'Kms'],
    ['en-US', 'Miles'],
  ] as const)('%s -> %s', (locale, expected) => expect(odometerLabel(locale)).toBe(expected));
});

describe("formatMoneyCents and currencySymbol: the site locale's currency, to the cent", () => {
  it.each([
    ['en-AU', 1234.5, {}, '$1,234.50'],
    ['en-GB', 1234.5, {}, '£1,234.50'],
    ['en-US', 99.999, {}, '$100.00'],
    ['en-NZ', 0, {}, '$0.00'],
    ['en-GB', 500, { dropZeroCents: true }, '£500'],
    ['en-AU', 1250.5, { dropZeroCents: true }, '$1,250.50'],
    ['en-AU', 500, { currency: 'GBP', dropZeroCents: true }, '£500'],
    ['en-GB', 500, { currency: 'AUD', dropZeroCents: true }, '$500'],
  ] as const)('%s %s %j reads %s', (locale, amount, options, text) => expect(formatMoneyCents(amount, locale, options)).toBe(text));

  it.each([
    ['en-AU', '$'],
    ['en-NZ', '$'],
    ['en-US', '$'],
    ['en-GB', '£'],
    [undefined, '$'],
  ] as const)('%s writes %s', (locale, symbol) => expect(currencySymbol(locale)).toBe(symbol));
});
