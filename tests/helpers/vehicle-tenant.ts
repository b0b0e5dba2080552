// A copy of the tenants folder in which one dealer sells online and its stock is replaced by
// hand-made cars in every state a vehicle page shows, dated from now (tests/integration/vehicle.test.ts).
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Car } from '../../schemas/types/car';

export const SLUG = 'riverbend-mazda';
const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);

function stockCar(id: number, slug: string, over: Partial<Car> = {}): Car {
  return {
    id,
    name: `2024 Mazda CX-5 Test ${id}`,
    slug,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    year: 2024,
    km: 15000,
    price: 34990,
    status: 'in_stock',
    car_type: 'used',
    tag: null,
    reserved: false,
    sold: false,
    reservable: true,
    vin: `JM0TEST${String(id).padStart(10, '0')}`,
    stocknum: `T${id}`,
    created_at: new Date((now - 30 * DAY) * 1000).toISOString(),
    show_on_dealer_website: true,
    body: 'SUV',
    fuel: 'Petrol',
    transmission: 'Automatic',
    colour: 'Soul Red',
    description: '<p>Full service history.</p><script>alert(1)</script><p onclick="x()">One owner.</p>',
    primary_image_url: '/media/body-suv.svg',
    images: [
      { image: { url: '/media/body-suv.svg' }, thumb: { url: '/media/body-suv.svg' } },
      { image: { url: '/media/stock/dashboard.svg' }, thumb: { url: '/media/stock/dashboard.svg' } },
    ],
    thumbnails: ['/media/body-suv.svg', '/media/stock/dashboard.svg'],
    file: null,
    dealership_id: 1101,
    dealership_slug: 'riverbend-mazda',
    dealership_name: 'Riverbend Mazda',
    city: 'Brisbane',
    state: 'QLD',
    location: { name: 'Riverbend Mazda Sales', slug: 'riverbend-mazda-sales', phone: '07 5550 4100' },
    payment_processors: [{ authorization_type: 'stripe', authorization_key: 'pk_test_car' }],
    has_checkout_payment_processor: true,
    ...over,
  };
}

export const CARS = {
  inStock: stockCar(1, 'in-stock', { file: 'https://reports.example/1.pdf' }),
  comingSoon: stockCar(2, 'coming-soon', { status: 'coming_soon' }),
  reserved: stockCar(3, 'reserved', { reserved: true }),
  soldRecently: stockCar(4, 'sold-recently', { status: 'sold', sold: true, sold_date_timestamp: now - DAY }),
  soldLongAgo: stockCar(5, 'sold-long-ago', { status: 'sold', sold: true, sold_date_timestamp: now - 10 * DAY }),
  hidden: stockCar(6, 'hidden', { show_on_dealer_website: false }),
  noImages: stockCar(7, 'no-images', { images: [], thumbnails: [], primary_image_url: null }),
  noPrice: stockCar(8, 'no-price', { price: null }),
  noPhone: stockCar(9, 'no-phone', { location: { name: 'Riverbend Mazda Sales', slug: 'riverbend-mazda-sales', phone: null } }),
  other: stockCar(10, 'another-cx-5', { created_at: new Date((now - DAY) * 1000).toISOString() }),
};

export const FEATURED_PAGE = {
  schemaVersion: 1,
  path: '/zz-stock',
  title: 'Stock and finance',
  blocks: [
    { type: 'featured-stock', props: { heading: 'Picked for you', carIds: ['T10', 5, 1, 'T3'] } },
    { type: 'featured-stock', props: { heading: 'Latest', limit: 2 } },
    { type: 'finance-calculator', props: { price: 30000, frequency: 'monthly', interestRate: 7.5 } },
  ],
};

/** Copies `source` to a temp folder and turns SLUG into the test dealer; returns the folder. */
export async function vehicleTenantsDir(source: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tenants-vehicle-'));
  await cp(source, dir, { recursive: true });
  const t = path.join(dir, SLUG);
  const site = JSON.parse(await readFile(path.join(t, 'site.json'), 'utf8'));
  site.features = { ...site.features, online_purchase: true };
  site.dealerships = site.dealerships.map((d: Record<string, unknown>) => ({ ...d, stripe_publishable_key: 'pk_test_riverbend' }));
  await writeFile(path.join(t, 'site.json'), JSON.stringify(site, null, 2));
  await writeFile(path.join(t, 'stock.json'), JSON.stringify({ schemaVersion: 1, cars: Object.values(CARS) }, null, 2));
  const buttons = JSON.parse(await readFile(path.join(source, '_templates', 'car', 'buttons.json'), 'utf8'));
  buttons.buttons.splice(3, 0, { kind: 'reserve', label: 'Reserve now', variant: 'primary' });
  buttons.buttons.push({ kind: 'custom', label: 'Brochure', href: '/brochure' });
  buttons.showVin = false;
  buttons.financeCalculator = { interestRate: 8.5, disclaimer: 'Riverbend small print.' };
  await writeFile(path.join(t, 'buttons.json'), JSON.stringify(buttons, null, 2));
  await writeFile(path.join(t, 'pages', 'zz-stock.json'), JSON.stringify(FEATURED_PAGE, null, 2));
  return dir;
}
