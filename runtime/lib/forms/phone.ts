// Applies a locale's phone form rule (spec section 5): normalisation, the rule's pattern, the
// always-accepted test number. The rules themselves are the locale modules' `phoneRules`
// (runtime/lib/locales/<id>.ts), copied as data into phone-rules.gen.ts by `npm run gen`.
import { PHONE_TOO_LONG_MESSAGE } from './messages';
import type { RuleResult } from './rule-result';
import { localeOf } from '../locales';
import { PHONE_RULES, type PhoneVariant } from './phone-rules.gen';

export type { PhoneVariant };

// Masks and display formatting live in a small module of their own, shared with the vehicle page.
export { applyMask, formatPhoneDisplay, phoneMask } from '../phone-format';

/** The number every phone field accepts unless a site configures another. */
export const DEFAULT_TEST_PHONE_NUMBER = '0400000000';

function isPhoneVariant(value: unknown): value is PhoneVariant {
  return typeof value === 'string' && Object.hasOwn(PHONE_RULES, value);
}

/** The site's variant: its own setting, else its locale module's. */
export function phoneVariantFor(locale: string | undefined, configured?: string): PhoneVariant {
  if (isPhoneVariant(configured)) return configured;
  return localeOf(locale).phone.variant;
}

/**
 * Spaces, brackets and plus removed. Hyphens and dots go too: the US mask types them, and
 * "(555) 123-4567" is the same number as "5551234567".
 */
export function stripPhone(raw: string): string {
  return raw.replace(/[\s()+.-]/g, '');
}

/** stripPhone, then a leading country prefix 61 or 64 (with an optional trunk 0 after it) becomes 0. */
export function normalisePhone(raw: string): string {
  return stripPhone(raw).replace(/^6[14]0?/, '0');
}

/** The length a number as typed must stay under (NZ: 15), if its rule has one; longer fails with PHONE_TOO_LONG_MESSAGE. */
export function phoneMaxCharacters(variant: PhoneVariant): number | undefined {
  return PHONE_RULES[variant].maxCharacters;
}

/** The message a phone of this variant fails with (the pattern's; NZ's length message is separate). */
export function phoneMessage(variant: PhoneVariant): string {
  return PHONE_RULES[variant].message;
}

interface PhoneRuleOptions {
  /** Always accepted, compared without spaces, brackets, plus or hyphens. */
  testNumber?: string;
}

/** The phone rule of a variant: value -> valid, or the spec's message. Empty values are the required rule's business. */
export function phoneRule(variant: PhoneVariant = 'au', options: PhoneRuleOptions = {}): (value: string) => RuleResult {
  const testNumber = stripPhone(options.testNumber ?? DEFAULT_TEST_PHONE_NUMBER);
  const { digits, message, maxCharacters } = PHONE_RULES[variant];
  const pattern = new RegExp(`^(?:${digits})$`);
  const normalise = PHONE_RULES[variant].normalise === 'strip' ? stripPhone : normalisePhone;
  return (value) => {
    if (testNumber && stripPhone(value) === testNumber) return { valid: true };
    if (maxCharacters !== undefined && value.length >= maxCharacters) return { valid: false, message: PHONE_TOO_LONG_MESSAGE };
    return pattern.test(normalise(value)) ? { valid: true } : { valid: false, message };
  };
}
