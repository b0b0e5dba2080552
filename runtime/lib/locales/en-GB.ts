// The United Kingdom: miles, pounds, UK postcodes ("SW1A 1AA"), and the spec's combined AU/NZ/UK
// phone pattern.
import { AU_NZ_UK_PHONE_MESSAGE } from '../forms/messages';
import { phoneRules as au } from './en-AU';
import { phoneRules as nz } from './en-NZ';
import { BRITISH_WORDS, DATE_FORMATS, defineLocale, type PhoneRules, type ScaffoldStandIns } from './locale';

export default defineLocale({
  id: 'en-GB',
  messages: { ...BRITISH_WORDS, distanceWord: 'miles', distanceLabel: 'Miles', ratePerYear: 'APR' },
  phone: {
    variant: 'au-nz-uk',
    mask: '##### ######',
    countryCode: '44',
    display: [
      { digits: '^07[0-9]{9}$', mask: '##### ######' },
      { digits: '^02[0-9]{9}$', mask: '### #### ####' },
      { digits: '^01[0-9]1[0-9]{7}$', mask: '#### ### ####' },
      { digits: '^01[0-9]{9}$', mask: '##### ######' },
    ],
  },
  postcode: {
    variant: 'gb',
    pattern: '^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$',
    maxLength: 8,
    message: 'Invalid postcode. Please enter a UK postcode, such as SW1A 1AA.',
    lookup: '^([A-Za-z]{1,2}[0-9][A-Za-z0-9]?[0-9][A-Za-z]{2})$',
    format: 'UK',
  },
  units: 'mi',
  currency: 'GBP',
  country: 'GB',
  defaultTimeZone: 'Europe/London',
  dateFormats: DATE_FORMATS,
});

/** The phone form rule `au-nz-uk` (the spec's combined pattern): an Australian or New Zealand number, or a UK one (07 mobiles, 01/02 landlines, 44 or 0 first). */
export const phoneRules = {
  'au-nz-uk': { digits: [au.au.digits, nz.nz.digits, '(?:44|0)(?:7[0-9]{9}|[1-9][0-9]{8,9})'].join('|'), message: AU_NZ_UK_PHONE_MESSAGE },
} as const satisfies PhoneRules;

/** 020 7946 0xxx is Ofcom's range kept for drama: never a real line. */
export const standIns: ScaffoldStandIns = { phone: '020 7946 0000', street: '1 High Street', city: 'London', postcode: 'SW1A 1AA' };
