// The channel row rules, table by table: which car each channel takes, what it leaves out and why,
// and the facts both read (VIN, raster images, store location, AU price type).
import { describe, expect, it } from 'vitest';
import type { Car } from '../../../schemas/types/car';
import type { Location } from '../../../schemas/types/location';
import { vinProblem } from '../../../runtime/lib/vin';
import { auVehiclePriceType, carStoreLocation, channelPrice, isRasterImage } from '../../../runtime/lib/feeds/feed-car';
import type { FeedContext } from '../../../runtime/lib/feeds/channel-row';
import { GOOGLE_REQUIRED, googleRequiredFor, googleRow } from '../../../runtime/lib/feeds/google-row';
import { META_REQUIRED, metaRow } from '../../../runtime/lib/feeds/meta-row';
import { missingFields } from '../../helpers/feed-fields';

const location = (over: Partial<Location> = {}): Location => ({
  id: 1,
  name: 'Acme Motors Bathurst',
  slug: 'acme-bathurst',
  dealership_id: 10,
  location_type: 'sales',
  store_code: 'ACME-1',
  address: { street: '1 Main St', city: 'Bathurst', state: 'NSW', postcode: '2795', lat: -33.4, long: 149.5 },
  contact_detail: { phone: '02 5550 0000' },
  ...over,
});

const car = (over: Partial<Car> = {}): Car => ({
  id: 501,
  name: '2024 Mazda CX-5 Maxx',
  slug: '2024-mazda-cx-5-maxx-501',
  make: 'Mazda',
  model: 'CX-5',
  badge: 'Maxx',
  year: 2024,
  km: 12000,
  price: 34990,
  status: 'in_stock',
  car_type: 'used',
  vin: 'JM0KF4W7A00123456',
  dealership_id: 10,
  show_on_dealer_website: true,
  body: 'SUV',
  fuel: 'Petrol',
  transmission: 'Automatic',
  drive: 'AWD',
  colour: 'Soul Red Crystal',
  description: '<p>One owner.</p>',
  images: [
    { image: { url: '/photos/cx5-front.jpg' }, thumb: { url: '/photos/cx5-front.jpg' } },
    { image: { url: '/media/body-suv.svg' }, thumb: { url: '/media/body-suv.svg' } },
    { image: { url: 'https://cdn.example/cx5-side.webp?w=800' }, thumb: { url: 'https://cdn.example/cx5-side.webp?w=200' } },
  ],
  ...over,
});

const ctx = (over: Partial<FeedContext> = {}): FeedContext => ({
  site: {
    name: 'Acme Motors',
    locale: 'en-AU',
    phone: '02 5550 1111',
    vehicles: { basePath: '/cars', singular: 'car', plural: 'cars', newPriceType: 'drive_away' },
  },
  country: 'AU',
  currency: 'AUD',
  miles: false,
  locations: [location()],
  absolute: (u) => (u.startsWith('http') ? u : `https://www.acme.example${u}`),
  carUrl: (c) => `https://www.acme.example/cars/${c.slug}`,
  ...over,
});

const codes = (r: { reasons?: { code: string }[] }) => (r.reasons ?? []).map((x) => x.code);

describe('vinProblem', () => {
  it.each([
    ['a 17-character VIN passes in AU', 'JM0KF4W7A00123456', 'AU', null],
    ['no VIN', '', 'AU', 'missing'],
    ['16 characters', 'JM0KF4W7A0012345', 'AU', 'length'],
    ['I, O and Q are not VIN characters', 'JM0KF4W7A0012345O', 'AU', 'characters'],
    ['a wrong check digit passes outside the US', '1GCGSCEN2L1234567', 'AU', null],
    ['a wrong check digit fails on US sites', '1GCGSCEN2L1234567', 'US', 'check-digit'],
    ['a right check digit passes on US sites', '11111111111111111', 'US', null],
    ['an NZ site takes a chassis number', 'ZRE152-1234567', 'NZ', null],
    ['an AU site does not', 'ZRE152-1234567', 'AU', 'length'],
  ])('%s', (_, vin, country, expected) => expect(vinProblem(vin, country)).toBe(expected));
});

