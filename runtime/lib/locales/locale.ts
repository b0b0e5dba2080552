// What a site locale is: one module runtime/lib/locales/<id>.ts each (docs/adding-a-locale.md).
// Everything that differs by locale reads the site's module (locales/index.ts), never its id.
import type { PhoneVariant } from '../forms/phone';
import type { PostcodeVariant } from '../forms/postcode';

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
    /** The form rule a phone field uses by default (runtime/lib/forms/phone.ts). */
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
  /** The postcode rule (runtime/lib/forms/postcode.ts). */
  postcode: PostcodeVariant;
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

export function defineLocale<const L extends LocaleModule>(locale: L): L {
  return locale;
}

/** The date formats every current locale uses (Intl orders day and month by the locale). */
export const DATE_FORMATS: LocaleModule['dateFormats'] = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  shortDay: { weekday: 'short', day: 'numeric', month: 'short' },
};
