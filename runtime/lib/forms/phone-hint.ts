// What is wrong with a phone number a locale rejects, in digits: the hint `validate` prints after
// the spec's message ("Must be an Australian number. 8 digits after the area code; this has 7").
// Server and CLI only: the forms show the spec's message alone.
import { normalisePhone, stripPhone, type PhoneVariant } from './phone';

const after = (what: string, expected: string, digits: string) => `${expected} after ${what}; this has ${digits.length === 0 ? 'none' : digits.length}`;

/** A hint for a rejected number, or undefined when no count explains it (letters, a wrong prefix). */
export function phoneHint(variant: PhoneVariant, value: string): string | undefined {
  if (/[a-z]/i.test(value)) return 'a phone number has digits only (spaces, brackets and + are fine)';
  if (variant === 'us') {
    const digits = stripPhone(value).replace(/^1(?=\d{10}$)/, '');
    return digits.length === 10 ? 'a US area code and exchange do not start with 0 or 1' : `10 digits (area code and number); this has ${digits.length}`;
  }
  const digits = normalisePhone(value);
  if (!digits.startsWith('0')) return variant === 'nz' ? 'a New Zealand number starts with 0 (or +64)' : 'an Australian number starts with 0 (or +61)';
  if (variant === 'nz') {
    if (digits.startsWith('02')) return after('02', '7 to 9 digits', digits.slice(2));
    return after('the area code', '7 digits', digits.slice(2));
  }
  if (digits.startsWith('04')) return after('04', '8 digits', digits.slice(2));
  if (/^0[2378]/.test(digits)) return after('the area code', '8 digits', digits.slice(2));
  return 'Australian area codes are 02, 03, 07 and 08, mobiles 04';
}
