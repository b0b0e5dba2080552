// Input masks without a mask library: the digits typed, laid into the locale's pattern.
import { applyMask } from '../lib/phone-format';

const slots = (mask: string) => [...mask].filter((c) => c === '#').length;

/**
 * A phone number as typed, laid into the locale's mask (spec section 5). An international
 * number (leading +) or one longer than the mask is left as typed, so no digit is ever dropped.
 */
export function maskPhone(raw: string, mask: string | null): string {
  if (!mask || raw.trim().startsWith('+')) return raw;
  const digits = raw.replace(/\D/g, '');
  if (digits.length > slots(mask)) return raw;
  return applyMask(raw, mask);
}

/** Card number in groups of four, at most 19 digits. */
export function groupCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Card expiry as MM/YY. */
export function maskCardExpiry(raw: string): string {
  return applyMask(raw, '##/##');
}

export { parseAmount } from '../lib/amount';

/** A whole number as typed ("120,000 km"); undefined when there is none. */
export function parseWholeNumber(raw: string): number | undefined {
  const digits = raw.replace(/[^\d]/g, '');
  return digits === '' ? undefined : Number(digits);
}
