// Postcode by region (spec section 5 and 9): 4 digits in Australia and New Zealand; US sites ask
// for a 5-digit ZIP code instead, labelled "ZIP code", so a Texan can send 76137.
import type { RuleResult } from './rule-result';
import { LOCALE_IDS, localeOf } from '../locales';

/** A postcode rule's name (a locale module's `postcode.variant`: au, us, gb ...). */
export type PostcodeVariant = string;

interface PostcodeFormat {
  label: string;
  /** The longest value as typed. */
  length: number;
  message: string;
  pattern: RegExp;
}

// Every locale module's rule, by name (AU and NZ share theirs).
const FORMATS = new Map<PostcodeVariant, PostcodeFormat>(
  LOCALE_IDS.map((id) => localeOf(id)).map((l) => [
    l.postcode.variant,
    { label: l.messages.postcodeLabel, length: l.postcode.maxLength, message: l.postcode.message, pattern: new RegExp(l.postcode.pattern) },
  ]),
);

/** The locale module's postcode rule: ZIP codes on en-US sites, 4 digits on AU and NZ sites, UK postcodes on en-GB. */
export function postcodeVariantFor(locale: string | undefined): PostcodeVariant {
  return localeOf(locale).postcode.variant;
}

export function postcodeFormat(variant: PostcodeVariant = 'au'): PostcodeFormat {
  return FORMATS.get(variant) ?? FORMATS.get('au')!;
}

/** The whole value matches the variant's pattern. */
export function postcodeRuleFor(variant: PostcodeVariant = 'au'): (value: string) => RuleResult {
  const { pattern, message } = postcodeFormat(variant);
  return (value) => (pattern.test(value) ? { valid: true } : { valid: false, message });
}

/** A title an author left at the generic wording, which a US site shows as "ZIP code". */
export function isGenericPostcodeTitle(title: unknown): boolean {
  return title === undefined || (typeof title === 'string' && /^\s*post\s*code\s*$/i.test(title));
}
