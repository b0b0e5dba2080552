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
  postcode: 'au',
  units: 'km',
  currency: 'AUD',
  country: 'AU',
  defaultTimeZone: 'Australia/Sydney',
  dateFormats: DATE_FORMATS,
});
