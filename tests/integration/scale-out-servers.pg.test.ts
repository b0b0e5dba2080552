// Two real server processes on one PostgreSQL database (each with its own empty DATA_DIR), shared
// by every case of this file (one cluster, two servers: starting servers is what costs):
// - the search rate limit and the admin-key lockout count a client's requests across both;
// - a captcha challenge fetched from one server is accepted by the other and used once across both;
// - leads posted to both, with both servers' outbox workers running, reach the webhook once each;
// - two visitors reserving one car through the two servers: exactly one wins;
// - a garage session made on one server is valid on the other, and signing out on it ends it on both.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Car } from '../../schemas/types/car';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { TEST_CARDS } from '../../server/checkout/test-payment-provider';
import { MAX_FAILURES } from '../../server/http/admin-lockout';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, postJson, send, startReceiver, validFields, waitFor, type Receiver, type Reply, type Sandbox } from './leads-support';
import { solvedAltcha } from './altcha-support';
import { allDelivered, dataDirIn, hookKeys, LEAD_DEALER as SLUG, leadDealer, leadForm, pgQuery } from './scale-out-support';

const SEARCH_LIMIT = 6;
/** The bound for a change to reach every server. */
const REACH_MS = 2000;
const ADMIN_KEY = 'the-right-admin-key-0123456789';
const sandbox: Sandbox = await makeSandbox('scale-out-servers-');
const tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug !== SLUG)!;
const receiver: Receiver = await startReceiver();
const dealer = await leadDealer(sandbox, receiver);

let databaseUrl: string;
const dataDirs: string[] = [];
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  databaseUrl = await freshDatabase();
  const env = {
    DATABASE_URL: databaseUrl,
    SEARCH_RATE_LIMIT_PER_MINUTE: String(SEARCH_LIMIT),
    STOCK_ADMIN_KEY: ADMIN_KEY,
    ADMIN_RATE_LIMIT_PER_MIN: '100',
    // Cheap challenges: the test solves them. No ALTCHA_HMAC_KEY: the servers agree on one through the database.
    ALTCHA_COST: '10',
    ALTCHA_MAX_COUNTER: '50',
    ALTCHA_HMAC_KEY: '',
    // The dealer's checkout.provider is "test", which production refuses unless told (the reservation case).
    CHECKOUT_TEST_PROVIDER: 'allow',
  };
  const dataDir = () => {
    dataDirs.push(dataDirIn(sandbox));
    return dataDirs[dataDirs.length - 1]!;
  };
  // Started one after the other: the second finds the migrations done.
  a = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env });
  b = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDir(), env });
});
afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await receiver.close();
  sandbox.remove();
});

const search = (server: ServerProcess, clientIp: string) =>
  send(server.port, tenantHost(tenant.slug, server.port), '/api/search/multi-search', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ queries: [{ indexUid: 'cars', q: '' }] }),
    clientIp,
  });

const admin = (server: ServerProcess, clientIp: string, key: string) =>
  send(server.port, tenantHost(tenant.slug, server.port), '/api/admin/stock', { method: 'POST', headers: { Authorization: `Bearer ${key}` }, clientIp });

describe('two servers, one database', () => {
  it('both are ready with the shared store', async () => {
    for (const server of [a, b]) {
      const ready = await send(server.port, 'any.example', '/readyz');
      expect(ready.status, ready.body).toBe(200);
      expect(ready.json()).toMatchObject({ checks: { store: 'ok' } });
      // The connection budget at start: 4 pools (leads, garage, counters, stock) × DATABASE_POOL_MAX 10 + the LISTEN connection.
      const budget = await waitFor('the connection budget line', () => server.logs.find((l) => String(l.msg).startsWith('PostgreSQL connections')));
      expect(budget).toMatchObject({
        msg: 'PostgreSQL connections: the servers fit in max_connections',
        servers: 2,
        pools: 4,
        perServer: 41,
        total: 82,
        maxConnections: 200,
      });
    }
  });

  it('the search rate limit counts one client across both servers', async () => {
    const client = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < SEARCH_LIMIT; i++) statuses.push((await search(i % 2 ? b : a, client)).status);
    expect(statuses).toEqual(Array(SEARCH_LIMIT).fill(200));
    // Each server alone has seen only half the limit.
    expect((await search(a, client)).status).toBe(429);
    expect((await search(b, client)).status).toBe(429);
    expect((await search(b, '203.0.113.8')).status).toBe(200);
  });

  it('the admin lockout counts wrong keys across both servers', async () => {
    const client = '203.0.113.20';
    for (let i = 0; i < MAX_FAILURES; i++) expect((await admin(i % 2 ? b : a, client, 'wrong-key')).status).toBe(401);
    // Locked out on both, even with the right key.
    for (const server of [a, b]) {
      const locked = await admin(server, client, ADMIN_KEY);
      expect(locked.status).toBe(429);
      expect(locked.json()).toEqual({ error: 'Too many wrong admin keys: try again later' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await admin(b, '203.0.113.21', ADMIN_KEY)).status).toBe(200);
  });
});

