// The vehicle page served by the real production server, read as a browser would before any script
// runs, for every state a car can be in: in stock, coming soon, reserved, sold inside and outside
// the sold window, hidden, without images, without a price and without a phone. One dealer's stock
// is replaced by hand-made cars dated from now (and the dealer sells online), in a copy of tenants/.
// Also: the phone logging calls, the saved-cars page, the featured-stock block and other templates.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import type { Tenant } from '../../server/tenants/tenant';
import { get, json, tenantHost } from '../helpers/http';
import { bootScript, parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, squash, testTenantsDir } from '../helpers/tenants';
import { featuredStockKey, featuredStockQuery } from '../../runtime/lib/vehicle/featured-stock';
import { CARS, SLUG, vehicleTenantsDir } from '../helpers/vehicle-tenant';

let dir: string;
let server: RunningServer;
let tenants: Tenant[];
const host = (slug = SLUG) => tenantHost(slug, server.port);
const page = async (p: string, slug = SLUG) => {
  const res = await get(server.port, host(slug), p);
  return { res, doc: parseHtml(res.body) };
};
const jsonLd = (doc: Document) => JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as Record<string, any> | null; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON-LD of any shape
const actionKinds = (doc: Document) => [...doc.querySelectorAll('.vehicle-action')].map((li) => li.className.replace(/.*vehicle-action-/, ''));
const post = (p: string, body: unknown, slug = SLUG) =>
  get(server.port, host(slug), p, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  dir = await vehicleTenantsDir(await testTenantsDir());
  tenants = await loadTenants(dir);
  server = await startTestServer(dir);
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a car in stock', () => {
  it('is server-rendered with title, description, canonical URL, Open Graph image and Car + Offer JSON-LD', async () => {
    const { res, doc } = await page('/cars/in-stock');
    expect(res.status).toBe(200);
    expect(doc.title).toBe('2024 Mazda CX-5 Test 1 | Riverbend Mazda');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '2024 Mazda CX-5 Test 1 for sale at Riverbend Mazda, Brisbane: $34,990, 15,000 km, Automatic, Petrol. Stock no. T1.',
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.riverbendmazda.com.au/cars/in-stock');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(
      /^https:\/\/www\.riverbendmazda\.com\.au\/media\/body-suv\.svg\?v=[0-9a-f]{8}$/,
    );
    const ld = jsonLd(doc)!;
    expect(ld).toMatchObject({
      '@type': 'Car',
      vehicleIdentificationNumber: 'JM0TEST0000000001',
      mileageFromOdometer: { value: 15000, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
    });
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: 34990, priceCurrency: 'AUD', availability: 'https://schema.org/InStock' });
    expect(ld.offers.seller).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Riverbend Mazda',
      address: { streetAddress: '212 Breakfast Creek Road, Newstead', addressCountry: 'AU' },
    });
  });

  it('shows the gallery, price, key facts, sanitised dealer comments, calculator, location and similar cars', async () => {
    const { doc } = await page('/cars/in-stock');
    expect(squash(doc.querySelector('h1')?.textContent)).toBe('2024 Mazda CX-5 Test 1');
    expect(squash(doc.querySelector('.vehicle-price')?.textContent)).toBe('$34,990');
    expect(doc.querySelectorAll('.gallery-thumbs button')).toHaveLength(2);
    expect(doc.querySelector('.gallery-main img')?.getAttribute('src')).toMatch(/^\/media\/body-suv\.svg\?v=[0-9a-f]{8}$/);
    const facts = [...doc.querySelectorAll('.vehicle-facts dt')].map((dt) => dt.textContent);
    expect(facts).toEqual(expect.arrayContaining(['Year', 'Kms', 'Fuel', 'Transmission', 'Body', 'Colour', 'Stock No.']));
    expect(facts, 'buttons.json "showVin": false').not.toContain('VIN');
    expect(squash(doc.querySelector('.vehicle-comments h2')?.textContent)).toBe('Dealer Comments');
    const comments = doc.querySelector('.vehicle-comments .prose')!.innerHTML;
    expect(comments).toContain('Full service history.');
    expect(comments).not.toMatch(/script|onclick/);
    expect(squash(doc.querySelector('.finance-calculator .calc-summary')?.textContent)).toBe('on $34,990 over 5 years at 8.5% p.a.');
    expect(squash(doc.querySelector('.calc-disclaimer')?.textContent)).toBe('Riverbend small print.');
    const location = doc.querySelector('#vehicle-map')!;
    expect(squash(location.textContent)).toContain('212 Breakfast Creek Road');
    // The tenant's search preset (make: Mazda) starts every stock link, removable there (issue 24).
    expect([...location.querySelectorAll('a')].find((a) => a.textContent === 'See more from this dealer')?.getAttribute('href')).toBe(
      '/search/riverbend-mazda?make=Mazda',
    );
    const similar = [...doc.querySelectorAll('.vehicle-similar .car-card-title a')].map((a) => a.getAttribute('href'));
    expect(similar).toContain('/cars/another-cx-5');
    expect(similar).not.toContain('/cars/in-stock');
    expect(similar, 'sold and hidden cars are not offered').not.toEqual(expect.arrayContaining(['/cars/sold-recently', '/cars/hidden']));
  });

  it("shows buttons.json's actions in order, each by its rule", async () => {
    const { doc } = await page('/cars/in-stock');
    expect(actionKinds(doc)).toEqual([
      'call',
      'reveal-phone',
      'finance',
      'reserve',
      'enquire',
      'test-drive',
      'trade-in',
      'history-report',
      'location',
      'payment-methods',
      'custom',
    ]);
    const href = (kind: string) => doc.querySelector(`.vehicle-action-${kind} a`)?.getAttribute('href');
    expect(href('call')).toBe('tel:0755504100');
    expect(squash(doc.querySelector('.phone-reveal')?.textContent)).toContain('07 55XX XXXX');
    expect(doc.querySelector('.vehicle-summary')!.textContent, 'the full number is not in the page before the reveal').not.toContain('07 5550 4100');
    expect(href('finance')).toBe('/finance?car_id=1&car_type=used&vin=JM0TEST0000000001&vehiclePriceBudget=34990#finance-form');
    expect(href('reserve')).toBe('/cars/in-stock/checkout');
    expect(href('trade-in')).toBe('/cars/trade-in?car_id=1');
    expect(href('history-report')).toBe('https://reports.example/1.pdf');
    expect(href('location')).toBe('#vehicle-map');
    expect(squash(doc.querySelector('.vehicle-action-enquire button')?.textContent)).toBe('Enquire now');
    expect(squash(doc.querySelector('.vehicle-action-test-drive button')?.textContent)).toBe('Book a Test Drive');
    expect([...doc.querySelectorAll('.payment-badge')].map((b) => b.textContent)).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
  });

  it('the save count in the header renders empty on the server', async () => {
    const { doc } = await page('/cars/in-stock');
    const saved = doc.querySelector('header .header-saved')!;
    expect(saved.getAttribute('href')).toBe('/saved-cars');
    expect(saved.querySelector('.header-saved-count')?.textContent).toBe('');
    expect(doc.querySelector('.vehicle-tools .favourite-toggle')?.getAttribute('aria-pressed')).toBe('false');
  });
});

