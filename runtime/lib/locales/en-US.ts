// The United States: miles, US spellings (color, inquiry, gas), ZIP codes.
import { US_PHONE_MESSAGE, ZIP_CODE_MESSAGE } from '../forms/messages';
import { DATE_FORMATS, defineLocale, type PhoneHints, type PhoneRules, type ScaffoldStandIns } from './locale';

export default defineLocale({
  id: 'en-US',
  messages: {
    distanceWord: 'miles',
    distanceLabel: 'Miles',
    colour: 'Color',
    enquiry: 'Inquiry',
    enquire: 'Inquire',
    enquireNow: 'Inquire Now',
    petrol: 'Gas',
    postcodeLabel: 'ZIP code',
    stockLink: 'Our Inventory',
    frequencies: { weekly: 'Weekly', fortnightly: 'Biweekly', monthly: 'Monthly' },
    ratePerYear: 'APR',
  },
  phone: { variant: 'us', mask: '(###) ###-####', countryCode: '1', display: [{ digits: '^[2-9][0-9]{9}$', mask: '(###) ###-####' }] },
  postcode: {
    variant: 'us',
    pattern: '^[0-9]{5}$',
    maxLength: 5,
    message: ZIP_CODE_MESSAGE,
    lookup: '^([0-9]{5})(?:-[0-9]{4})?$',
    format: '5-digit',
  },
  units: 'mi',
  currency: 'USD',
  country: 'US',
  defaultTimeZone: 'America/New_York',
  dateFormats: DATE_FORMATS,
});

/**
 * The phone form rule `us`: 10 digits with an optional leading 1; an area code never starts with 0
 * or 1, and may start with 61 or 64 (so no country-prefix rewriting).
 */
export const phoneRules = {
  us: { digits: '1?[2-9][0-9]{9}', message: US_PHONE_MESSAGE, normalise: 'strip' },
} as const satisfies PhoneRules;

/** What `validate` says of a refused number, by rule (locale.ts PhoneHints). */
export const phoneHints = {
  us: (stripped) => {
    const digits = stripped.replace(/^1(?=\d{10}$)/, '');
    return digits.length === 10 ? 'a US area code and exchange do not start with 0 or 1' : `10 digits (area code and number); this has ${digits.length}`;
  },
} satisfies PhoneHints;

export const standIns: ScaffoldStandIns = { phone: '(555) 555-0100', street: '100 Main Street', city: 'Springfield', postcode: '62701' };
