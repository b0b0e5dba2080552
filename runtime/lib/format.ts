// Number, price and odometer text as shown on car cards and detail pages (spec section 9).
export const DEFAULT_NO_PRICE_TEXT = 'Enquire for price.';

type Locale = 'en-AU' | 'en-NZ' | 'en-US' | string;

/** Whole number with thousands commas: 12345.6 -> "12,346". */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  const rounded = Math.round(n);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** "$12,345"; no price (missing, 0, negative or not a number) shows the site's no-price text. */
export function formatPrice(price: number | string | null | undefined, noPriceText: string = DEFAULT_NO_PRICE_TEXT): string {
  const n = typeof price === 'string' && price.trim() !== '' ? Number(price) : price;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.round(n) <= 0) return noPriceText;
  return `$${formatNumber(n)}`;
}

export function usesMiles(locale: Locale): boolean {
  return locale === 'en-US';
}

/** "12,345 km", or "12,345 mi" for en-US (the value is already in the site's unit); empty when unknown. */
export function formatOdometer(km: number | null | undefined, locale: Locale): string {
  if (typeof km !== 'number' || !Number.isFinite(km)) return '';
  return `${formatNumber(km)} ${usesMiles(locale) ? 'mi' : 'km'}`;
}

/** The odometer's label: "Kms", or "Miles" for en-US. */
export function odometerLabel(locale: Locale): 'Kms' | 'Miles' {
  return usesMiles(locale) ? 'Miles' : 'Kms';
}
