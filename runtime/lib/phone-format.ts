// How phone numbers are laid out (spec sections 5 and 9): the input mask per locale and the
// 8-digit display grouping. Small on purpose: the form rules and the vehicle page both use it,
// and the vehicle page's first visit must not carry the form rules.
import { localeOf } from './locales';

/** Input mask of the locale (its module's); `#` takes one digit. */
export function phoneMask(locale: string | undefined): string {
  return localeOf(locale).phone.mask;
}

/**
 * The digits of `value` laid into `mask`. A literal is written only when a digit follows it
 * (so deleting back over a space works), except literals before the first slot, which open the
 * value as soon as there is a digit. Digits beyond the mask are dropped.
 */
export function applyMask(value: string, mask: string): string {
  const digits = value.replace(/\D/g, '');
  let out = '';
  let pending = '';
  let used = 0;
  for (const ch of mask) {
    if (used >= digits.length) break;
    if (ch === '#') {
      out += pending + digits[used++];
      pending = '';
    } else {
      pending += ch;
    }
  }
  return out;
}

/** Display text of a phone number: 8 digits group 2-3-3 ("12 345 678"); anything else is shown as given. */
export function formatPhoneDisplay(phone: string): string {
  const compact = phone.replace(/\s/g, '');
  return /^\d{8}$/.test(compact) ? `${compact.slice(0, 2)} ${compact.slice(2, 5)} ${compact.slice(5)}` : phone.trim();
}
