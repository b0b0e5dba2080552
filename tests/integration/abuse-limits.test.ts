// Issue 25, parts 2 and 3, on one real production server with a temp copy of the tenants and real
// garage.sqlite: a car hold and a booking each need a passed captcha (the leads' ALTCHA); one live
// hold per client address and per email; the live holds on /metrics and in `builder-cli checkout
// holds`; three live bookings per client address and per email; a booking the dealer has not
// confirmed (acknowledged its lead) within the site's confirm_hours is released. The server's
// clock is the test's.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Car } from '../../schemas/types/car';
import { CAPTCHA_FAILED_MESSAGE } from '../../server/leads/captcha';
import { TEST_CARDS } from '../../server/checkout/test-payment-provider';
import { HOLD_LIMIT_MESSAGE } from '../../runtime/lib/checkout/hold-limits';
import { BOOKING_LIMIT_MESSAGE, confirmationNote } from '../../runtime/lib/booking-limits';
import { leadDatabasePath } from '../../server/leads/lead-store';
import Database from 'better-sqlite3';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { loadTenants } from '../helpers/tenants';
import { runCli } from '../unit/cli-run';
import { adminKeyVariable } from '../../server/http/admin-routes';
import { freshIp, makeSandbox, postJson, send, validFields, type Sandbox } from './leads-support';
import { solvedAltcha } from './altcha-support';
import { restoreEnv } from '../helpers/env';

const SLUG = 'riverbend-mazda';
const METRICS_TOKEN = 'abuse-limits-metrics-token';
const DEALERSHIP = 1101;
const SERVICE_LOCATION = 102;
const ACK_SECRET_VARIABLE = 'ABUSE_LIMITS_ACK_SECRET';
const ACK_SECRET = 'abuse-limits-ack-secret';
const ADMIN_KEY = 'abuse-limits-admin-key';
const sandbox: Sandbox = await makeSandbox('abuse-limits-');
sandbox.editSite(SLUG, (site) => (site.dashboard = { slot_minutes: 60, booking_days: 7, lead_minutes: 0, confirm_hours: 24 }));
// A site without lead routing: its bookings are released too, after its own confirm_hours.
const UNROUTED = 'southern-cross-autos';
sandbox.editSite(UNROUTED, (site) => (site.dashboard = { slot_minutes: 60, booking_days: 7, lead_minutes: 0, confirm_hours: 2 }));
// Every lead is routed to a receiver that may acknowledge it (the dealer's confirmation of a booking).
writeFileSync(
  path.join(sandbox.tenantsDir, SLUG, 'lead-routing.json'),
  JSON.stringify({
    schemaVersion: 1,
    rules: [
      {
        id: 'all',
        default: true,
        destinations: [{ kind: 'webhook', url: 'http://127.0.0.1:9/closed', acknowledge_secret: `$env:${ACK_SECRET_VARIABLE}` }],
      },
    ],
  }),
);
const tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === SLUG)!;
if ((tenant.site.captcha?.provider ?? 'altcha') === 'off') throw new Error(`${SLUG} must keep the default captcha for this suite`);
const cars = tenant.stock.filter((c) => canReserve(c, tenant.publicSite));
if (cars.length < 4) throw new Error(`${SLUG} needs at least 4 reservable cars for this suite, has ${cars.length}`);

// Now, not a fixed date: builder-cli reads the store with the real clock, and a hold lasts 15 minutes.
let clock = Date.now();
const savedEnv = { ...process.env };
let server: RunningServer;
const host = () => tenantHost(SLUG, server.port);

beforeAll(async () => {
  // Cheap challenges: the suite solves them itself.
  Object.assign(process.env, {
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '4',
    METRICS_TOKEN,
    [ACK_SECRET_VARIABLE]: ACK_SECRET,
    [adminKeyVariable(SLUG)]: ADMIN_KEY,
  });
  const { startServer } = await builtServerModule();
  server = await startServer({
    mode: 'production',
    port: 0,
    tenantsDir: sandbox.tenantsDir,
    dataDir: sandbox.dataDir,
    now: () => clock,
    leads: { retryBaseMs: 3_600_000 },
  });
});
afterAll(async () => {
  await server?.close();
  restoreEnv(savedEnv);
  sandbox.remove();
});

const solved = () => solvedAltcha(server.port, host());