describe.each([
  ['coming soon', CARS.comingSoon, 'COMING SOON', 'https://schema.org/PreOrder'],
  ['reserved', CARS.reserved, 'Reserved', 'https://schema.org/InStock'],
])('a car %s', (_, car, tag, availability) => {
  it('renders with its tag, and without Reserve', async () => {
    const { res, doc } = await page(`/cars/${car.slug}`);
    expect(res.status).toBe(200);
    expect(squash(doc.querySelector('.vehicle-tag')?.textContent)).toBe(tag);
    expect(actionKinds(doc)).not.toContain('reserve');
    expect(actionKinds(doc)).toContain('enquire');
    expect(jsonLd(doc)!.offers.availability).toBe(availability);
  });
});

describe('a car sold inside the sold window', () => {
  it('renders JUST SOLD with a find-similar action instead of the price and sales buttons', async () => {
    const { res, doc } = await page('/cars/sold-recently');
    expect(res.status).toBe(200);
    expect(squash(doc.querySelector('.vehicle-tag')?.textContent)).toBe('JUST SOLD');
    expect(doc.querySelector('.vehicle-price')).toBeNull();
    expect(squash(doc.querySelector('.vehicle-sold-note')?.textContent)).toBe('This car has been sold.');
    expect(squash(doc.querySelector('.vehicle-find-similar')?.textContent)).toBe('Find similar');
    expect(actionKinds(doc)).toEqual(['call', 'reveal-phone', 'location']);
    expect(doc.querySelector('.finance-calculator')).toBeNull();
    expect(jsonLd(doc)!.offers.availability).toBe('https://schema.org/SoldOut');
  });
});

