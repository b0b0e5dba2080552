// Australia: kilometres, 4-digit postcodes, AU landlines and mobiles.
import { AU_MOBILE_MESSAGE, AU_PHONE_MESSAGE } from '../forms/messages';
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
  id: 'en-AU',
  messages: { ...BRITISH_WORDS, ...KILOMETRE_WORDS, ratePerYear: 'p.a.' },
  phone: {
    variant: 'au',
    mask: '#### ### ###',
    countryCode: '61',
    display: [
      { digits: '^0[2378][0-9]{8}$', mask: '## #### ####' },
      { digits: '^(?:04[0-9]{8}|1[38]00[0-9]{6})$', mask: '#### ### ###' },
      { digits: '^13[0-9]{4}$', mask: '## ## ##' },
    ],
  },
  postcode: FOUR_DIGIT_POSTCODE,
  units: 'km',
  currency: 'AUD',
  country: 'AU',
  defaultTimeZone: 'Australia/Sydney',
  dateFormats: DATE_FORMATS,
});

/** The phone form rules: `au` (landlines 02, 03, 07, 08 and mobiles 04), the default; `au-mobile` (04 only), a site's choice. */
export const phoneRules = {
  au: { digits: '0[23478][0-9]{8}', message: AU_PHONE_MESSAGE },
  'au-mobile': { digits: '04[0-9]{8}', message: AU_MOBILE_MESSAGE },
} as const satisfies PhoneRules;

const auHint = (digits: string) => {
  if (!digits.startsWith('0')) return 'an Australian number starts with 0 (or +61)';
  if (digits.startsWith('04')) return digitsAfter('04', '8 digits', digits.slice(2));
  if (/^0[2378]/.test(digits)) return digitsAfter('the area code', '8 digits', digits.slice(2));
  return 'Australian area codes are 02, 03, 07 and 08, mobiles 04';
};

/** What `validate` says of a refused number, by rule (locale.ts PhoneHints). */
export const phoneHints = { au: auHint, 'au-mobile': auHint } satisfies PhoneHints;

export const standIns: ScaffoldStandIns = {
  phone: '02 9000 0000',
  street: '1 George Street',
  city: 'Sydney',
  postcode: '2000',
  capitals: {
    NSW: ['Sydney', '2000'],
    VIC: ['Melbourne', '3000'],
    QLD: ['Brisbane', '4000'],
    SA: ['Adelaide', '5000'],
    WA: ['Perth', '6000'],
    TAS: ['Hobart', '7000'],
    NT: ['Darwin', '0800'],
    ACT: ['Canberra', '2600'],
  },
};
