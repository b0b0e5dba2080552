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
  postcode: 'au',
  units: 'km',
  currency: 'NZD',
  country: 'NZ',
  defaultTimeZone: 'Pacific/Auckland',
  dateFormats: DATE_FORMATS,
});