describe.each([
  ['sold before the sold window', CARS.soldLongAgo.slug],
  ['hidden from the website', CARS.hidden.slug],
  ['unknown', 'no-such-car'],
])('a car %s', (_, slug) => {
  it('answers 404 with links to similar stock, and the API says the same', async () => {
    const { res, doc } = await page(`/cars/${slug}`);
    expect(res.status).toBe(404);
    expect(squash(doc.querySelector('h1')?.textContent)).toBe('This car is no longer available');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
    const links = [...doc.querySelectorAll('.vehicle-similar .car-card-title a')].map((a) => a.getAttribute('href'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => !/sold|hidden/.test(l ?? ''))).toBe(true);
    const api = await get(server.port, host(), `/api/cars/${slug}`);
    expect(api.status).toBe(404);
    expect(json<{ car: null; similar: unknown[] }>(api)).toMatchObject({ car: null, similar: expect.any(Array) });
  });
});

describe('a car with photos', () => {
  it('loads the large picture (high priority, preloaded with its srcset and sizes) and the first thumbnail at once; the other thumbnails wait, lazily', async () => {
    const withPhotos = tenants
      .filter((t) => t.slug !== SLUG)
      .flatMap((t) => t.stock.map((car) => ({ t, car })))
      .find(
        ({ car }) =>
          car.slug &&
          car.status !== 'sold' &&
          car.show_on_dealer_website !== false &&
          (car.images ?? []).filter((i) => /\.jpe?g$/.test(i.image.url)).length >= 3,
      )!;
    expect(withPhotos).toBeDefined();
    const { doc } = await page(`${withPhotos.t.site.vehicles.basePath}/${withPhotos.car.slug}`, withPhotos.t.slug);
    const main = doc.querySelector('.gallery-main img')!;
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).toBeNull();
    expect(
      main
        .getAttribute('srcset')!
        .split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w']);
    const thumbs = [...doc.querySelectorAll('.gallery-thumbs img:not(noscript img)')];
    expect(thumbs.length).toBeGreaterThanOrEqual(3);
    expect(thumbs[0]!.getAttribute('src')).toMatch(/^\/_image\?url=.*&w=128&q=75$/);
    for (const thumb of thumbs.slice(1)) {
      expect(thumb.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(thumb.getAttribute('data-lazy')).toBe('pending');
    }
    // Preloads: the large picture, at high priority with its sizes, and the first thumbnail only.
    const preloads = [...doc.querySelectorAll('link[rel="preload"][as="image"][imagesrcset]')];
    expect(
      preloads.map((l) => [l.getAttribute('imagesrcset') === main.getAttribute('srcset'), l.getAttribute('imagesizes'), l.getAttribute('fetchpriority')]),
    ).toEqual([
      [true, main.getAttribute('sizes'), 'high'],
      [false, null, null],
    ]);
    expect(preloads[1]!.getAttribute('imagesrcset')).toBe(thumbs[0]!.getAttribute('srcset'));
  });
});

describe('a car without images', () => {
  it('shows the placeholder and offers Request Photos', async () => {
    const { res, doc } = await page('/cars/no-images');
    expect(res.status).toBe(200);
    expect(doc.querySelector('.gallery-main img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(squash(doc.querySelector('.gallery-request button')?.textContent)).toBe('Request Photos');
    expect(doc.querySelector('meta[property="og:image"]')).toBeNull();
  });
});

describe('a car without a price', () => {
  it('shows the no-price text, no calculator, no Reserve, and an Offer without a price', async () => {
    const { doc } = await page('/cars/no-price');
    expect(squash(doc.querySelector('.vehicle-price')?.textContent)).toBe('Enquire for price.');
    expect(doc.querySelector('.finance-calculator')).toBeNull();
    expect(actionKinds(doc)).not.toContain('reserve');
    expect(jsonLd(doc)!.offers).not.toHaveProperty('price');
  });
});

describe('a car without a phone number', () => {
  it('renders without the call and reveal buttons', async () => {
    const { res, doc } = await page('/cars/no-phone');
    expect(res.status).toBe(200);
    expect(actionKinds(doc)).not.toContain('call');
    expect(actionKinds(doc)).not.toContain('reveal-phone');
    expect(actionKinds(doc)).toContain('enquire');
  });
});

describe('phone logging', () => {
  it.each(['car_phone_call', 'car_phone_reveal'])('POST /api/events/%s accepts {car_id, dealership_id, website_id} for a car of this site', async (kind) => {
    const res = await post(`/api/events/${kind}`, { car_id: 1, dealership_id: 1101, website_id: 1101 });
    expect(res.status).toBe(202);
  });

  it('refuses a car that is not this site’s, a wrong dealership or website, and a malformed body', async () => {
    expect((await post('/api/events/car_phone_reveal', { car_id: 999999, dealership_id: 1101, website_id: 1101 })).status).toBe(404);
    const other = tenants.find((t) => t.slug !== SLUG && t.stock.length > 0)!;
    expect((await post('/api/events/car_phone_reveal', { car_id: 1, dealership_id: 1101, website_id: 1101 }, other.slug)).status).toBe(404);
    const wrongDealer = await post('/api/events/car_phone_reveal', { car_id: 1, dealership_id: 2201, website_id: 1101 });
    expect(wrongDealer.status).toBe(422);
    expect(json<{ error: string }>(wrongDealer).error).toMatch(/dealership/);
    expect((await post('/api/events/car_phone_call', { car_id: 1, dealership_id: 1101, website_id: 4400 })).status).toBe(422);
    expect((await post('/api/events/car_phone_call', { car: 1 })).status).toBe(400);
    const broken = await get(server.port, host(), '/api/events/car_phone_call', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(broken.status).toBe(400);
  });
});

describe('the saved-cars page', () => {
  it('renders its frame without a list or an empty message (the browser fills it in)', async () => {
    const { res, doc } = await page('/saved-cars');
    expect(res.status).toBe(200);
    expect(squash(doc.querySelector('h1')?.textContent)).toBe('Saved cars');
    expect(doc.querySelector('.saved-cars')?.getAttribute('aria-busy')).toBe('true');
    expect(doc.querySelector('.saved-cars')?.children).toHaveLength(0);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(bootScript(doc).data.lazy).toEqual(['route:savedCars']);
  });
});

describe('featured stock and the finance calculator on a content page', () => {
  it('server-renders hand-picked cars in order (skipping sold ones) and the latest arrivals, seeded for hydration', async () => {
    const { res, doc } = await page('/zz-stock');
    expect(res.status).toBe(200);
    const [picked, latest] = [...doc.querySelectorAll('.featured-stock')];
    expect(squash(picked!.querySelector('h2')?.textContent)).toBe('Picked for you');
    expect([...picked!.querySelectorAll('.car-card-title a')].map((a) => a.getAttribute('href'))).toEqual([
      '/cars/another-cx-5',
      '/cars/in-stock',
      '/cars/reserved',
    ]);
    expect(latest!.querySelectorAll('.car-card')).toHaveLength(2);
    expect(latest!.querySelector('.car-card-title a')?.getAttribute('href')).toBe('/cars/another-cx-5');
    const { data } = bootScript(doc);
    const keys = data.dehydrated.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toContain(JSON.stringify(featuredStockKey(featuredStockQuery({ carIds: ['T10', 5, 1, 'T3'] }))));
    expect(data.lazy).toEqual(expect.arrayContaining(['block:featured-stock', 'block:finance-calculator']));
    expect(squash(doc.querySelector('.calc-amount')?.textContent)).toBe('$601.14');
  });

  it('GET /api/featured-stock answers the same cars after client navigation', async () => {
    const res = await get(server.port, host(), '/api/featured-stock?ids=T10,5,1,T3&limit=6');
    expect(res.status).toBe(200);
    expect(json<Car[]>(res).map((c) => c.slug)).toEqual(['another-cx-5', 'in-stock', 'reserved']);
  });
});

describe('other templates', () => {
  it('a caravan dealer serves its cars under /campers (/cars/ redirects there), and an en-US dealer in miles and USD', async () => {
    const caravans = tenants.find((t) => t.site.vehicles.basePath === '/campers' && t.stock.length > 0);
    const us = tenants.find((t) => t.site.locale === 'en-US' && t.stock.length > 0);
    expect(caravans, 'a caravan tenant with stock').toBeDefined();
    expect(us, 'an en-US tenant with stock').toBeDefined();
    for (const t of [caravans!, us!]) {
      const car = t.stock.find((c) => c.status === 'in_stock' && c.show_on_dealer_website && typeof c.km === 'number' && c.price)!;
      const { res, doc } = await page(`${t.site.vehicles.basePath}/${car.slug}`, t.slug);
      expect(res.status, `${t.slug} ${car.slug}`).toBe(200);
      expect(squash(doc.querySelector('h1')?.textContent)).toBe(car.name);
      if (t === us) {
        expect(jsonLd(doc)!.offers.priceCurrency).toBe('USD');
        expect(jsonLd(doc)!.mileageFromOdometer.unitCode).toBe('SMI');
        expect([...doc.querySelectorAll('.vehicle-facts dt')].map((d) => d.textContent)).toEqual(expect.arrayContaining(['Miles', 'Color']));
      }
      if (t === caravans) {
        // A site whose vehicle base path is not /cars sends /cars/ addresses to its own.
        const moved = await get(server.port, host(t.slug), `/cars/${car.slug}?ref=old`);
        expect([moved.status, moved.headers.location]).toEqual([301, `/campers/${car.slug}?ref=old`]);
        const list = await get(server.port, host(t.slug), '/cars/');
        expect([list.status, list.headers.location]).toEqual([301, '/campers/']);
      }
    }
  });
});