describe('isRasterImage', () => {
  it.each([
    ['/photos/a.jpg', true],
    ['https://cdn.example/a.webp?w=800', true],
    ['/media/body-suv.svg', false],
    ['/media/BODY.SVG?v=2', false],
    ['data:image/svg+xml;base64,PHN2Zz4=', false],
  ])('%s', (url, expected) => expect(isRasterImage(url)).toBe(expected));
});

describe('auVehiclePriceType', () => {
  const site = (newPriceType?: 'drive_away' | 'estimated_drive_away') => ({
    vehicles: { basePath: '/cars' as const, singular: 'car', plural: 'cars', ...(newPriceType ? { newPriceType } : {}) },
  });
  it.each([
    ['used is excluding government charges', car({ car_type: 'used' }), site(), 'excluding_government_charges_price'],
    ['demo counts as used', car({ car_type: 'demo' }), site('drive_away'), 'excluding_government_charges_price'],
    ['new takes the site default', car({ car_type: 'new' }), site('drive_away'), 'drive_away_price'],
    ['the row overrides the site', car({ car_type: 'new', price_type: 'estimated_drive_away' }), site('drive_away'), 'estimated_drive_away_price'],
    ['new without any price type', car({ car_type: 'new' }), site(), null],
    [
      'new priced before government charges is no drive-away type',
      car({ car_type: 'new', price_type: 'excluding_government_charges' }),
      site('drive_away'),
      null,
    ],
  ])('%s', (_, c, s, expected) => expect(auVehiclePriceType(c, s)).toBe(expected));
});

describe('carStoreLocation', () => {
  const service = location({ id: 2, slug: 'acme-service', location_type: 'service', store_code: 'ACME-S' });
  const second = location({ id: 3, slug: 'acme-orange', dealership_id: 11, store_code: 'ACME-2' });
  it.each([
    ['the location the row names', car({ location: { slug: 'acme-orange' } }), 'acme-orange'],
    ['else the selling location of its dealership', car({ dealership_id: 11 }), 'acme-orange'],
    ['never a service location', car({ dealership_id: 10 }), 'acme-bathurst'],
    ['none for an unknown dealership', car({ dealership_id: 99 }), undefined],
  ])('%s', (_, c, slug) => expect(carStoreLocation(c, [service, location(), second])?.slug).toBe(slug));
});

it('channelPrice writes two decimals and the currency', () => {
  expect(channelPrice(34990, 'AUD')).toBe('34990.00 AUD');
  expect(channelPrice(0, 'AUD')).toBeNull();
  expect(channelPrice(null, 'AUD')).toBeNull();
});

describe('googleRow', () => {
  it('writes every required field, raster images only, absolute', () => {
    const { row } = googleRow(car({ certified: true }), ctx());
    expect(row).toMatchObject({
      id: '501',
      vin: 'JM0KF4W7A00123456',
      store_code: 'ACME-1',
      dealership_address: '1 Main St, Bathurst NSW 2795, AU',
      price: '34990.00 AUD',
      vehicle_price_type: 'excluding_government_charges_price',
      condition: 'used',
      certified_pre_owned: 'true',
      trim: 'Maxx',
      mileage: '12000 km',
      link: 'https://www.acme.example/cars/2024-mazda-cx-5-maxx-501',
      image_link: 'https://www.acme.example/photos/cx5-front.jpg',
      additional_image_link: ['https://cdn.example/cx5-side.webp?w=800'],
      body_style: 'suv',
    });
    expect(missingFields(row!, googleRequiredFor(row!, 'AU'))).toEqual([]);
  });
  it('a new US car has no price type and may have no mileage', () => {
    const { row } = googleRow(car({ car_type: 'new', km: null, vin: '11111111111111111' }), ctx({ country: 'US', currency: 'USD', miles: true }));
    expect(row?.vehicle_price_type).toBeUndefined();
    expect(row?.mileage).toBeUndefined();
    expect(row?.condition).toBe('new');
    expect(missingFields(row!, googleRequiredFor(row!, 'US'))).toEqual([]);
  });
  it.each([
    ['an SVG-only car', car({ images: [{ image: { url: '/a.svg' }, thumb: { url: '/a.svg' } }], primary_image_url: '/a.svg' }), ['raster-image']],
    ['a sold car', car({ status: 'sold' }), ['not-for-sale']],
    ['a coming-soon car', car({ status: 'coming_soon' }), ['not-for-sale']],
    ['a used car without mileage', car({ km: null }), ['mileage']],
    ['no VIN, no price', car({ vin: null, price: null }), ['vin', 'price']],
    ['a car whose location has no store code', car({ dealership_id: 11 }), ['store-code']],
    ['an AU new car without a price type', car({ car_type: 'new' }), ['price-type']],
    ['no trim', car({ badge: null }), ['trim']],
  ])('leaves out %s', (_, c, expected) => {
    const site = {
      name: 'Acme Motors',
      locale: 'en-AU' as const,
      phone: '02 5550 1111',
      vehicles: { basePath: '/cars' as const, singular: 'car', plural: 'cars' },
    };
    const locations = [location(), location({ id: 9, slug: 'acme-orange', dealership_id: 11, store_code: undefined })];
    expect(codes(googleRow(c, ctx({ site, locations })))).toEqual(expected);
  });
});

