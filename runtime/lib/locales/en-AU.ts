// Australia: kilometres, 4-digit postcodes, AU landlines and mobiles.
import { DATE_FORMATS, defineLocale } from './locale';

export default defineLocale({
  id: 'en-AU',
  messages: {
    distanceWord: 'kilometres',
    distanceLabel: 'Kms',
    colour: 'Colour',
    enquiry: 'Enquiry',
    enquire: 'Enquire',
    enquireNow: 'Enquire Now',
    petrol: 'Petrol',
    postcodeLabel: 'Postcode',
    stockLink: 'Our Stock',
    frequencies: { weekly: 'Weekly', fortnightly: 'Fortnightly', monthly: 'Monthly' },
    ratePerYear: 'p.a.',
  },
  phone: { variant: 'au', mask: '#### ### ###', countryCode: '61' },
  postcode: 'au',
  units: 'km',
  currency: 'AUD',
  country: 'AU',
  defaultTimeZone: 'Australia/Sydney',
  dateFormats: DATE_FORMATS,
});