describe('captcha challenges across two servers (no ALTCHA_HMAC_KEY set)', () => {
  const form = leadForm(tenant);
  const lead = (altcha: string) => ({ lead: { form, ...validFields(tenant, form), altcha } });
  const submit = (server: ServerProcess, altcha: string) => postJson(server.port, tenantHost(tenant.slug, server.port), '/api/leads', lead(altcha));

  const solvedOn = (server: ServerProcess) => solvedAltcha(server.port, tenantHost(tenant.slug, server.port));

  it('a challenge issued by one server is accepted by the other', async () => {
    const fromA = await solvedOn(a);
    const res = await submit(b, fromA);
    expect(res.status, res.body).toBe(201);
    const fromB = await solvedOn(b);
    expect((await submit(a, fromB)).status).toBe(201);
  });

  it('a solution used on one server is refused on the other', async () => {
    const altcha = await solvedOn(a);
    expect((await submit(a, altcha)).status).toBe(201);
    const replay = await submit(b, altcha);
    expect(replay.status).toBe(400);
    expect(replay.json()).toEqual({ error: 'Captcha verification failed' });
  });
});

const query = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) => pgQuery<T>(databaseUrl, text, values);

const dealerHost = (server: ServerProcess) => tenantHost(SLUG, server.port);

describe('the lead outbox with both servers working it', () => {
  it('every lead posted to either server reaches the webhook exactly once', async () => {
    const form = leadForm(dealer);
    const LEADS = 24;
    const ids: string[] = [];
    // Posted in pairs at once, half to each server, so both workers find due deliveries together.
    for (let i = 0; i < LEADS; i += 2) {
      const replies = await Promise.all(
        [a, b].map((server, k) =>
          postJson(server.port, dealerHost(server), '/api/leads', { lead: { form, ...validFields(dealer, form), email: `once-${i + k}@example.com` } }),
        ),
      );
      for (const reply of replies) {
        expect(reply.status, reply.body).toBe(201);
        ids.push(reply.json<{ id: string }>().id);
      }
    }
    await allDelivered(databaseUrl, ids);
    const mine = hookKeys(receiver).filter((k) => ids.some((id) => k.startsWith(`${id}-`)));
    expect(mine).toHaveLength(LEADS);
    expect(new Set(mine).size).toBe(LEADS);
  });
});

describe('reserving one car through two servers', () => {
  const car = dealer.stock.find((c) => canReserve(c, dealer.publicSite))!;
  // Each visitor its own address and email: one visitor's second try is the per-visitor hold limit (429), not this race.
  let visitors = 0;
  const reserve = (server: ServerProcess, carId: Car['id'] = car.id, card: string = TEST_CARDS.succeeds) => {
    const n = ++visitors;
    return postJson(
      server.port,
      dealerHost(server),
      '/api/checkout/reservations',
      {
        car_id: carId,
        contact: { first_name: 'Jo', last_name: 'Buyer', email: `jo-${n}@example.com`, phone: '0412 345 678' },
        card: { number: card, exp_month: 12, exp_year: 2030, cvc: '123' },
      },
      { headers: { 'X-Forwarded-For': `203.0.113.${n}` } },
    );
  };
  /** Whether the server's search shows the car reserved. */
  const reservedOn = async (server: ServerProcess, carId: Car['id']) => {
    const res = await send(server.port, dealerHost(server), '/api/search/multi-search', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ queries: [{ indexUid: 'cars', filter: `id = ${JSON.stringify(String(carId))}`, limit: 1 }] }),
    });
    expect(res.status, res.body).toBe(200);
    return res.json<{ results: { hits: { reserved?: boolean }[] }[] }>().results[0]!.hits[0]?.reserved === true;
  };
  /** Both servers' search shows the car `reserved` (or not) within REACH_MS of `since`. */
  const reachesBoth = (carId: Car['id'], reserved: boolean, since: number) =>
    Promise.all(
      [a, b].map((server) =>
        waitFor(
          `car ${carId} ${reserved ? '' : 'not '}reserved in the search of :${server.port}`,
          async () => (await reservedOn(server, carId)) === reserved,
          REACH_MS - (Date.now() - since),
        ),
      ),
    );

  it('of two visitors at once, one on each server, exactly one wins', async () => {
    expect(car).toBeDefined();
    const replies = await Promise.all([reserve(a), reserve(b)]);
    expect(replies.map((r) => r.status).sort(), replies.map((r) => r.body).join('\n')).toEqual([201, 409]);
    const lost = replies.find((r) => r.status === 409)!.json<{ error: string; code: string }>();
    expect(lost).toMatchObject({ error: 'Sorry, this car has just been reserved by someone else.', code: 'car_reserved' });
    // One live hold for the car in the shared store, and later tries on either server lose too.
    const holds = await query('SELECT id FROM holds WHERE tenant = $1 AND car_id = $2', [SLUG, String(car.id)]);
    expect(holds).toHaveLength(1);
    for (const server of [a, b]) expect((await reserve(server)).status).toBe(409);
  });

  it(`the reservation shows in both servers' search within ${REACH_MS} ms`, async () => {
    const other = dealer.stock.find((c) => c.id !== car.id && canReserve(c, dealer.publicSite))!;
    expect(await reservedOn(b, other.id)).toBe(false);
    const reply = await reserve(a, other.id);
    expect(reply.status, reply.body).toBe(201);
    await reachesBoth(other.id, true, Date.now());
  });

  it(`a hold made on A and its release on A reach B's search within ${REACH_MS} ms each`, async () => {
    const reservable = dealer.stock.filter((c) => canReserve(c, dealer.publicSite));
    const held = reservable[2]!;
    expect(await reservedOn(b, held.id)).toBe(false);
    // The 3-D Secure card: the hold waits for the visitor's authentication.
    const hold = await reserve(a, held.id, TEST_CARDS.threeDSecure);
    expect(hold.status, hold.body).toBe(202);
    await reachesBoth(held.id, true, Date.now());
    const id = hold.json<{ reservation: { id: string } }>().reservation.id;
    const failed = await postJson(a.port, dealerHost(a), `/api/checkout/reservations/${id}/authenticate`, { result: 'fail' });
    expect(failed.status, failed.body).toBe(402);
    await reachesBoth(held.id, false, Date.now());
  });
});

