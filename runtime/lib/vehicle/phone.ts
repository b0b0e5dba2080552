// The dealer phone on a vehicle page (spec sections 4, 8 and 9): which number, how it is shown,
// masked until revealed, and the WhatsApp link for it.
import type { Car } from '../../../schemas/types/car';
import { applyMask, phoneMask } from '../phone-format';
import { localeOf } from '../locales';

/** Spec section 8: the console warning when a car has no phone number. */
export const MISSING_PHONE_WARNING = 'No phone number available for car';

/** Spec section 9: a masked phone shows its first 5 characters. */
const MASK_VISIBLE_CHARACTERS = 5;

/** The number to call about a car: its location's phone; null when the feed has none. */
export function carPhone(car: Pick<Car, 'location'>): string | null {
  return car.location?.phone?.trim() || null;
}

/**
 * How a number reads: 8 digits group 2-3-3; bare digits that fill the locale's mask take the
 * mask (NZ ### ### ####, US (###) ###-####, AU #### ### ###); a number the dealer already
 * formatted is shown as written.
 */
export function displayPhone(phone: string, locale: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 8) return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  const mask = phoneMask(locale);
  if (!/^\d+$/.test(trimmed) || digits.length !== mask.split('#').length - 1) return trimmed;
  return applyMask(digits, mask);
}

/** The first 5 characters as shown, every later digit replaced: "07 5550 4100" -> "07 55XX XXXX". */
export function maskPhone(shown: string): string {
  return shown.slice(0, MASK_VISIBLE_CHARACTERS) + shown.slice(MASK_VISIBLE_CHARACTERS).replace(/\d/g, 'X');
}

/** WhatsApp's international digits: "+64 21 123 4567" stays, "0412 345 678" becomes 61412345678 (en-AU). */
export function whatsappNumber(phone: string, locale: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  const code = localeOf(locale).phone.countryCode;
  if (code === '1') return digits.length === 10 ? `1${digits}` : digits;
  return digits.startsWith('0') ? code + digits.slice(1) : digits;
}

export function whatsappHref(phone: string, locale: string, text: string): string {
  return `https://wa.me/${whatsappNumber(phone, locale)}?text=${encodeURIComponent(text)}`;
}