const contact = (email: string) => ({ first_name: 'Jo', last_name: 'Buyer', email, phone: '0412 345 678' });
const card = { number: TEST_CARDS.threeDSecure, exp_month: 12, exp_year: 2030, cvc: '123' };
/** A 3-D Secure card: the car stays `held` until the visitor passes or fails the check. */
const hold = async (car: Car, email: string, clientIp: string, altcha?: string) =>
  postJson(
    server.port,
    host(),
    '/api/checkout/reservations',
    { car_id: car.id, contact: contact(email), card, altcha: altcha ?? (await solved()) },
    { clientIp },
  );
const reservable = async (car: Car) => (await send(server.port, host(), `/api/checkout/cars/${car.id}`)).json<{ reservable: boolean }>().reservable;

describe('car holds (issue 25, part 2)', () => {
  const [a, b, c, d] = cars as [Car, Car, Car, Car];
  const ip = freshIp();
  let firstHold: { id: string; authenticate: string };

  it('need a passed captcha: none, a wrong one and a replayed one are refused, and the car stays free', async () => {
    const none = await postJson(server.port, host(), '/api/checkout/reservations', { car_id: a.id, contact: contact('none@example.com'), card });
    expect(none.status).toBe(400);
    expect(none.json()).toEqual({ error: CAPTCHA_FAILED_MESSAGE });
    expect((await hold(a, 'wrong@example.com', freshIp(), Buffer.from('{"challenge":{},"solution":{}}').toString('base64'))).status).toBe(400);
    const altcha = await solved();
    const used = await hold(d, 'once@example.com', freshIp(), altcha);
    expect(used.status).toBe(202);
    const replay = await hold(c, 'replay@example.com', freshIp(), altcha);
    expect(replay.status).toBe(400);
    expect(await reservable(a)).toBe(true);
    expect(await reservable(c)).toBe(true);
  });

  it('one live hold per client address: the first is held, a second car from the same address is refused', async () => {
    const first = await hold(a, 'first@example.com', ip);
    expect(first.status).toBe(202);
    const body = first.json<{ reservation: { id: string; state: string }; next_action: { url: string } }>();
    expect(body.reservation.state).toBe('held');
    firstHold = { id: body.reservation.id, authenticate: body.next_action.url };

    const second = await hold(b, 'second@example.com', ip);
    expect(second.status).toBe(429);
    expect(second.json()).toMatchObject({ error: HOLD_LIMIT_MESSAGE, code: 'hold_limit' });
    expect(await reservable(b)).toBe(true);
  });

  it('one live hold per email address, whatever the address or its case', async () => {
    const other = await hold(b, 'First@Example.COM', freshIp());
    expect(other.status).toBe(429);
    expect(other.json()).toMatchObject({ error: HOLD_LIMIT_MESSAGE });
    expect(await reservable(b)).toBe(true);
  });

  it('lists the live holds on /metrics and with builder-cli checkout holds', async () => {
    const metrics = await send(server.port, host(), '/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    // The captcha test's hold on d and the first hold on a.
    expect(metrics.body).toContain(`checkout_holds{tenant="${SLUG}",state="held"} 2`);

    const env = { TENANTS_DIR: sandbox.tenantsDir, DATA_DIR: sandbox.dataDir };
    const [json, text, unknown] = await Promise.all([
      runCli(['checkout', 'holds', SLUG, '--format', 'json'], { env }),
      runCli(['checkout', 'holds', SLUG], { env }),
      runCli(['checkout', 'holds', 'no-such-dealer'], { env }),
    ]);
    expect(json.code, json.stderr).toBe(0);
    const listed = JSON.parse(json.stdout) as { id: string; car_id: string; state: string; email: string; client: string }[];
    expect(listed.map((h) => h.car_id).sort()).toEqual([String(a.id), String(d.id)].sort());
    expect(listed.find((h) => h.id === firstHold.id)).toMatchObject({ state: 'held', email: 'first@example.com', client: ip });
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n')[0]).toMatch(/^ID +CAR +STATE +PROVIDER +SINCE +UNTIL +EMAIL +CLIENT$/);
    expect(text.stdout).toContain(firstHold.id);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown tenant "no-such-dealer"');
  }, 60_000);

  it('once the hold ends (a failed check releases it), the same visitor may hold a car again', async () => {
    expect((await postJson(server.port, host(), firstHold.authenticate, { result: 'fail' })).status).toBe(402);
    const again = await hold(b, 'first@example.com', ip);
    expect(again.status).toBe(202);
    expect(await reservable(b)).toBe(false);
  });
});

interface Slot {
  start: string;
}
const HOUR = 60 * 60_000;
const offered = async () =>
  (await send(server.port, host(), `/api/dashboard/dealerships/${DEALERSHIP}/available_service_bookings.json`))
    .json<{ locations: { slots: Slot[] }[] }>()
    .locations[0]!.slots.map((s) => s.start);
const book = async (start: string, email: string, clientIp: string, altcha?: string | null) =>
  postJson(
    server.port,
    host(),
    '/api/bookings',
    {
      kind: 'service',
      location_id: SERVICE_LOCATION,
      start,
      contact: { name: 'Sam Booker', email, phone: '0412 000 111' },
      ...(altcha === null ? {} : { altcha: altcha ?? (await solved()) }),
    },
    { clientIp },
  );

describe('bookings (issue 25, part 3)', () => {
  const ip = freshIp();
  let starts: string[];
  const booked: { id: string; lead_id: string; confirm_by: string }[] = [];

  it('need a passed captcha', async () => {
    // Slots two days ahead and later, so they are still ahead once the clock moves past the confirmation time.
    starts = (await offered()).filter((s) => Date.parse(s) > clock + 48 * HOUR);
    expect(starts.length).toBeGreaterThanOrEqual(6);
    const none = await book(starts[0]!, 'none@example.com', freshIp(), null);
    expect(none.status).toBe(400);
    expect(none.json()).toEqual({ error: CAPTCHA_FAILED_MESSAGE });
    expect(await offered()).toContain(starts[0]);
  });

  it('three live bookings per client address are allowed, the fourth is refused', async () => {
    for (const [i, email] of ['one@example.com', 'two@example.com', 'three@example.com'].entries()) {
      const reply = await book(starts[i]!, email, ip);
      expect(reply.status, reply.body).toBe(201);
      booked.push(reply.json<{ booking: { id: string; lead_id: string; confirm_by: string } }>().booking);
    }
    const fourth = await book(starts[3]!, 'four@example.com', ip);
    expect(fourth.status).toBe(429);
    expect(fourth.json()).toEqual({ error: BOOKING_LIMIT_MESSAGE, code: 'booking_limit' });
    expect(await offered()).toContain(starts[3]);
  });

  it('three live bookings per email are allowed, the fourth is refused from any address', async () => {
    for (const i of [3, 4]) expect((await book(starts[i]!, 'Repeat@Example.com', freshIp())).status).toBe(201);
    expect((await book(starts[5]!, 'repeat@example.com', freshIp())).status).toBe(201);
    const fourth = await book(starts[6] ?? starts[5]!, 'REPEAT@example.com', freshIp());
    expect(fourth.status).toBe(429);
    expect(fourth.json()).toMatchObject({ error: BOOKING_LIMIT_MESSAGE });
  });

  it('the dealer confirms a booking through the dashboard API with the site admin key', async () => {
    const confirm = (id: string, key: string) =>
      send(server.port, host(), `/api/dashboard/bookings/${id}/confirm`, { method: 'POST', headers: { Authorization: `Bearer ${key}` } });
    expect((await confirm(booked[2]!.id, 'wrong-key')).status).toBe(401);
    const ok = await confirm(booked[2]!.id, ADMIN_KEY);
    expect(ok.status, ok.body).toBe(200);
    expect(ok.json()).toEqual({ booking: { id: booked[2]!.id, confirmed_at: new Date(clock).toISOString() } });
    expect((await confirm(booked[2]!.id, ADMIN_KEY)).status).toBe(404);
    expect((await confirm('no-such-booking', ADMIN_KEY)).status).toBe(404);
  });

  it('a booking the dealer does not confirm within confirm_hours is released and its slot offered again; confirmed ones stay', async () => {
    const [confirmed, unconfirmed] = booked as [(typeof booked)[0], (typeof booked)[0]];
    expect(Date.parse(unconfirmed.confirm_by)).toBe(clock + 24 * HOUR);
    const ack = await send(server.port, host(), `/api/leads/${confirmed.lead_id}/acknowledge`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ACK_SECRET}` },
    });
    expect(ack.status, ack.body).toBe(200);

    clock += 24 * HOUR - 1000;
    let free = await offered();
    expect(free).not.toContain(starts[1]);
    expect((await book(starts[6] ?? starts[5]!, 'later@example.com', ip)).status).toBe(429);

    clock += 1000;
    free = await offered();
    expect(free).toContain(starts[1]);
    // Acknowledged through the lead, and confirmed through the dashboard API.
    expect(free).not.toContain(starts[0]);
    expect(free).not.toContain(starts[2]);
    // The client's live bookings are down to the two confirmed ones: it may book again.
    expect((await book(starts[1]!, 'again@example.com', ip)).status).toBe(201);
  });
});

describe('every unconfirmed booking is released (issue 25, part 3)', () => {
  const unroutedSlots = async () =>
    (await send(server.port, tenantHost(UNROUTED, server.port), '/api/dashboard/dealerships/2201/available_service_bookings.json'))
      .json<{ locations: { slots: Slot[] }[] }>()
      .locations[0]!.slots.map((s) => s.start);
  const leadPayload = (id: string) => {
    const db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true });
    try {
      return JSON.parse((db.prepare('SELECT payload FROM leads WHERE id = ?').get(id) as { payload: string }).payload) as Record<string, string>;
    } finally {
      db.close();
    }
  };

  it('on a site without lead routing, after its confirm_hours; the lead tells the dealer the booking and how to confirm it', async () => {
    const start = (await unroutedSlots()).find((s) => Date.parse(s) > clock + 48 * HOUR)!;
    const altcha = await solved();
    const reply = await postJson(
      server.port,
      tenantHost(UNROUTED, server.port),
      '/api/bookings',
      { kind: 'service', location_id: 205, start, contact: { name: 'Una Routed', email: 'una@example.com', phone: '0412 000 222' }, altcha },
      { clientIp: freshIp() },
    );
    expect(reply.status, reply.body).toBe(201);
    const booking = reply.json<{ booking: { id: string; lead_id: string; confirm_by: string } }>().booking;
    expect(Date.parse(booking.confirm_by)).toBe(clock + 2 * HOUR);
    expect(leadPayload(booking.lead_id).message).toContain(confirmationNote(booking.id, { dashboard: { confirm_hours: 2 } }));
    expect(await unroutedSlots()).not.toContain(start);

    clock += 2 * HOUR - 1000;
    expect(await unroutedSlots()).not.toContain(start);
    clock += 1000;
    expect(await unroutedSlots()).toContain(start);
  });

  it('a booking sent with lead_id: released unless confirmed, and the dashboard API confirms it', async () => {
    const [first, second] = (await offered()).filter((s) => Date.parse(s) > clock + 48 * HOUR);
    const bookFor = async (start: string, email: string) => {
      const reply = await postJson(
        server.port,
        host(),
        '/api/bookings',
        {
          kind: 'service',
          location_id: SERVICE_LOCATION,
          start,
          lead_id: 'an-existing-lead',
          contact: { name: 'Lee Given', email, phone: '0412 000 333' },
          altcha: await solved(),
        },
        { clientIp: freshIp() },
      );
      expect(reply.status, reply.body).toBe(201);
      return reply.json<{ booking: { id: string; confirm_by: string } }>().booking;
    };
    const kept = await bookFor(first!, 'kept@example.com');
    const dropped = await bookFor(second!, 'dropped@example.com');
    expect(Date.parse(dropped.confirm_by)).toBe(clock + 24 * HOUR);
    const ok = await send(server.port, host(), `/api/dashboard/bookings/${kept.id}/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_KEY}` },
    });
    expect(ok.status, ok.body).toBe(200);

    clock += 24 * HOUR;
    const free = await offered();
    expect(free).toContain(second);
    expect(free).not.toContain(first);
  });
});

describe("a lead form's slot field (issue 25, part 3)", () => {
  it('has the same limit as /api/bookings: an email with 3 live bookings is refused on the field, and nothing is booked', async () => {
    const starts = (await offered()).filter((s) => Date.parse(s) > clock + 48 * HOUR);
    for (const start of starts.slice(0, 3)) expect((await book(start, 'form.visitor@example.com', freshIp())).status).toBe(201);
    const fourth = starts[3]!;
    const lead = await postJson(
      server.port,
      host(),
      '/api/leads',
      {
        lead: {
          form: 'service-booking',
          ...validFields(tenant, 'service-booking'),
          email: 'Form.Visitor@example.com',
          preferred_date_time: `${SERVICE_LOCATION}@${fourth}`,
          altcha: await solved(),
        },
      },
      { clientIp: freshIp() },
    );
    expect(lead.status, lead.body).toBe(429);
    expect(lead.json()).toMatchObject({ error: BOOKING_LIMIT_MESSAGE, code: 'booking_limit', fields: { preferred_date_time: BOOKING_LIMIT_MESSAGE } });
    expect(await offered()).toContain(fourth);
  });
});
