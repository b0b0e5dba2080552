// How a dealer's own numbers are written in its locale (the module's `phone.display` masks): read by
// the phone-display check. Apart from phone-format.ts, which the vehicle page's first visit carries.
import { localeOf } from './locales';
import { applyMask } from './phone-format';

/**
 * A dealer's number as its locale writes it (the module's `phone.display`: "07 5550 4100",
 * "(817) 555-0142"), or null when no display entry matches its digits (international numbers,
 * short codes): then it is shown as written.
 */
export function phoneDisplayFor(phone: string, locale: string | undefined): string | null {
  const digits = phone.replace(/\D/g, '');
  const entry = localeOf(locale).phone.display.find((d) => new RegExp(d.digits).test(digits));
  return entry ? applyMask(digits, entry.mask) : null;
}
