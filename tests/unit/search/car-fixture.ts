// A small hand-written stock list for the embedded search tests. Every expectation in the tests
// is derived by hand from this table, so change it only together with them.
import { EmbeddedIndex, type IndexSettings } from '../../../server/search/embedded';

type Doc = Record<string, unknown>;

function car(
  id: number,
  make: string,
  model: string,
  badge: string | null,
  year: number,
  km: number | null | undefined,
  price: number | null | undefined,
  status: 'in_stock' | 'coming_soon' | 'sold',
  car_type: 'new' | 'used' | 'demo',
  extra: Doc = {},
): Doc {
  const doc: Doc = {
    id,
    name: `${year} ${make} ${model}${badge ? ` ${badge}` : ''}`,
    slug: `${year}-${make}-${model}-${id}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    make,
    model,
    badge,
    year,
    status,
    car_type,
    show_on_dealer_website: true,
    dealership_id: 42,
    ...extra,
  };
  if (km !== undefined) doc.km = km;
  if (price !== undefined) doc.price = price;
  return doc;
}

export const cars: Doc[] = [
  car(1, 'Toyota', 'Hilux', 'SR5', 2021, 45000, 52990, 'in_stock', 'used', {
    tag: 'Special', body: 'Ute', fuel: 'Diesel', transmission: 'Automatic', colour: 'White', seats: 5,
    categories: ['ute', '4x4'], city: 'Bathurst', state: 'NSW', stocknum: 'ABC123', vin: 'MR0HA3CD100123456',
    location: { name: 'Bathurst Toyota', slug: 'bathurst' }, thumbnails: ['1a.jpg', '1b.jpg'], photos_count: 12, certified: true,
  }),
  car(2, 'Toyota', 'Corolla', 'Ascent Sport', 2023, 10, 31500, 'in_stock', 'new', {
    tag: null, body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic', colour: 'Red', seats: 5,
    categories: ['hatch'], city: 'Cowra', state: 'NSW', stocknum: 'T2023-01',
    location: { name: 'Cowra Toyota', slug: 'cowra' }, thumbnails: [], photos_count: 0, certified: false,
  }),
  car(3, 'Toyota', 'RAV4', 'GXL', 2022, 22000, 44990, 'coming_soon', 'used', {
    tag: 'Pre-order', body: 'SUV', fuel: 'Hybrid', transmission: 'Automatic', colour: 'Silver', seats: 5,
    categories: ['suv', 'hybrid'], city: 'Bathurst', state: 'NSW', stocknum: 'RAV4-77', photos_count: 3,
  }),
  car(4, 'Mazda', 'CX-5', 'Maxx', 2019, 78000, 27990, 'sold', 'used', {
    body: 'SUV', fuel: 'Petrol', transmission: 'Automatic', colour: 'Blue', seats: 5, sold_date_timestamp: 1700000000,
    categories: ['suv'], city: 'Orange', state: 'NSW', stocknum: 'MZ-5501', photos_count: 8,
  }),
  car(5, 'Mazda', 'BT-50', 'XT', 2020, 61000, null, 'in_stock', 'used', {
    tag: 'special', body: 'Ute', fuel: 'Diesel', transmission: 'Manual', colour: 'White', seats: 5, dealership_id: '42',
    categories: ['ute'], city: 'Bathurst', state: 'NSW', stocknum: 'BT50-9', photos_count: 5,
  }),
  car(6, 'Ford', 'Ranger', 'Wildtrak', 2022, 35000, 64990, 'in_stock', 'demo', {
    tag: 'Test Drive Only', body: 'Ute', fuel: 'Diesel', transmission: 'Automatic', colour: 'Grey', seats: 5,
    categories: ['ute', '4x4'], city: 'Cowra', state: 'NSW', stocknum: 'FR-2201', photos_count: 20, certified: true,
  }),
  car(7, 'Ford', 'Everest', 'Trend', 2023, 5000, 69990, 'in_stock', 'demo', {
    body: 'SUV', fuel: 'Diesel', transmission: 'Automatic', colour: 'Black', seats: 7, dealership_id: 43,
    categories: ['suv', '4x4'], city: 'Orange', state: 'NSW', photos_count: 15,
  }),
  car(8, 'Hyundai', 'i30', 'N Line', 2021, 30000, 28990, 'in_stock', 'used', {
    tag: 'runout sale', body: 'Hatch', fuel: 'Petrol', transmission: 'Manual', colour: 'Blue', seats: 5,
    categories: ['hatch'], city: 'Bathurst', state: 'NSW', stocknum: 'HY-3030', photos_count: 2, certified: false,
  }),
  car(9, 'Hyundai', 'Tucson', 'Highlander', 2024, 0, 55000, 'in_stock', 'new', {
    body: 'SUV', fuel: 'Hybrid', transmission: 'Automatic', colour: 'White', seats: 5,
    categories: [], city: 'Cowra', state: 'NSW', photos_count: 0,
  }),
  car(10, 'Kia', 'Sportage', 'S', 2018, 98000, 21990, 'sold', 'used', {
    body: 'SUV', fuel: 'Petrol', transmission: 'Automatic', colour: 'Silver', seats: 5, sold_date_timestamp: 1690000000,
    show_on_dealer_website: false, city: 'Orange', state: 'NSW', photos_count: 9,
  }),
  car(11, 'Kia', 'Carnival', 'Platinum', 2022, 40000, 59990, 'in_stock', 'used', {
    body: 'People Mover', fuel: 'Diesel', transmission: 'Automatic', colour: 'Grey', seats: 8,
    categories: ['people mover'], city: 'Bathurst', state: 'NSW', stocknum: 'KC-8', photos_count: 11,
    location: { name: 'Bathurst Kia', slug: 'bathurst', distribution_locations: ['bathurst', 'orange'] },
  }),
  car(12, 'Škoda', 'Octavia', 'RS', 2020, 52000, 38990, 'in_stock', 'used', {
    body: 'Sedan', fuel: 'Petrol', transmission: 'Automatic', colour: 'Green', seats: 5, dealership_id: '42',
    city: 'Cowra', state: 'NSW', stocknum: 'SK-RS20', photos_count: 7,
  }),
  car(13, 'Volkswagen', 'Golf', 'GTI', 2021, 26000, 47990, 'coming_soon', 'used', {
    body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic', colour: null, seats: 5,
    categories: ['hatch'], city: 'Orange', state: 'NSW', photos_count: 4,
  }),
  car(14, 'Isuzu UTE', 'D-Max', 'LS-U', 2023, 12000, 58990, 'in_stock', 'demo', {
    body: 'Ute', fuel: 'Diesel', transmission: 'Automatic', colour: 'White', seats: 5,
    categories: ['ute', '4x4'], city: 'Bathurst', state: 'NSW', photos_count: 6, certified: true,
  }),
  car(15, 'MG', 'ZS EV', 'Excite', 2022, 15000, 36990, 'in_stock', 'used', {
    body: 'SUV', fuel: 'Electric', transmission: 'Automatic', colour: 'White', seats: 5,
    categories: ['suv'], city: 'Cowra', state: 'NSW', photos_count: 10,
  }),
  car(16, 'Toyota', 'LandCruiser', 'GR Sport', 2024, 100, 149990, 'in_stock', 'new', {
    body: 'SUV', fuel: 'Diesel', transmission: 'Automatic', colour: 'Black', seats: 5, series: '300',
    categories: ['suv', '4x4'], city: 'Bathurst', state: 'NSW', photos_count: 25,
  }),
  car(17, 'Subaru', 'Outback', 'AWD Touring', 2019, 88000, 29990, 'sold', 'used', {
    body: 'Wagon', fuel: 'Petrol', transmission: 'Automatic', colour: 'Green', seats: 5, sold_date_timestamp: 1700100000,
    city: 'Orange', state: 'NSW', photos_count: 1,
  }),
  car(18, 'BYD', 'Atto 3', 'Extended', 2023, 8000, 48990, 'in_stock', 'used', {
    body: 'SUV', fuel: 'Electric', transmission: 'Automatic', colour: 'Blue', seats: 5,
    city: 'Bathurst', state: 'NSW', photos_count: 14,
  }),
  car(19, 'Mitsubishi', 'Triton', null, 2017, null, 19990, 'in_stock', 'used', {
    badge: '', series: null, tag: '', body: 'Ute', fuel: 'Diesel', transmission: 'Manual', colour: 'White', seats: 5,
    categories: ['ute'], thumbnails: null, city: 'Bathurst', state: 'NSW', photos_count: 3, stocknum: 'ABC1234',
  }),
  car(20, 'Nissan', 'Navara', null, 2016, undefined, undefined, 'in_stock', 'used', { dealership_id: '43' }),
];

export const carSettings: IndexSettings = {
  primaryKey: 'id',
  filterableAttributes: [
    'status', 'car_type', 'make', 'model', 'badge', 'series', 'tag', 'price', 'km', 'year', 'body', 'fuel',
    'transmission', 'colour', 'seats', 'city', 'state', 'categories', 'thumbnails', 'certified', 'photos_count',
    'dealership_id', 'location', 'sold_date_timestamp', 'show_on_dealer_website', 'stocknum',
  ],
  sortableAttributes: ['price', 'km', 'year', 'make', 'photos_count'],
  searchableAttributes: ['name', 'make', 'model', 'badge', 'series', 'stocknum', 'vin'],
};

export function carIndex(documents: Doc[] = cars, settings: IndexSettings = carSettings): EmbeddedIndex {
  const index = new EmbeddedIndex('cars', settings);
  index.replaceAll(documents);
  return index;
}

export const ids = (hits: Record<string, unknown>[]): unknown[] => hits.map((h) => h.id);
