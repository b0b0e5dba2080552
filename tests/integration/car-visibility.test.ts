// One car-visibility rule for every route (issue 25 part 4, docs/security.md): a car hidden from
// the website, a car sold before the listing window and a car that does not exist get the same
// answer, status and body, from every route that takes a car id or slug. Bodies are compared with
// the car's own id and slug replaced by placeholders (and the page's CSP nonce removed), so any
// difference left is a leak. Real server, a temp copy of the tenants with hand-made cars.
import { readFileSync, writeFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import { TEST_CARDS } from '../../server/checkout/test-payment-provider';
import { tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { testTenantsDir } from '../helpers/tenants';
import { CARS, SLUG, vehicleTenantsDir } from '../helpers/vehicle-tenant';
import { postJson, putJson, send, type Reply } from './leads-support';

const DAY = 86_400;
const now = Math.floor(Date.now() / 1000);
const car = (id: number, slug: string, over: Partial<Car>): Car => ({ ...CARS.inStock, id, slug, vin: `JM0VIS${id}`, stocknum: `V${id}`, ...over });
const HIDDEN = car(61_000_001, 'zz-hidden-car', { show_on_dealer_website: false, file: null });
const SOLD_LONG_AGO = car(61_000_002, 'zz-sold-long-ago', { status: 'sold', sold: true, sold_date_timestamp: now - 10 * DAY, file: null });
const SOLD_RECENTLY = car(61_000_004, 'zz-sold-recently', { status: 'sold', sold: true, sold_date_timestamp: now - DAY, file: null });
const UNKNOWN = { id: 61_000_003, slug: 'zz-unknown-car' };
type Ref = { id: number | string; slug: string };
const SUBJECTS: [string, Ref][] = [
  ['hidden', HIDDEN],
  ['sold before the listing window', SOLD_LONG_AGO],
  ['unknown', UNKNOWN],
];

let dir: string;
let dataDir: string;
let server: RunningServer;
let session = '';
let websiteId: unknown;
const host = () => tenantHost(SLUG, server.port);

beforeAll(async () => {
  dir = await vehicleTenantsDir(await testTenantsDir());
  const siteFile = path.join(dir, SLUG, 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  Object.assign(site, { garage_enabled: true, autograb: true, captcha: { provider: 'off' } });
  websiteId = site.id;
  writeFileSync(siteFile, JSON.stringify(site, null, 2));
  const stockFile = path.join(dir, SLUG, 'stock.json');
  const stock = JSON.parse(readFileSync(stockFile, 'utf8'));
  stock.cars.push(HIDDEN, SOLD_LONG_AGO, SOLD_RECENTLY);
  writeFileSync(stockFile, JSON.stringify(stock, null, 2));
  dataDir = path.join(dir, '..', path.basename(dir) + '-data');
  server = await startTestServer(dir, { dataDir });
  session = await signIn('visibility@example.com');
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(email: string): Promise<string> {
  expect((await postJson(server.port, host(), '/api/auth/code', { email })).status).toBe(202);
  const mailDir = path.join(dataDir, 'mail', SLUG);
  const files = (await readdir(mailDir)).sort();
  const mail = JSON.parse(readFileSync(path.join(mailDir, files[files.length - 1]!), 'utf8')) as { text: string };
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  const verified = await postJson(server.port, host(), '/api/auth/verify', { email, code });
  expect(verified.status, verified.body).toBe(200);
  return String(verified.headers['set-cookie'] ?? '').split(';')[0]!;
}

type Probe = (ref: Ref) => Promise<Reply>;
const get = (p: string, headers: Record<string, string> = {}) => send(server.port, host(), p, { headers });
const contact = { first_name: 'Jo', last_name: 'Buyer', email: 'jo@example.com', phone: '0412 345 678' };

const PROBES: [string, Probe][] = [
  ['GET the vehicle page', (c) => get(`/cars/${c.slug}`)],
  ['GET /api/cars/:slug', (c) => get(`/api/cars/${c.slug}`)],
  ['GET the checkout page', (c) => get(`/cars/${c.slug}/checkout`)],
  ['GET the buy-online page', (c) => get(`/cars/${c.slug}/buy-online`)],
  ['GET /checkout?car_id=', (c) => get(`/checkout?car_id=${c.id}`)],
  ['GET /checkout-journey?car_id=', (c) => get(`/checkout-journey?car_id=${c.id}`)],
  ['GET /api/checkout/cars/:id', (c) => get(`/api/checkout/cars/${c.id}`)],
  ['GET /api/checkout/cars/:slug', (c) => get(`/api/checkout/cars/${c.slug}`)],
  ['GET /api/route-data of the vehicle page', (c) => get(`/api/route-data?path=${encodeURIComponent(`/cars/${c.slug}`)}`)],
  ['GET /api/route-data of the checkout page', (c) => get(`/api/route-data?path=${encodeURIComponent(`/cars/${c.slug}/checkout`)}`)],
  ['GET /api/route-data of /checkout?car_id=', (c) => get(`/api/route-data?path=${encodeURIComponent(`/checkout?car_id=${c.id}`)}`)],
  ['GET /api/featured-stock?ids=', (c) => get(`/api/featured-stock?ids=${c.id}`)],
  [
    'POST /api/checkout/reservations',
    (c) =>
      postJson(server.port, host(), '/api/checkout/reservations', {
        car_id: c.id,
        contact,
        card: { number: TEST_CARDS.succeeds, exp_month: 12, exp_year: 2030, cvc: '123' },
      }),
  ],
  [
    'POST /api/events/car_phone_call',
    (c) => postJson(server.port, host(), '/api/events/car_phone_call', { car_id: c.id, dealership_id: 1101, website_id: websiteId }),
  ],
  [
    'POST /api/events/car_phone_reveal',
    (c) => postJson(server.port, host(), '/api/events/car_phone_reveal', { car_id: c.id, dealership_id: 1101, website_id: websiteId }),
  ],
  ['POST /api/simple-autograb-lookup', (c) => postJson(server.port, host(), '/api/simple-autograb-lookup', { car_id: c.id, rego: 'ABC123', state: 'QLD' })],
  ['POST /api/garage/watchlist', (c) => postJson(server.port, host(), '/api/garage/watchlist', { car_id: c.id }, { headers: { Cookie: session } })],
  ['PUT /api/garage/watchlist', (c) => putJson(server.port, host(), '/api/garage/watchlist', { cars: [{ id: c.id }] }, { headers: { Cookie: session } })],
  [
    'POST /api/search/multi-search by id',
    (c) => postJson(server.port, host(), '/api/search/multi-search', { queries: [{ indexUid: 'cars', filter: `id = ${c.id}` }] }),
  ],
  ['GET /api/search/indexes/cars/search by slug', (c) => get(`/api/search/indexes/cars/search?q=${c.slug}`)],
];

/** The answer with the car's own id and slug, the CSP nonce and timings replaced, so only a leak differs. */
function normalised(reply: Reply, ref: Ref): { status: number; type: string; body: string } {
  const body = reply.body
    .replaceAll(String(ref.id), '{ID}')
    .replaceAll(ref.slug, '{SLUG}')
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"processingTimeMs":\d+/g, '"processingTimeMs":0')
    .replace(/(dehydratedAt|dataUpdatedAt|renderedAt)\\?":\d+/g, '$1":0');
  return { status: reply.status, type: String(reply.headers['content-type']), body };
}

/** Where two answers part, with a little context either side ('' when they are the same). */
function difference(a: { status: number; type: string; body: string }, b: { status: number; type: string; body: string }): string {
  if (a.status !== b.status || a.type !== b.type) return `${a.status} ${a.type} vs ${b.status} ${b.type}`;
  let i = 0;
  while (i < a.body.length && a.body[i] === b.body[i]) i++;
  return i === a.body.length && i === b.body.length
    ? ''
    : `…${a.body.slice(Math.max(0, i - 120), i + 120)}…\n  vs\n…${b.body.slice(Math.max(0, i - 120), i + 120)}…`;
}

describe('a hidden car, a car sold before the listing window and an unknown car answer alike', () => {
  it.each(PROBES)('%s', async (_, probe) => {
    const answers = [];
    for (const [, ref] of SUBJECTS) answers.push(normalised(await probe(ref), ref));
    const [hidden, sold, unknown] = answers;
    expect(unknown!.status, unknown!.body.slice(0, 300)).toBeLessThan(500);
    expect(difference(hidden!, unknown!), 'hidden vs unknown').toBe('');
    expect(difference(sold!, unknown!), 'sold before the window vs unknown').toBe('');
  });

  it('the watchlist never lists a car the website does not show', async () => {
    const list = await get('/api/garage/watchlist', { Cookie: session });
    const ids = list.json<{ watchlist: { id: number }[] }>().watchlist.map((c) => c.id);
    expect(ids).not.toContain(HIDDEN.id);
    expect(ids).not.toContain(SOLD_LONG_AGO.id);
  });

  it.each(['/sitemap.xml', '/feeds/vehicles.xml'])('%s names neither car', async (p) => {
    const reply = await get(p);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(CARS.inStock.slug);
    for (const c of [HIDDEN, SOLD_LONG_AGO]) expect(reply.body).not.toContain(c.slug);
  });
});

describe('search with filter=status = sold', () => {
  it('returns only cars sold within the listing window', async () => {
    const reply = await get(`/api/search/indexes/cars/search?filter=${encodeURIComponent('status = sold')}&limit=100`);
    expect(reply.status, reply.body).toBe(200);
    const slugs = reply
      .json<{ hits: Car[] }>()
      .hits.map((c) => c.slug)
      .sort();
    expect(slugs).toEqual([CARS.soldRecently.slug, SOLD_RECENTLY.slug].sort());
  });

  it('the same through multi-search', async () => {
    const reply = await postJson(server.port, host(), '/api/search/multi-search', { queries: [{ indexUid: 'cars', filter: 'status = sold', limit: 100 }] });
    const slugs = reply
      .json<{ results: { hits: Car[] }[] }>()
      .results[0]!.hits.map((c) => c.slug)
      .sort();
    expect(slugs).toEqual([CARS.soldRecently.slug, SOLD_RECENTLY.slug].sort());
  });
});
