// 17-character VINs in the ISO 3779 character set (no I, O or Q), with the North American
// check digit in position 9 and the model-year code in position 10, so they pass real validators.
import type { Rng } from './prng';
import { checkDigit } from '../../runtime/lib/vin';

export { checkDigit, isValidVin, VIN_PATTERN } from '../../runtime/lib/vin';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const DIGITS = '0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
/** The model-year character (position 10): A = 1980 or 2010, cycling every 30 years. */
export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;
}

/** A new VIN for a make's WMI and a model year, different from every VIN in `taken` (which it joins). */
export function makeVin(rng: Rng, wmi: string, year: number, taken: Set<string>): string {
  for (;;) {
    let vds = '';
    for (let i = 0; i < 5; i++) vds += rng.pick([...VIN_CHARS]);
    const plant = rng.pick([...VIN_CHARS]);
    let serial = '';
    for (let i = 0; i < 6; i++) serial += DIGITS[rng.int(0, 9)];
    const draft = `${wmi}${vds}0${modelYearCode(year)}${plant}${serial}`;
    const vin = draft.slice(0, 8) + checkDigit(draft) + draft.slice(9);
    if (!taken.has(vin)) {
      taken.add(vin);
      return vin;
    }
  }
}
