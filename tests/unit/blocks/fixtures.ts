import type { Location, OpeningHour } from '../../../schemas/types/location';
import type { Model } from '../../../schemas/types/model';
import type { PublicSite } from '../../../runtime/lib/public-site';

export const site: PublicSite = {
  schemaVersion: 2,
  slug: 'sunshine-motors',
  template: 'car',
  name: 'Sunshine Motors',
  phone: '(07) 3333 1234',
  email: 'hello@sunshine.example',
  domains: ['sunshine.example'],
  primaryDomain: 'sunshine.example',
  payment_processor: { ready: true, test_card_hint: false },
  locale: 'en-AU',
  timezone: 'Australia/Brisbane',
  default_search_path: '/search/new-used-and-demo-cars/',
  facebook_url: 'https://facebook.com/sunshinemotors',
  instagram_url: 'https://instagram.com/sunshinemotors',
  address: { street: '1 Main St', city: 'Springfield', state: 'QLD', postcode: '4000' },
  theme: { colors: { primary: '#c00' }, logo: { url: '/logo.svg', alt: 'Sunshine Motors home', width: 180, height: 48 } },
  vehicles: { basePath: '/cars', singular: 'car', plural: 'cars' },
  navigation: {
    header: [
      { label: 'Home', href: '/' },
      { label: 'Vehicles', menu: 'models' },
      { label: 'Our Stock', href: '/cars/' },
      {
        label: 'Buyer Tools',
        children: [
          { label: 'Special Offers', href: '/special-offers' },
          { label: 'Finance', href: '/finance' },
          { label: 'Trade In', href: '/trade-in' },
        ],
      },
      {
        label: 'Company',
        children: [
          { label: 'About Us', href: '/pages/about-us' },
          { label: 'Contact Us', href: '/contact' },
        ],
      },
    ],
    footer: [
      { title: 'Vehicles by body type', menu: 'body-types' },
      { title: 'Models', menu: 'models' },
      {
        title: 'Buyer Tools',
        links: [
          { label: 'Finance', href: '/finance' },
          { label: 'Used Cars', href: '/search/used-cars' },
        ],
      },
    ],
  },
};

const weekdayHours = (hours: string): OpeningHour[] => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', formated_hours: hours }));

export const locations: Location[] = [
  {
    id: 2,
    name: 'Sunshine Service',
    slug: 'sunshine-service',
    position: 2,
    location_type: 'service',
    address: { street: '3 Workshop Rd', city: 'Springfield', state: 'QLD', postcode: '4000', lat: -27.47, long: 153.02 },
    contact_detail: {
      phone: '(07) 3333 5678',
      opening_hours: [...weekdayHours('7am - 5pm').slice(0, 4), { weekday: 5, status: 'Open', formated_hours: '7am - 3pm' }],
    },
    motor_vehicle_repairer: '12345',
  },
  {
    id: 1,
    name: 'Sunshine Motors Sales',
    slug: 'sunshine-sales',
    position: 1,
    location_type: '',
    address: { street: '1 Main St', city: 'Springfield', state: 'QLD', postcode: '4000' },
    contact_detail: {
      phone: '(07) 3333 1234',
      landline_phone: '+61 7 3333 0000',
      email: 'sales@sunshine.example',
      opening_hours: [...weekdayHours('8:30am - 5:30pm'), { weekday: 6, status: 'Open', formated_hours: '9am - 1pm' }, { weekday: 0, status: 'Closed' }],
    },
    dealer_license_number: '3270999',
  },
  {
    id: 3,
    name: 'Old Yard',
    slug: 'old-yard',
    position: 0,
    visible: false,
    location_type: 'used',
    address: { street: '9 Back Lane', city: 'Springfield', state: 'QLD', postcode: '4000' },
    contact_detail: { phone: '07 3333 9999' },
  },
];

export const models: Model[] = [
  { id: 10, name: 'Ranger', slug: 'ranger', manufacturer_body: 'Ute', image: { url: '/img/ranger.png', width: 640, height: 360 } },
  { id: 11, name: 'Everest', slug: 'everest', manufacturer_body: 'SUV', image: { url: '/img/everest.png' } },
  { id: 12, name: 'Puma', slug: 'puma', manufacturer_body: 'SUV', override_url: '/puma-suv' },
  { id: 13, name: 'Ranger Super Cab', slug: 'ranger-super-cab', manufacturer_body: 'Light Commercial' },
];
