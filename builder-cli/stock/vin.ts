// 17-character VINs in the ISO 3779 character set (no I, O or Q), with the North American
// check digit in position 9 and the model-year code in position 10, so they pass real validators.
import type { Rng } from './prng';

export const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const DIGITS = '0123456789';
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The model-year character (position 10): A = 1980 or 2010, cycling every 30 years. */
export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!;
}

export function checkDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    sum += (DIGITS.includes(c) ? Number(c) : (VALUES[c] ?? 0)) * WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

export function isValidVin(vin: string): boolean {
  return VIN_PATTERN.test(vin) && checkDigit(vin) === vin[8];
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
