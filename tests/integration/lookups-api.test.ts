// Vehicle lookups and the Car Clarity target against the real server with a temp copy of the
// tenants: the local dataset answers NEVDIS, the trade-in rego lookup and Autograb (only where its
// rule holds); the HTTP adapters retry a failing service and time out clearly (local stand-ins);
// a car-clarity form's lead is stored through the lead pipeline and then sent to Car Clarity.
import Database from 'better-sqlite3';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import { leadDatabasePath } from '../../server/leads/lead-store';
import { postService } from '../../server/lookups/http-lookup';
import { RemoteVehicleLookup } from '../../server/lookups/remote-vehicle-lookup';
import { LocalVehicleLookup, LookupUnavailableError } from '../../server/lookups/vehicle-lookup';
import { canReserve, autograbApplies } from '../../runtime/lib/vehicle/eligibility';
import { tenantHost } from '../helpers/http';
import { builtServerModule } from '../helpers/server';
import { loadTenants, repoRoot } from '../helpers/tenants';
import { makeSandbox, postJson, validFields, type Sandbox } from './leads-support';

const SLUG = 'riverbend-mazda';
const sandbox: Sandbox = await makeSandbox('lookups-');
sandbox.editSite(SLUG, (site) => {
  site.autograb = true;
  site.captcha = { provider: 'off' };
});
// One form of the dealer submits to Car Clarity.
const formFile = path.join(sandbox.tenantsDir, SLUG, 'forms', 'sell-your-car.json');
mkdirSync(path.dirname(formFile), { recursive: true });
copyFileSync(path.join(repoRoot, 'tenants', '_templates', 'car', 'forms', 'sell-your-car.json'), formFile);
writeFileSync(
  formFile,
  JSON.stringify({ ...JSON.parse(readFileSync(formFile, 'utf8')), $schema: '../../../schemas/form.schema.json', submitTarget: 'car-clarity' }, null, 2),
);
const tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === SLUG)!;
const valuable = tenant.stock.find((c) => autograbApplies(c))!;
const reservedCar = tenant.stock.find((c) => c.status === 'in_stock' && c.reserved === true)!;
if (!valuable || !reservedCar) throw new Error(`${SLUG} needs an in-stock car and a reserved one`);

let server: RunningServer;
let carClarity: Server;
const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
const host = (slug = SLUG) => tenantHost(slug, server.port);
const listen = (s: Server) =>
  new Promise<string>((resolve) => s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)));

beforeAll(async () => {
  carClarity = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(body) as Record<string, unknown> });
      res.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
  });
  process.env.CAR_CLARITY_URL = `${await listen(carClarity)}/customers`;
  const { startServer } = await builtServerModule();
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
});
afterAll(async () => {
  await server?.close();
  carClarity?.close();
  delete process.env.CAR_CLARITY_URL;
  sandbox.remove();
});

describe('vehicle lookups with the local dataset', () => {
  it('POST /api/nevdis finds a car by registration and state, or by VIN', async () => {
    const byRego = await postJson(server.port, host(), '/api/nevdis', { rego: 'abc 123', state: 'nsw' });
    expect(byRego.status).toBe(200);
    expect(byRego.json()).toMatchObject({ vehicle: { make: 'Mazda', model: 'CX-5', year: 2021, rego: 'ABC123', state: 'NSW' } });
    const byVin = await postJson(server.port, host(), '/api/nevdis', { vin: 'MR0HA3CD100200002' });
    expect(byVin.json()).toMatchObject({ vehicle: { make: 'Toyota', model: 'HiLux' } });
  });

  it('answers 404 for an unknown registration and 422 for malformed input', async () => {
    const unknown = await postJson(server.port, host(), '/api/nevdis', { rego: 'ABC123', state: 'VIC' });
    expect(unknown.status).toBe(404);
    expect(unknown.json()).toEqual({ error: 'No vehicle found for registration ABC123 in VIC' });
    const bad = await postJson(server.port, host(), '/api/nevdis', { rego: '!!', state: 'XX' });
    expect(bad.status).toBe(422);
    expect(bad.json<{ fields: Record<string, string> }>().fields).toEqual({
      rego: 'Enter the registration number (letters and digits)',
      state: 'Choose the state the car is registered in',
    });
    expect((await postJson(server.port, host(), '/api/nevdis', { vin: 'IIIIIIIIIIIIIIIII' })).status).toBe(422);
  });

  it('the trade-in rego lookup takes rego and regoState', async () => {
    const reply = await postJson(server.port, host(), '/api/rego-lookup', { rego: '123ABC', regoState: 'QLD' });
    expect(reply.json()).toMatchObject({ vehicle: { make: 'Hyundai', model: 'i30' } });
    expect((await postJson(server.port, host(), '/api/rego-lookup', { rego: '123ABC', state: 'QLD' })).status).toBe(422);
  });

  it('Autograb values a trade-in towards a car the rule allows, adjusted for kilometres', async () => {
    const plain = await postJson(server.port, host(), '/api/simple-autograb-lookup', { rego: 'ABC123', state: 'NSW', car_id: valuable.id });
    expect(plain.json()).toMatchObject({ vehicle: { model: 'CX-5' }, valuation: { trade_low: 24500, trade_high: 27000, km_adjusted: false } });
    const highKm = await postJson(server.port, host(), '/api/simple-autograb-lookup', { rego: 'ABC123', state: 'NSW', km: 250000 });
    const lowKm = await postJson(server.port, host(), '/api/simple-autograb-lookup', { rego: 'ABC123', state: 'NSW', km: 1000 });
    expect(highKm.json<{ valuation: { trade_low: number } }>().valuation.trade_low).toBeLessThan(24500);
    expect(lowKm.json<{ valuation: { trade_low: number } }>().valuation.trade_low).toBeGreaterThan(24500);
  });

  it('Autograb is refused for a reserved car, and on a site without Autograb', async () => {
    const reserved = await postJson(server.port, host(), '/api/simple-autograb-lookup', { rego: 'ABC123', state: 'NSW', car_id: reservedCar.id });
    expect(reserved.status).toBe(422);
    const off = await postJson(server.port, host('southern-cross-autos'), '/api/simple-autograb-lookup', { rego: 'ABC123', state: 'NSW' });
    expect(off.status).toBe(404);
    expect(off.json()).toEqual({ error: 'Autograb valuations are not enabled on this site' });
  });
});

