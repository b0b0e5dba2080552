// /feeds/google-vehicle-ads.xml and /feeds/meta-vehicles.xml from the real production server, on
// a copy of the sample tenants where two Riverbend cars have photos on a dealer CDN (raster): one
// the website shows, one hidden from it. The shown car is in both feeds with the channel's fields,
// the hidden one in neither; both feeds answer with ETag and Last-Modified and revalidate to 304.
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import { get, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { copySampleTenants, type TenantsCopy } from '../helpers/tenants';

const SLUG = 'riverbend-mazda';
const photos = (name: string) =>
  [1, 2, 3].map((n) => ({ image: { url: `https://photos.example/${name}-${n}.jpg` }, thumb: { url: `https://photos.example/${name}-${n}-t.jpg` } }));
let copy: TenantsCopy;
let server: RunningServer;
let shown: Car;
let hidden: Car;

beforeAll(async () => {
  copy = copySampleTenants('channel-feeds-');
  copy.editJson(`${SLUG}/stock.json`, (doc: { cars: Car[] }) => {
    const used = doc.cars.filter(
      (c) => c.status === 'in_stock' && c.car_type === 'used' && c.show_on_dealer_website && c.badge && typeof c.km === 'number' && c.price,
    );
    shown = Object.assign(used[0]!, { images: photos('shown'), primary_image_url: 'https://photos.example/shown-1.jpg' });
    hidden = Object.assign(used[1]!, { images: photos('hidden'), primary_image_url: 'https://photos.example/hidden-1.jpg', show_on_dealer_website: false });
  });
  server = await startTestServer(copy.dir);
});
afterAll(async () => {
  await server?.close();
  copy?.remove();
});

const fetchFeed = (path: string, headers: Record<string, string> = {}) => get(server.port, tenantHost(SLUG, server.port), path, { headers });
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['item', 'listing', 'image', 'component', 'g:additional_image_link'].includes(name),
});

describe.each([
  ['/feeds/google-vehicle-ads.xml', (doc: any) => doc.rss.channel.item ?? [], (row: any) => row['g:id']], // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed XML
  ['/feeds/meta-vehicles.xml', (doc: any) => doc.listings.listing ?? [], (row: any) => row.vehicle_id], // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed XML
])('%s', (path, rowsOf, idOf) => {
  it('lists the shown car with raster photos, never the hidden one', async () => {
    const res = await fetchFeed(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const ids = rowsOf(parser.parse(res.body)).map(idOf);
    expect(ids).toContain(String(shown.id));
    expect(ids).not.toContain(String(hidden.id));
    expect(res.body).not.toContain('hidden-1.jpg');
    expect(res.body).not.toMatch(/\.svg</);
  });

  it('answers with ETag and Last-Modified, and 304 to a client that has it', async () => {
    const first = await fetchFeed(path);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(first.headers['last-modified']!)).toBeLessThanOrEqual(Date.now());
    expect((await fetchFeed(path, { 'If-None-Match': etag })).status).toBe(304);
    expect((await fetchFeed(path, { 'If-Modified-Since': first.headers['last-modified']! })).status).toBe(304);
    expect((await fetchFeed(path, { 'If-None-Match': '"other"' })).status).toBe(200);
    expect((await fetchFeed(path)).headers.etag).toBe(etag);
  });
});

it('the Google row has the fields Google requires, AU price type included', async () => {
  const doc = parser.parse((await fetchFeed('/feeds/google-vehicle-ads.xml')).body);
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  const item = doc.rss.channel.item.find((i: Record<string, unknown>) => i['g:id'] === String(shown.id));
  expect(item).toMatchObject({
    'g:vin': shown.vin,
    'g:store_code': 'RBM-SALES',
    'g:dealership_name': shown.dealership_name,
    'g:price': `${shown.price!.toFixed(2)} AUD`,
    'g:vehicle_price_type': 'excluding_government_charges_price',
    'g:condition': 'used',
    'g:make': shown.make,
    'g:trim': shown.badge,
    'g:mileage': `${shown.km} km`,
    'g:image_link': 'https://photos.example/shown-1.jpg',
    'g:additional_image_link': ['https://photos.example/shown-2.jpg', 'https://photos.example/shown-3.jpg'],
  });
  expect(item['g:link']).toMatch(new RegExp(`^https://[^/]+/cars/${shown.slug}$`));
  expect(item['g:dealership_address']).toMatch(/, AU$/);
});

it('the Meta listing has its nested mileage, images and address', async () => {
  const doc = parser.parse((await fetchFeed('/feeds/meta-vehicles.xml')).body);
  const listing = doc.listings.listing.find((l: Record<string, unknown>) => l.vehicle_id === String(shown.id));
  expect(listing.mileage).toEqual({ value: String(shown.km), unit: 'KM' });
  expect(listing.image[0]).toEqual({ url: 'https://photos.example/shown-1.jpg', tag: 'Primary' });
  expect(listing.address['@_format']).toBe('simple');
  expect(listing.address.component.map((c: Record<string, string>) => c['@_name'])).toEqual(['addr1', 'city', 'region', 'postal_code', 'country']);
  expect(listing).toMatchObject({ state_of_vehicle: 'USED', vin: shown.vin, price: `${shown.price!.toFixed(2)} AUD`, exterior_color: shown.colour });
  expect(Number(listing.latitude)).toBeLessThan(0);
});

it('an unknown host gets no feed', async () => {
  expect((await get(server.port, `nobody.localhost:${server.port}`, '/feeds/meta-vehicles.xml')).status).toBe(404);
});
