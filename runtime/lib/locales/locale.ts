// What a site locale is: one module runtime/lib/locales/<id>.ts each (docs/adding-a-locale.md).
// Everything that differs by locale reads the site's module (locales/index.ts), never its id.
import type { PhoneVariant } from '../forms/phone-rules.gen';
import { POSTCODE_MESSAGE } from '../forms/messages';

export interface LocaleModule {
  /** The BCP 47 id, as site.json `locale` writes it and Intl formats with. */
  id: string;
  /** The message catalogue: the words that differ by locale. */
  messages: {
    distanceWord: 'kilometres' | 'miles';
    /** Sort labels and facet headings: "Kms" or "Miles". */
    distanceLabel: 'Kms' | 'Miles';
    colour: 'Colour' | 'Color';
    enquiry: 'Enquiry' | 'Inquiry';
    enquire: 'Enquire' | 'Inquire';
    enquireNow: 'Enquire Now' | 'Inquire Now';
    petrol: 'Petrol' | 'Gas';
    postcodeLabel: string;
    /** The header's stock link and the models menu's stock button. */
    stockLink: 'Our Stock' | 'Our Inventory';
    /** Repayment frequencies of the finance calculator. */
    frequencies: { weekly: string; fortnightly: string; monthly: string };
    /** After an interest rate: "% p.a." / "% APR". */
    ratePerYear: 'p.a.' | 'APR';
  };
  phone: {
    /** The form rule a phone field uses by default: one of the module's `phoneRules` (applied by runtime/lib/forms/phone.ts). */
    variant: PhoneVariant;
    /** Input mask; `#` takes one digit. */
    mask: string;
    /** The country calling code, for international (WhatsApp) numbers. */
    countryCode: string;
    /**
     * How the dealer's own numbers are written, by the shape of their digits: the first entry whose
     * `digits` (a regular expression over the whole digit string) matches gives the mask (`#` is a
     * digit). A number no entry matches (international, a short code) is shown as written.
     */
    display: readonly { digits: string; mask: string }[];
  };
  /** The postcode rule (read through runtime/lib/forms/postcode.ts). */
  postcode: {
    /** The rule's name, written into a compiled postcode field (`x-postcode-variant`) for the browser. */
    variant: string;
    /** The whole value as typed (a regular expression). */
    pattern: string;
    /** The longest value as typed: the field's maxLength. */
    maxLength: number;
    /** What a postcode field says when the pattern fails. */
    message: string;
    /** Nearest first: group 1 is the postcode looked up, from the typed value with its spaces removed. */
    lookup: string;
    /** Nearest first's ask: "Enter a {format} postcode." */
    format: string;
  };
  /** Odometers, distances and the search radius: kilometres or miles. */
  units: 'km' | 'mi';
  /** ISO 4217: prices through Intl.NumberFormat, and ADF's currency. */
  currency: string;
  /** ISO 3166-1 alpha-2 country of the dealer. */
  country: string;
  /** The zone of a site without `timezone` whose state names none (runtime/lib/timezone.ts). */
  defaultTimeZone: string;
  /** Intl.DateTimeFormat options: a long date ("25 December 2026") and a short day ("Thu 25 Dec"). */
  dateFormats: { long: Intl.DateTimeFormatOptions; shortDay: Intl.DateTimeFormatOptions };
}

/**
 * A phone form rule (spec section 5), as data: a module exports the rules it names as `phoneRules`,
 * by name (`au`, `au-mobile` ...), beside its default export; `npm run gen` copies them into
 * runtime/lib/forms/phone-rules.gen.ts, which runtime/lib/forms/phone.ts applies in the server and
 * the browser (the browser carries no locale module).
 */
export interface PhoneRule {
  /** The digits accepted, as typed less spaces, brackets, +, hyphens and dots (a regular expression, anchored when applied). */
  digits: string;
  /** What a number the rule refuses fails with. */
  message: string;
  /**
   * `strip`: only spaces and signs are removed. Otherwise a leading country prefix 61 or 64 (with
   * an optional trunk 0) also becomes 0 (a US area code may start with 61 or 64).
   */
  normalise?: 'strip';
  /** A number as typed must be shorter than this (its own message). */
  maxCharacters?: number;
}

export type PhoneRules = Readonly<Record<string, PhoneRule>>;

/**
 * What `validate` prints after a rule's message when a number is refused ("8 digits after 04; this
 * has 7"), or undefined when no count explains it. Per-country knowledge (which prefixes, how many
 * digits follow each) that the rule's pattern does not spell out: a module exports its hints as
 * `phoneHints`, by rule name; `npm run gen` lists them in runtime/lib/forms/phone-hints.gen.ts
 * (server and CLI only). `digits` is the number as the rule reads it (its `normalise`), letters
 * already refused.
 */
export type PhoneHints = Readonly<Record<string, (digits: string) => string | undefined>>;

/** "8 digits after 04; this has 7": a hint's count of the digits after a prefix. */
export const digitsAfter = (what: string, expected: string, digits: string) =>
  `${expected} after ${what}; this has ${digits.length === 0 ? 'none' : digits.length}`;

/**
 * What `builder-cli new` writes into a new dealer's files until onboarding staff replace it: a
 * phone number and an address valid for the locale. A module exports it as `standIns`, beside its
 * default export, so the browser's bundle (which imports only the default) leaves it out.
 */
export interface ScaffoldStandIns {
  phone: string;
  street: string;
  city: string;
  postcode: string;
  /** By state code (upper case): a city and postcode of that state, for a dealer who names it. */
  capitals?: Readonly<Record<string, readonly [city: string, postcode: string]>>;
}

export function defineLocale<const L extends LocaleModule>(locale: L): L {
  return locale;
}

/** The date formats every current locale uses (Intl orders day and month by the locale). */
export const DATE_FORMATS: LocaleModule['dateFormats'] = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
};

/** The spellings and words Australia, New Zealand and the UK share (en-US has its own). */
export const BRITISH_WORDS = {
  colour: 'Colour',
  enquiry: 'Enquiry',
  enquire: 'Enquire',
  enquireNow: 'Enquire Now',
  petrol: 'Petrol',
  postcodeLabel: 'Postcode',
  stockLink: 'Our Stock',
  frequencies: { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' },
} as const;

/** Odometers and distances in kilometres. */
export const KILOMETRE_WORDS = { distanceWord: 'kilometres', distanceLabel: 'Kms' } as const;

/** The 4-digit postcodes of Australia and New Zealand. */
export const FOUR_DIGIT_POSTCODE: LocaleModule['postcode'] = {
  variant: 'au',
  pattern: '^[0-9]{4}$',
  maxLength: 4,
  message: POSTCODE_MESSAGE,
  lookup: '^([0-9]{4})$',
  format: '4-digit',
};