describe('metaRow', () => {
  it('writes every field Meta lists, mapped through the tables', () => {
    const { row } = metaRow(car(), ctx());
    expect(row).toMatchObject({
      vehicle_id: '501',
      title: '2024 Mazda CX-5 Maxx',
      description: 'One owner.',
      mileage: { value: 12000, unit: 'KM' },
      image: [
        { url: 'https://www.acme.example/photos/cx5-front.jpg', tag: 'Primary' },
        { url: 'https://cdn.example/cx5-side.webp?w=800', tag: 'Gallery' },
      ],
      body_style: 'SUV',
      transmission: 'AUTOMATIC',
      fuel_type: 'PETROL',
      drivetrain: 'AWD',
      state_of_vehicle: 'USED',
      price: '34990.00 AUD',
      exterior_color: 'Soul Red Crystal',
      address: { addr1: '1 Main St', city: 'Bathurst', region: 'NSW', postal_code: '2795', country: 'AU' },
      latitude: -33.4,
      longitude: 149.5,
      dealer_phone: '02 5550 0000',
    });
    expect(missingFields(row!, META_REQUIRED)).toEqual([]);
  });
  it.each([
    ['new', car({ car_type: 'new' }), 'NEW'],
    ['certified used', car({ certified: true }), 'CPO'],
    ['demo', car({ car_type: 'demo' }), 'USED'],
  ])('state_of_vehicle of a %s car', (_, c, expected) => expect(metaRow(c, ctx()).row?.state_of_vehicle).toBe(expected));
  it('miles on US sites, a long description cut to 5,000 characters', () => {
    const { row } = metaRow(car({ description: `<p>${'x'.repeat(6000)}</p>`, vin: '11111111111111111' }), ctx({ country: 'US', miles: true }));
    expect(row?.mileage.unit).toBe('MI');
    expect(row?.description).toHaveLength(5000);
  });
  it('a car without a description gets the page description', () => {
    expect(metaRow(car({ description: null }), ctx()).row?.description).toMatch(/^2024 Mazda CX-5 Maxx for sale at Acme Motors/);
  });
  it.each([
    ['an unmapped body style', car({ body: 'Hovercraft' }), ['body-style']],
    ['no colour', car({ colour: null }), ['colour']],
    ['an id over 100 characters', car({ id: 'x'.repeat(101) }), ['vehicle-id']],
    ['a location without coordinates', car(), ['coordinates']],
  ])('leaves out %s', (name, c, expected) => {
    const locations = name.includes('coordinates')
      ? [location({ address: { street: '1 Main St', city: 'Bathurst', state: 'NSW', postcode: '2795' } })]
      : [location()];
    expect(codes(metaRow(c, ctx({ locations })))).toEqual(expected);
  });
});

it('the required lists name the issue fields', () => {
  expect(GOOGLE_REQUIRED).toEqual(expect.arrayContaining(['id', 'vin', 'store_code', 'price', 'condition', 'link', 'image_link']));
  expect(META_REQUIRED).toEqual(expect.arrayContaining(['vehicle_id', 'mileage.unit', 'image[].url', 'image[].tag', 'address.addr1', 'latitude']));
});
