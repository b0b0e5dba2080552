// Phone rules by region (spec section 5): normalisation, the pattern per site variant, the
// always-accepted test number, input masks per locale and the 8-digit display grouping.
import { AU_MOBILE_MESSAGE, AU_NZ_UK_PHONE_MESSAGE, AU_PHONE_MESSAGE, NZ_PHONE_MESSAGE, PHONE_TOO_LONG_MESSAGE, US_PHONE_MESSAGE } from './messages';
import type { RuleResult } from './rule-result';
import { localeOf } from '../locales';

// Masks and display formatting live in a small module of their own, shared with the vehicle page.
export { applyMask, formatPhoneDisplay, phoneMask } from '../phone-format';

const PHONE_VARIANTS = ['au', 'au-mobile', 'nz', 'us', 'au-nz-uk'] as const;
export type PhoneVariant = (typeof PHONE_VARIANTS)[number];

/** The number every phone field accepts unless a site configures another. */
export const DEFAULT_TEST_PHONE_NUMBER = '0400000000';

/** NZ numbers must be fewer than this many characters, as typed. */
const NZ_PHONE_MAX_CHARACTERS = 15;

function isPhoneVariant(value: unknown): value is PhoneVariant {
  return typeof value === 'string' && (PHONE_VARIANTS as readonly string[]).includes(value);
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

const AU = '0[23478][0-9]{8}';
const AU_MOBILE = '04[0-9]{8}';
const NZ = '0(?:2[0-9]{7,9}|[3-9][0-9]{7})';
const UK = '(?:44|0)(?:7[0-9]{9}|[1-9][0-9]{8,9})';
// 10 digits with an optional leading 1; a North American area code never starts with 0 or 1.
const US = '1?[2-9][0-9]{9}';

const whole = (...alternatives: string[]) => new RegExp(`^(?:${alternatives.join('|')})$`);

const PATTERNS: Record<PhoneVariant, { pattern: RegExp; message: string; normalise: (raw: string) => string }> = {
  au: { pattern: whole(AU), message: AU_PHONE_MESSAGE, normalise: normalisePhone },
  'au-mobile': { pattern: whole(AU_MOBILE), message: AU_MOBILE_MESSAGE, normalise: normalisePhone },
  nz: { pattern: whole(NZ), message: NZ_PHONE_MESSAGE, normalise: normalisePhone },
  // A US area code may start with 61 or 64: no country-prefix rewriting here.
  us: { pattern: whole(US), message: US_PHONE_MESSAGE, normalise: stripPhone },
  'au-nz-uk': { pattern: whole(AU, NZ, UK), message: AU_NZ_UK_PHONE_MESSAGE, normalise: normalisePhone },
};

/** The message a phone of this variant fails with (the pattern's; NZ's length message is separate). */
export function phoneMessage(variant: PhoneVariant): string {
  return PATTERNS[variant].message;
}

interface PhoneRuleOptions {
  /** Always accepted, compared without spaces, brackets, plus or hyphens. */
  testNumber?: string;
}

/** The phone rule of a variant: value -> valid, or the spec's message. Empty values are the required rule's business. */
export function phoneRule(variant: PhoneVariant = 'au', options: PhoneRuleOptions = {}): (value: string) => RuleResult {
  const testNumber = stripPhone(options.testNumber ?? DEFAULT_TEST_PHONE_NUMBER);
  const { pattern, message, normalise } = PATTERNS[variant];
  return (value) => {
    if (testNumber && stripPhone(value) === testNumber) return { valid: true };
    if (variant === 'nz' && value.length >= NZ_PHONE_MAX_CHARACTERS) return { valid: false, message: PHONE_TOO_LONG_MESSAGE };
    return pattern.test(normalise(value)) ? { valid: true } : { valid: false, message };
  };
}
