// Reserve against the real server with a temp copy of the tenants, real garage.sqlite and
// leads.sqlite: two visitors racing for one car (exactly one wins), a declined card releasing the
// car, 3-D Secure, hold expiry on the server's clock, the reserve lead in the lead store, and the
// Stripe flow against a local stand-in of Stripe's API with signed webhooks.
import { startStripeApiStandIn, type StripeApiStandIn } from '../helpers/stripe-api-stand-in';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Car } from '../../schemas/types/car';
import { leadDatabasePath } from '../../server/leads/lead-store';
import { TEST_CARDS } from '../../server/checkout/test-payment-provider';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, postJson, send, type Reply, type Sandbox } from './leads-support';

const SLUG = 'riverbend-mazda';
const STRIPE_SLUG = 'lone-star-trucks';
const WEBHOOK_SECRET = 'whsec_test_local';
const sandbox: Sandbox = await makeSandbox('checkout-reserve-');
// The hold captcha and the one-hold-per-visitor limit have their own suite (abuse-limits.test.ts).
for (const slug of [SLUG, STRIPE_SLUG]) sandbox.editSite(slug, (site) => (site.captcha = { provider: 'off' }));
// Started first: the Stripe secret key it puts in the environment is what makes Lone Star's processor ready.
const stripeApi: StripeApiStandIn = await startStripeApiStandIn({
  envSuffix: 'LONE_STAR_TRUCKS',
  webhookSecret: WEBHOOK_SECRET,
  idPrefix: 'pi_local_',
  secretSuffix: 'x',
});
const tenants = await loadTenants(sandbox.tenantsDir);
const tenantOf = (slug: string) => tenants.find((t) => t.slug === slug)!;
const reservable = (slug: string) => tenantOf(slug).stock.filter((c) => canReserve(c, tenantOf(slug).publicSite));
const cars = reservable(SLUG);
if (cars.length < 6) throw new Error(`${SLUG} needs at least 6 reservable cars for this suite, has ${cars.length}`);
const stripeCar = reservable(STRIPE_SLUG)[0];
if (!stripeCar) throw new Error(`${STRIPE_SLUG} has no reservable car`);
const notReservable = tenantOf(SLUG).stock.find((c) => c.status === 'in_stock' && !canReserve(c, tenantOf(SLUG).publicSite))!;

let clock = Date.parse('2026-11-24T10:00:00Z');
let server: RunningServer;
const host = (slug = SLUG) => tenantHost(slug, server.port);
const contact = { first_name: 'Jo', last_name: 'Buyer', email: 'jo@example.com', phone: '0412 345 678' };
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2030, cvc: '123' });
const reserve = (car: Car, number: string = TEST_CARDS.succeeds) =>
  postJson(server.port, host(), '/api/checkout/reservations', { car_id: car.id, contact, card: card(number) });

async function indexedReserved(car: Car, slug = SLUG): Promise<boolean> {
  const reply = await postJson(server.port, host(slug), '/api/search/multi-search', {
    queries: [{ indexUid: 'cars', filter: `id = ${JSON.stringify(String(car.id))}`, limit: 1 }],
  });
  const hit = reply.json<{ results: { hits: Car[] }[] }>().results[0]!.hits[0];
  if (!hit) throw new Error(`car ${car.id} is not in the index`);
  return hit.reserved === true;
}

beforeAll(async () => {
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
});
afterAll(async () => {
  await server?.close();
  stripeApi?.close();
  sandbox.remove();
});

function reserveLeads(): { id: string; form: string; payload: string }[] {
  const db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT id, form, payload FROM leads WHERE form = 'reserve'").all() as { id: string; form: string; payload: string }[];
  } finally {
    db.close();
  }
}

