// A car and sites for the vehicle-page rules, shaped after the sample tenants' stock rows.
import type { Car } from '../../../schemas/types/car';
import type { PublicSite } from '../../../runtime/lib/public-site';
import { site as blockSite } from '../blocks/fixtures';

export function car(over: Partial<Car> = {}): Car {
  return {
    id: 1001,
    name: '2024 Mazda CX-5 G25 Maxx Sport',
    slug: '2024-mazda-cx-5-g25-maxx-sport-1001',
    make: 'Mazda',
    model: 'CX-5',
    badge: 'G25 Maxx Sport',
    year: 2024,
    km: 12345,
    price: 36990,
    status: 'in_stock',
    car_type: 'used',
    tag: null,
    reserved: false,
    sold: false,
    reservable: true,
    certified: false,
    vin: 'JM0KF4W7A00123456',
    stocknum: 'RM1234',
    created_at: '2026-01-02T03:04:05Z',
    sold_date_timestamp: null,
    show_on_dealer_website: true,
    fuel: 'Petrol',
    transmission: 'Automatic',
    body: 'SUV',
    colour: 'Soul Red',
    drive: 'AWD',
    seats: 5,
    description: '<p>One owner &amp; full history.</p>',
    primary_image_url: '/media/cx5.jpg',
    images: [
      { image: { url: '/media/cx5.jpg' }, thumb: { url: '/media/cx5-thumb.jpg' } },
      { image: { url: '/media/cx5-2.jpg' }, thumb: { url: '/media/cx5-2-thumb.jpg' } },
    ],
    thumbnails: ['/media/cx5-thumb.jpg', '/media/cx5-2-thumb.jpg'],
    file: null,
    dealership_id: 1101,
    dealership_slug: 'sunshine-motors',
    dealership_name: 'Sunshine Motors',
    city: 'Springfield',
    state: 'QLD',
    location: { name: 'Sunshine Motors Sales', slug: 'sunshine-sales', phone: '07 3333 1234' },
    payment_processors: [{ authorization_type: 'stripe', authorization_key: 'pk_test_car' }],
    has_checkout_payment_processor: true,
    ...over,
  };
}

/** A site that sells online: online purchase on, the car's dealership has a payment key. */
export const storeSite: PublicSite = {
  ...blockSite,
  id: 77,
  features: { online_purchase: true },
  dealerships: [{ id: 1101, name: 'Sunshine Motors', slug: 'sunshine-motors', stripe_publishable_key: 'pk_test_site' }],
};

export const usSite: PublicSite = {
  ...blockSite,
  locale: 'en-US',
  primaryDomain: 'lonestar.example',
  vehicles: { basePath: '/cars', singular: 'truck', plural: 'trucks' },
};
export const nzSite: PublicSite = { ...blockSite, locale: 'en-NZ', vehicles: { basePath: '/campers', singular: 'caravan', plural: 'caravans' } };