describe('a garage session across two servers', () => {
  /** The newest sign-in mail to `to`, from whichever server's worker sent it (each writes to its own DATA_DIR). */
  function codeFor(to: string): string | undefined {
    const mails = dataDirs.flatMap((dir) => {
      const folder = path.join(dir, 'mail', SLUG);
      let names: string[];
      try {
        names = readdirSync(folder);
      } catch {
        return [];
      }
      return names.map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { to: string; text: string });
    });
    const mail = mails.filter((m) => m.to === to).pop();
    return mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  }
  const cookieOf = (reply: Reply) => String(reply.headers['set-cookie'] ?? '').split(';')[0]!;
  const whoIs = async (server: ServerProcess, cookie: string) =>
    (await send(server.port, dealerHost(server), '/api/auth', { headers: { Cookie: cookie } })).json<{ user: { email: string } | null }>().user;

  it('signed in on A, the visitor is signed in on B; signing out on B ends it on A', async () => {
    const email = 'cross.server@example.com';
    expect((await postJson(a.port, dealerHost(a), '/api/auth/code', { email })).status).toBe(202);
    const code = await waitFor('the sign-in code mail', () => codeFor(email));
    const verified = await postJson(a.port, dealerHost(a), '/api/auth/verify', { email, code, favourites: [dealer.stock[0]!.id] });
    expect(verified.status, verified.body).toBe(200);
    const cookie = cookieOf(verified);
    expect(cookie).toMatch(/^garage_session=/);

    expect(await whoIs(b, cookie)).toEqual(expect.objectContaining({ email }));
    const watchlist = (await send(b.port, dealerHost(b), '/api/auth', { headers: { Cookie: cookie } })).json<{ watchlist: { id: number }[] }>().watchlist;
    expect(watchlist.map((e) => e.id)).toEqual([dealer.stock[0]!.id]);

    const out = await postJson(b.port, dealerHost(b), '/api/auth/sign-out', {}, { headers: { Cookie: cookie } });
    expect(out.status).toBe(204);
    expect(await whoIs(a, cookie)).toBeNull();
  });
});

describe('a tenant reload across two servers', () => {
  it(`POST /api/admin/tenants/reload on A: B serves the edited folder, past its render cache, within ${REACH_MS} ms`, async () => {
    const name = 'Riverbend Mazda Quokkaville';
    const home = (server: ServerProcess) => send(server.port, dealerHost(server), '/');
    const cached = await waitFor('the home page of B cached', async () => {
      const res = await home(b);
      return res.headers['x-render-cache'] === 'hit' && res;
    });
    expect(cached.body).not.toContain(name);
    // Both servers read this folder (as if the deploy had copied it to each machine); neither has reloaded it yet.
    sandbox.editSite(SLUG, (site) => (site.name = name));
    expect((await home(b)).body).not.toContain(name);
    const reloaded = await send(a.port, dealerHost(a), '/api/admin/tenants/reload', { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_KEY}` } });
    const since = Date.now();
    expect(reloaded.status, reloaded.body).toBe(200);
    expect(reloaded.json()).toEqual({ tenants: expect.any(Number), removed: [] });
    expect((await home(a)).body).toContain(name);
    await waitFor(`"${name}" on the home page of B`, async () => (await home(b)).body.includes(name), REACH_MS - (Date.now() - since));
  });
});
