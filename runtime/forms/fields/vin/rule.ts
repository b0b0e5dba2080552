// A VIN as a visitor types it (spaces and case forgiven): 17 characters of the VIN set; on US
// sites, where every VIN carries one, the North American check digit in position 9.
import { defineFieldRule } from '../../../lib/forms/field-rule';
import { checkDigit, VIN_PATTERN } from '../../../lib/vin';

export const VIN_LENGTH_MESSAGE = 'A VIN has 17 characters.';
export const VIN_CHARACTERS_MESSAGE = 'A VIN has only letters (no I, O or Q) and digits.';
export const VIN_CHECK_DIGIT_MESSAGE = 'This VIN’s check digit does not match: check each character.';

/** The VIN as it is checked and stored: no spaces, upper case. */
const normaliseVin = (value: string) => value.replace(/\s/g, '').toUpperCase();

export default defineFieldRule((value, { country }) => {
  const vin = normaliseVin(value);
  if (vin.length !== 17) return { valid: false, message: VIN_LENGTH_MESSAGE };
  if (!VIN_PATTERN.test(vin)) return { valid: false, message: VIN_CHARACTERS_MESSAGE };
  if (country === 'US' && checkDigit(vin) !== vin[8]) return { valid: false, message: VIN_CHECK_DIGIT_MESSAGE };
  return { valid: true };
});
