// New Zealand: the Australian words, NZ numbers, 4-digit postcodes.
import { NZ_PHONE_MESSAGE } from '../forms/messages';
import {
  BRITISH_WORDS,
  DATE_FORMATS,
  FOUR_DIGIT_POSTCODE,
  KILOMETRE_WORDS,
  defineLocale,
  digitsAfter,
  type PhoneHints,
  type PhoneRules,
  type ScaffoldStandIns,
} from './locale';

export default defineLocale({
  id: 'en-NZ',
  messages: { ...BRITISH_WORDS, ...KILOMETRE_WORDS, ratePerYear: 'p.a.' },
  phone: {
    variant: 'nz',
    mask: '### ### ####',
    countryCode: '64',
    display: [
      { digits: '^0[3-9][0-9]{7}$', mask: '## ### ####' },
      { digits: '^0(?:800|508)[0-9]{6}$', mask: '#### ### ###' },
      { digits: '^02[0-9]{8}$', mask: '### ### ####' },
    ],
  },
  postcode: FOUR_DIGIT_POSTCODE,
  units: 'km',
  currency: 'NZD',
  country: 'NZ',
  defaultTimeZone: 'Pacific/Auckland',
  dateFormats: DATE_FORMATS,
});

/** The phone form rule `nz`: mobiles 02 plus 7 to 9 digits, landlines 03-09 plus 7; fewer than 15 characters as typed. */
export const phoneRules = {
  nz: { digits: '0(?:2[0-9]{7,9}|[3-9][0-9]{7})', message: NZ_PHONE_MESSAGE, maxCharacters: 15 },
} as const satisfies PhoneRules;

/** What `validate` says of a refused number, by rule (locale.ts PhoneHints). */
export const phoneHints = {
  nz: (digits) => {
    if (!digits.startsWith('0')) return 'a New Zealand number starts with 0 (or +64)';
    if (digits.startsWith('02')) return digitsAfter('02', '7 to 9 digits', digits.slice(2));
    return digitsAfter('the area code', '7 digits', digits.slice(2));
  },
} satisfies PhoneHints;

export const standIns: ScaffoldStandIns = { phone: '09 300 0000', street: '1 Queen Street', city: 'Auckland', postcode: '1010' };
