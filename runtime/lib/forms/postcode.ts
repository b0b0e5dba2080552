// Postcode by region (spec section 5 and 9): 4 digits in Australia and New Zealand; US sites ask
// for a 5-digit ZIP code instead, labelled "ZIP code", so a Texan can send 76137.
import { POSTCODE_MESSAGE, ZIP_CODE_MESSAGE } from './messages';
import type { RuleResult } from './rule-result';
import { POSTCODE_LABELS } from './postcode-labels';
import { localeOf } from '../locales';

export const POSTCODE_VARIANTS = ['au', 'us'] as const;
export type PostcodeVariant = (typeof POSTCODE_VARIANTS)[number];

interface PostcodeFormat {
  label: string;
  length: number;
  message: string;
}

const FORMATS: Readonly<Record<PostcodeVariant, PostcodeFormat>> = {
  au: { label: POSTCODE_LABELS.au, length: 4, message: POSTCODE_MESSAGE },
  us: { label: POSTCODE_LABELS.us, length: 5, message: ZIP_CODE_MESSAGE },
};

/** The locale module's postcode rule: ZIP codes on en-US sites; AU and NZ postcodes are both 4 digits. */
export function postcodeVariantFor(locale: string | undefined): PostcodeVariant {
  return localeOf(locale).postcode;
}

export function postcodeFormat(variant: PostcodeVariant = 'au'): PostcodeFormat {
  return FORMATS[variant] ?? FORMATS.au;
}

/** Exactly the variant's number of digits. */
export function postcodeRuleFor(variant: PostcodeVariant = 'au'): (value: string) => RuleResult {
  const { length, message } = postcodeFormat(variant);
  const pattern = new RegExp(`^[0-9]{${length}}$`);
  return (value) => (pattern.test(value) ? { valid: true } : { valid: false, message });
}

/** A title an author left at the generic wording, which a US site shows as "ZIP code". */
export function isGenericPostcodeTitle(title: unknown): boolean {
  return title === undefined || (typeof title === 'string' && /^\s*post\s*code\s*$/i.test(title));
}
