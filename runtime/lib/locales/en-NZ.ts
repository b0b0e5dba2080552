// New Zealand: the Australian words, NZ numbers, 4-digit postcodes.
import { DATE_FORMATS, defineLocale } from './locale';

export default defineLocale({
  id: 'en-NZ',
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
  phone: { variant: 'nz', mask: '### ### ####', countryCode: '64' },
  postcode: 'au',
  units: 'km',
  currency: 'NZD',
  country: 'NZ',
  defaultTimeZone: 'Pacific/Auckland',
  dateFormats: DATE_FORMATS,
});
