// An Australian Business Number as a visitor types it ("51 824 753 556"): 11 digits whose checksum
// holds, as the ATO publishes it: subtract 1 from the first digit, weight the digits 10, 1, 3, 5,
// ..., 19, and the sum divides by 89. Catches a mistyped or transposed digit before the lead is
// sent, so the dealer's finance team is not left with a number the ABN Lookup cannot find.
import { defineFieldRule } from '../../../lib/forms/field-rule';

export const ABN_LENGTH_MESSAGE = 'An ABN has 11 digits.';
export const ABN_CHECKSUM_MESSAGE = 'This is not a valid ABN: check each digit.';

const WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** The ABN's digits as typed, without spaces; null when anything else is in it. */
const abnDigits = (value: string): string | null => {
  const digits = value.replace(/\s/g, '');
  return /^[0-9]*$/.test(digits) ? digits : null;
};

/** The ATO's checksum over 11 digits. */
function abnChecksumHolds(digits: string): boolean {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)), 0);
  return sum % 89 === 0;
}

export default defineFieldRule((value) => {
  const digits = abnDigits(value);
  if (digits === null || digits.length !== 11) return { valid: false, message: ABN_LENGTH_MESSAGE };
  return abnChecksumHolds(digits) ? { valid: true } : { valid: false, message: ABN_CHECKSUM_MESSAGE };
});
