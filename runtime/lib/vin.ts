// Vehicle identification numbers: 17 characters of the ISO 3779 set (no I, O or Q) with the North
// American check digit in position 9 (weights of 49 CFR 565). Read by the stock generator, the
// channel feeds and their validate checks.
const DIGITS = '0123456789';
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

type VinProblem = 'missing' | 'length' | 'characters' | 'check-digit';

/**
 * What a channel would reject about a car's VIN, for a site in `country`: none, not 17 characters
 * (NZ sites may list a Japanese import's chassis number instead), letters outside the VIN set, or
 * (US sites, where every VIN carries one) a wrong check digit.
 */
export function vinProblem(vin: string | null | undefined, country: string): VinProblem | null {
  const v = (vin ?? '').trim().toUpperCase();
  if (!v) return 'missing';
  if (country === 'NZ' && CHASSIS_NUMBER.test(v)) return null;
  if (v.length !== 17) return 'length';
  if (!VIN_PATTERN.test(v)) return 'characters';
  if (country === 'US' && checkDigit(v) !== v[8]) return 'check-digit';
  return null;
}

/** A Japanese-market chassis number (frame code, hyphen, serial: "ZRE152-1234567"), accepted on NZ sites. */
const CHASSIS_NUMBER = /^[A-Z0-9]{2,8}-\d{5,8}$/;

export const VIN_PROBLEM_TEXT: Record<VinProblem, string> = {
  missing: 'no VIN',
  length: 'VIN is not 17 characters',
  characters: 'VIN has characters outside A-Z (no I, O, Q) and 0-9',
  'check-digit': 'VIN fails the check digit',
};