describe('the car-clarity submit target', () => {
  it('stores the lead through the lead pipeline, then sends the customer to Car Clarity once', async () => {
    const lead: Record<string, unknown> = { form: 'sell-your-car', ...validFields(tenant, 'sell-your-car') };
    const reply = await postJson(server.port, host(), '/api/carClarityCustomer', { lead });
    expect(reply.status).toBe(201);
    const { id, car_clarity } = reply.json<{ id: string; car_clarity: string }>();
    expect(car_clarity).toBe('sent');
    const db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true });
    try {
      expect(db.prepare('SELECT form, status FROM leads WHERE id = ?').get(id)).toEqual({ form: 'sell-your-car', status: 'Complete' });
    } finally {
      db.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['idempotency-key']).toBe(`lead-${id}`);
    expect(received[0]!.body).toMatchObject({ dealership_slug: SLUG, customer: { lead_id: id, email: lead.email } });
  });

  it('refuses a form that posts to /api/leads, and invalid fields', async () => {
    const wrong = await postJson(server.port, host(), '/api/carClarityCustomer', { lead: { form: 'enquiry', ...validFields(tenant, 'enquiry') } });
    expect(wrong.status).toBe(400);
    const invalid = await postJson(server.port, host(), '/api/carClarityCustomer', {
      lead: { form: 'sell-your-car', ...validFields(tenant, 'sell-your-car'), email: 'nope' },
    });
    expect(invalid.status).toBe(422);
  });
});

describe('HTTP adapters', () => {
  it('retry a failing service up to 2 times, then name it in a clear error', async () => {
    let calls = 0;
    const plan = [503, 502, 200];
    const flaky = createServer((_req, res) => {
      const status = plan[calls++] ?? 200;
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ vehicle: { make: 'Mazda', model: 'CX-5', vin: 'X', year: 2020 } }));
    });
    const url = await listen(flaky);
    try {
      const remote = new RemoteVehicleLookup({ name: 'NEVDIS', url, timeoutMs: 2000, retries: 2 }, null, new LocalVehicleLookup());
      expect(await remote.vehicle({ rego: 'ABC123', state: 'NSW' })).toMatchObject({ make: 'Mazda' });
      expect(calls).toBe(3);
      calls = 0;
      plan.splice(0, 3, 503, 503, 503);
      await expect(remote.vehicle({ rego: 'ABC123', state: 'NSW' })).rejects.toThrow(new LookupUnavailableError('NEVDIS', 'NEVDIS did not answer (HTTP 503)'));
      expect(calls).toBe(3);
    } finally {
      flaky.close();
    }
  });

  it('give up on a silent service after the timeout, and do not retry a 400', async () => {
    let calls = 0;
    const silent = createServer((req, res) => {
      calls++;
      if (req.url === '/bad') res.writeHead(400).end('{}');
      // otherwise never answers
    });
    const url = await listen(silent);
    try {
      // 1 s rather than less: under load a shorter timeout can end before the request reaches the server.
      await expect(postService({ name: 'Autograb', url, timeoutMs: 1000, retries: 1 }, {})).rejects.toThrow(
        'Autograb did not answer (no answer within 1000 ms)',
      );
      expect(calls).toBe(2);
      calls = 0;
      await expect(postService({ name: 'Autograb', url: `${url}/bad`, timeoutMs: 1000, retries: 2 }, {})).rejects.toThrow('HTTP 400');
      expect(calls).toBe(1);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

it('the suite owns its reserve fixture: the reserved car is not reservable', () => {
  expect(canReserve(reservedCar, tenant.publicSite)).toBe(false);
});