describe('reserve with the test card processor', () => {
  it('of two visitors reserving one car at once, exactly one wins; the other sees a clear message and similar cars', async () => {
    const car = cars[0]!;
    expect(await indexedReserved(car)).toBe(false);
    const replies = await Promise.all([reserve(car), reserve(car)]);
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409]);
    const lost = replies.find((r) => r.status === 409)!.json<{ error: string; code: string; similar: Car[] }>();
    expect(lost.error).toBe('Sorry, this car has just been reserved by someone else.');
    expect(lost.code).toBe('car_reserved');
    expect(lost.similar.length).toBeGreaterThan(0);
    expect(lost.similar.map((c) => c.id)).not.toContain(car.id);
    const won = replies.find((r) => r.status === 201)!.json<{ reservation: { state: string; lead_id: string; amount: number; currency: string } }>();
    expect(won.reservation).toMatchObject({ state: 'reserved', amount: 50000, currency: 'AUD' });

    // Reserved in the index at once, and no longer offered for checkout.
    expect(await indexedReserved(car)).toBe(true);
    const offer = await send(server.port, host(), `/api/checkout/cars/${car.id}`);
    expect(offer.json()).toMatchObject({ reservable: false, car: { reserved: true } });
    // The reserve lead reached the lead store (and its delivery outbox).
    const lead = reserveLeads().find((l) => l.id === won.reservation.lead_id);
    expect(lead).toBeDefined();
    const payload = JSON.parse(lead!.payload) as Record<string, unknown>;
    // Lead values are normalised to text (spec section 3): the car is named by its id as text.
    expect(payload).toMatchObject({ email: 'jo@example.com', first_name: 'Jo' });
    expect(String(payload.car_id)).toBe(String(car.id));
    // A later try sees the same message.
    expect((await reserve(car)).status).toBe(409);
  });

  it.each([
    ['declined', TEST_CARDS.declined, 'card_declined', 'Your card was declined.'],
    ['insufficient funds', TEST_CARDS.insufficientFunds, 'insufficient_funds', 'Your card has insufficient funds.'],
  ])('a %s card is refused and releases the car', async (_, number, code, message) => {
    const car = number === TEST_CARDS.declined ? cars[1]! : cars[2]!;
    const reply = await reserve(car, number);
    expect(reply.status).toBe(402);
    expect(reply.json()).toMatchObject({ error: message, code, reservation: { state: 'released' } });
    expect(await indexedReserved(car)).toBe(false);
    expect((await send(server.port, host(), `/api/checkout/cars/${car.id}`)).json()).toMatchObject({ reservable: true });
    expect((await reserve(car)).status).toBe(201);
  });

  it('holds the car through 3-D Secure: a failed check releases it, a passed one reserves it', async () => {
    const car = cars[3]!;
    const first = await reserve(car, TEST_CARDS.threeDSecure);
    expect(first.status).toBe(202);
    const held = first.json<{ reservation: { id: string; state: string }; next_action: { type: string; url: string } }>();
    expect(held.reservation.state).toBe('held');
    expect(held.next_action.type).toBe('three_d_secure');
    expect(await indexedReserved(car)).toBe(true);
    expect((await reserve(car)).status).toBe(409);

    const failed = await postJson(server.port, host(), held.next_action.url, { result: 'fail' });
    expect(failed.status).toBe(402);
    expect(await indexedReserved(car)).toBe(false);

    const again = (await reserve(car, TEST_CARDS.threeDSecure)).json<{ next_action: { url: string } }>();
    const passed = await postJson(server.port, host(), again.next_action.url, { result: 'approve' });
    expect(passed.status).toBe(201);
    expect(passed.json()).toMatchObject({ reservation: { state: 'reserved' } });
    expect(await indexedReserved(car)).toBe(true);
  });

  it('releases a hold whose time ran out (15 minutes), and not a minute before', async () => {
    const car = cars[4]!;
    const held = (await reserve(car, TEST_CARDS.threeDSecure)).json<{ reservation: { id: string }; next_action: { url: string } }>();
    clock += 14 * 60_000;
    expect((await send(server.port, host(), `/api/checkout/cars/${car.id}`)).json()).toMatchObject({ reservable: false });
    clock += 60_000;
    expect((await send(server.port, host(), `/api/checkout/cars/${car.id}`)).json()).toMatchObject({ reservable: true });
    expect(await indexedReserved(car)).toBe(false);
    const late = await postJson(server.port, host(), held.next_action.url, { result: 'approve' });
    expect(late.status).toBe(409);
  });

  it('refuses a car the reserve rule excludes, bad contact details and bad bodies', async () => {
    expect((await reserve(notReservable)).json()).toMatchObject({ error: 'This car cannot be reserved online.' });
    const badEmail = await postJson(server.port, host(), '/api/checkout/reservations', {
      car_id: cars[5]!.id,
      contact: { ...contact, email: 'nope' },
      card: card(TEST_CARDS.succeeds),
    });
    expect(badEmail.status).toBe(422);
    expect(badEmail.json<{ fields: Record<string, string> }>().fields.email).toBe('invalid email address');
    expect((await postJson(server.port, host(), '/api/checkout/reservations', { car_id: cars[5]!.id })).status).toBe(400);
    expect(
      (await postJson(server.port, host(), '/api/checkout/reservations', { car_id: 'no-such-car', contact, card: card(TEST_CARDS.succeeds) })).status,
    ).toBe(404);
    // Nothing above held the car.
    expect(await indexedReserved(cars[5]!)).toBe(false);
  });

  it('keeps held cars reserved when the stock is indexed again (restart, import)', async () => {
    const car = cars[0]!;
    await server.search.replaceStock(SLUG, tenantOf(SLUG).stock);
    expect(await indexedReserved(car)).toBe(true);
  });
});

