// Issue 25, parts 2 and 3, on one real production server with a temp copy of the tenants and real
// garage.sqlite: a car hold and a booking each need a passed captcha (the leads' ALTCHA); one live
// hold per client address and per email; the live holds on /metrics and in `builder-cli checkout
// holds`. The server's clock is the test's.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Car } from '../../schemas/types/car';
import { CAPTCHA_FAILED_MESSAGE } from '../../server/leads/captcha';
import { TEST_CARDS } from '../../server/checkout/test-payment-provider';
import { HOLD_LIMIT_MESSAGE } from '../../runtime/lib/checkout/hold-limits';
import { canReserve } from '../../runtime/lib/vehicle/eligibility';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { loadTenants } from '../helpers/tenants';
import { runCli } from '../unit/cli-run';
import { freshIp, makeSandbox, postJson, send, type Sandbox } from './leads-support';

const SLUG = 'riverbend-mazda';
const METRICS_TOKEN = 'abuse-limits-metrics-token';
const sandbox: Sandbox = await makeSandbox('abuse-limits-');
const tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === SLUG)!;
if ((tenant.site.captcha?.provider ?? 'altcha') === 'off') throw new Error(`${SLUG} must keep the default captcha for this suite`);
const cars = tenant.stock.filter((c) => canReserve(c, tenant.publicSite));
if (cars.length < 4) throw new Error(`${SLUG} needs at least 4 reservable cars for this suite, has ${cars.length}`);

// Now, not a fixed date: builder-cli reads the store with the real clock, and a hold lasts 15 minutes.
const clock = Date.now();
const savedEnv = { ...process.env };
let server: RunningServer;
const host = () => tenantHost(SLUG, server.port);

beforeAll(async () => {
  // Cheap challenges: the suite solves them itself.
  Object.assign(process.env, { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '4', METRICS_TOKEN });
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, now: () => clock });
});
afterAll(async () => {
  await server?.close();
  process.env = savedEnv;
  sandbox.remove();
});

async function solved(): Promise<string> {
  const challenge = (await send(server.port, host(), '/api/altcha/challenge')).json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

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
