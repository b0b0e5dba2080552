// Number, price and odometer text as shown on car cards and detail pages (spec section 9), in the
// site locale's currency and unit (runtime/lib/locales/).
import { localeOf } from './locales';
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.';

type Locale = string | undefined;

/** Whole number with thousands commas: 12345.6 -> "12,346". */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Whole units of the locale's currency, through Intl.NumberFormat: "$12,345" (AUD, NZD, USD), "£12,345" (GBP). */
export function formatMoney(amount: number, locale?: Locale): string {
  const { id, currency } = localeOf(locale);
  let format = moneyFormats.get(id);
  if (!format) {
    // The symbol alone ("$", not "A$"): a site shows its own country's prices.
    format = new Intl.NumberFormat(id, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 });
    moneyFormats.set(id, format);
  }
  return format.format(Math.round(amount));
}

const centFormats = new Map<string, Intl.NumberFormat>();

/** An amount to the cent in the locale's currency (or `currency`, ISO 4217): "$1,234.56", "£1,234.56"; whole amounts keep ".00" unless `dropZeroCents`. */
export function formatMoneyCents(amount: number, locale: Locale, options: { currency?: string; dropZeroCents?: boolean } = {}): string {
  const { id, currency: localeCurrency } = localeOf(locale);
  const currency = options.currency ?? localeCurrency;
  const whole = options.dropZeroCents === true && Math.round(amount * 100) % 100 === 0;
  const key = `${id} ${currency} ${whole}`;
  let format = centFormats.get(key);
  if (!format) {
    const digits = whole ? 0 : 2;
    format = new Intl.NumberFormat(id, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    centFormats.set(key, format);
  }
  return format.format(amount);
}

/** The locale currency's symbol as prices show it: "$" (AUD, NZD, USD), "£" (GBP). */
export function currencySymbol(locale: Locale): string {
  return formatMoney(0, locale).replace(/[\d.,\s]/g, '');
}

type Price = number | string | null | undefined;

const priceValue = (price: Price) => (typeof price === 'string' && price.trim() !== '' ? Number(price) : price);

/** Whether a car has a price to show: a number (or numeric text) that rounds to more than 0. */
export function hasPrice(price: Price): boolean {
  const n = priceValue(price);
  return typeof n === 'number' && Number.isFinite(n) && Math.round(n) > 0;
}

/**
 * "$12,345" / "£12,345" in the site locale's currency; no price (missing, 0, negative or not a
 * number) shows the site's no-price text (default "Enquire for price."). The locale is a required
 * argument (undefined reads as en-AU), so no caller forgets the site's currency.
 */
export function formatPrice(price: Price, noPriceText: string | undefined, locale: Locale): string {
  return hasPrice(price) ? formatMoney(priceValue(price) as number, locale) : (noPriceText ?? DEFAULT_NO_PRICE_TEXT);
}

export function usesMiles(locale: Locale): boolean {
  return localeOf(locale).units === 'mi';
}

/** "12,345 km", or "12,345 mi" for en-US (the value is already in the site's unit); empty when unknown. */
export function formatOdometer(km: number | null | undefined, locale: Locale): string {
  if (typeof km !== 'number' || !Number.isFinite(km)) return '';
  return `${formatNumber(km)} ${localeOf(locale).units}`;
}

/** The odometer's label: "Kms", or "Miles" for en-US. */
export function odometerLabel(locale: Locale): 'Kms' | 'Miles' {
  return localeOf(locale).messages.distanceLabel;
}