describe('reserve with Stripe', () => {
  const signed = (event: object): { body: string; headers: Record<string, string> } => {
    const body = JSON.stringify(event);
    return {
      body,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }) },
    };
  };
  const webhook = (event: object, headers?: Record<string, string>): Promise<Reply> => {
    const s = signed(event);
    return send(server.port, host(STRIPE_SLUG), '/api/checkout/stripe-webhook', { method: 'POST', body: s.body, headers: headers ?? s.headers });
  };

  it('creates the PaymentIntent on the server and reserves when the signed webhook says it succeeded', async () => {
    const reply = await postJson(server.port, host(STRIPE_SLUG), '/api/checkout/reservations', {
      car_id: stripeCar.id,
      contact: { ...contact, phone: '(512) 555-0134' },
    });
    expect(reply.status).toBe(202);
    const body = reply.json<{
      reservation: { id: string; state: string; currency: string; amount: number };
      next_action: { type: string; client_secret: string; publishable_key: string };
    }>();
    expect(body.next_action).toMatchObject({ type: 'stripe_confirm', publishable_key: 'pk_test_sample_lone_star_trucks' });
    expect(body.reservation).toMatchObject({ state: 'held', currency: 'USD', amount: 100000 });
    const [intentId, metadata] = [...stripeApi.intents.entries()].find(([, m]) => m.hold_id === body.reservation.id)!;
    expect(body.next_action.client_secret).toBe(`${intentId}_secret_x`);
    expect(await indexedReserved(stripeCar, STRIPE_SLUG)).toBe(true);

    const event = { id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: intentId, object: 'payment_intent', metadata } } };
    const forged = await webhook(event, { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=deadbeef' });
    expect(forged.status).toBe(400);
    expect((await send(server.port, host(STRIPE_SLUG), `/api/checkout/reservations/${body.reservation.id}`)).json()).toMatchObject({
      reservation: { state: 'held' },
    });

    expect((await webhook(event)).status).toBe(200);
    expect((await send(server.port, host(STRIPE_SLUG), `/api/checkout/reservations/${body.reservation.id}`)).json()).toMatchObject({
      reservation: { state: 'reserved' },
    });
  });

  it.each<[string, unknown]>([
    ['data.object null', { id: 'evt_m1', object: 'event', type: 'payment_intent.succeeded', data: { object: null } }],
    ['no data', { id: 'evt_m2', object: 'event', type: 'payment_intent.succeeded' }],
    ['an array body', [{ id: 'evt_m3', type: 'payment_intent.succeeded' }]],
  ])('a signed but malformed event (%s) is a 400, not a 500', async (_, event) => {
    const reply = await webhook(event as object);
    expect(reply.status, reply.body).toBe(400);
    expect(reply.json<{ error: string }>().error).toMatch(/^The event /);
  });

  it('releases the car when the signed webhook says the payment failed', async () => {
    const car = reservable(STRIPE_SLUG)[1]!;
    const body = (
      await postJson(server.port, host(STRIPE_SLUG), '/api/checkout/reservations', { car_id: car.id, contact: { ...contact, phone: '(512) 555-0134' } })
    ).json<{ reservation: { id: string } }>();
    const [intentId, metadata] = [...stripeApi.intents.entries()].find(([, m]) => m.hold_id === body.reservation.id)!;
    expect(await indexedReserved(car, STRIPE_SLUG)).toBe(true);
    const reply = await webhook({
      id: 'evt_2',
      object: 'event',
      type: 'payment_intent.payment_failed',
      data: { object: { id: intentId, object: 'payment_intent', metadata } },
    });
    expect(reply.status).toBe(200);
    expect(await indexedReserved(car, STRIPE_SLUG)).toBe(false);
  });

  const stripeHold = async (car: Car, email: string) =>
    (
      await postJson(server.port, host(STRIPE_SLUG), '/api/checkout/reservations', {
        car_id: car.id,
        contact: { ...contact, email, phone: '(512) 555-0134' },
      })
    ).json<{ reservation: { id: string; expires_at: string } }>().reservation;
  const stripeReservable = async (car: Car) =>
    (await send(server.port, host(STRIPE_SLUG), `/api/checkout/cars/${car.id}`)).json<{ reservable: boolean }>().reservable;

  it('holds a car at most 2 minutes before a card is attached (issue 25)', async () => {
    const car = reservable(STRIPE_SLUG)[2]!;
    const held = await stripeHold(car, 'two-minutes@example.com');
    expect(Date.parse(held.expires_at)).toBe(clock + 2 * 60_000);
    clock += 2 * 60_000 - 1000;
    expect(await stripeReservable(car)).toBe(false);
    clock += 1000;
    expect(await stripeReservable(car)).toBe(true);
    expect(await indexedReserved(car, STRIPE_SLUG)).toBe(false);
  });

  it('once Stripe reports a card attached (3-D Secure asked), the hold lasts the site’s 15 minutes from its start', async () => {
    const car = reservable(STRIPE_SLUG)[2]!;
    const started = clock;
    const held = await stripeHold(car, 'card-attached@example.com');
    const [intentId, metadata] = [...stripeApi.intents.entries()].find(([, m]) => m.hold_id === held.id)!;
    const event = {
      id: 'evt_3',
      object: 'event',
      type: 'payment_intent.requires_action',
      data: { object: { id: intentId, object: 'payment_intent', metadata } },
    };
    expect((await webhook(event)).status).toBe(200);
    const extended = (await send(server.port, host(STRIPE_SLUG), `/api/checkout/reservations/${held.id}`)).json<{ reservation: { expires_at: string } }>();
    expect(Date.parse(extended.reservation.expires_at)).toBe(started + 15 * 60_000);
    clock += 15 * 60_000 - 1000;
    expect(await stripeReservable(car)).toBe(false);
    clock += 1000;
    expect(await stripeReservable(car)).toBe(true);
  });
});

describe('the checkout routes without a car (docs/decisions.md "/checkout without a car")', () => {
  it.each(['/checkout', '/checkout-journey', '/checkout?car_id='])('%s is the journey start: 200, asking for a car with a link to the stock', async (url) => {
    const reply = await send(server.port, host(), url);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatch(/<h1[^>]*>Reserve a car<\/h1>/);
    // React writes <!-- --> between adjacent text parts.
    const { vehicles } = tenantOf(SLUG).publicSite;
    expect(reply.body.replaceAll('<!-- -->', '')).toMatch(
      new RegExp(`Choose a ${vehicles.singular} to reserve from <a href="${vehicles.basePath}/?(\\?[^"]*)?">`),
    );
    expect(reply.body).toContain('<meta name="robots" content="noindex');
  });

  it('a car_id that names no car shown on the site is a dead link: 404', async () => {
    expect((await send(server.port, host(), '/checkout?car_id=no-such-car')).status).toBe(404);
    expect((await send(server.port, host(), `/checkout-journey?car_id=${notReservable.id}`)).status).toBe(200);
  });
});

it('the sample stock of both reserve tenants is readable by the suite', () => {
  expect(JSON.parse(readFileSync(path.join(sandbox.tenantsDir, SLUG, 'site.json'), 'utf8')).checkout.provider).toBe('test');
});
