// Regression tests of issue 10 against the real production server, a temp copy of the tenants and
// a real SQLite file: open redirects, declared-fields-only leads, deep JSON before the captcha,
// malformed multipart, featured-stock ids, hidden cars, upload quotas and file modes, rate limits,
// the admin lockout and the header timeout.
import Database from 'better-sqlite3';
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Tenant } from '../../server/tenants/tenant';
import type { Car } from '../../schemas/types/car';
import { leadDatabasePath } from '../../server/leads/lead-store';
import { uploadDir } from '../../server/leads/uploads';
import { adminKeyVariable } from '../../server/http/admin-routes';
import { MAX_FAILURES } from '../../server/http/admin-lockout';
import { TOO_DEEP_MESSAGE } from '../../server/http/json-body';
import { tenantHost } from '../helpers/http';
import { loadTenants } from '../helpers/tenants';
import { FILE_BYTES, freshIp, makeSandbox, multipart, postJson, send, validFields, type Sandbox } from './leads-support';
import { solvedAltcha } from './altcha-support';
import { restoreEnv } from '../helpers/env';

const CAR_API_LIMIT = 5;
const LEAD_MAX_BYTES = 2000;
const TENANT_MAX_BYTES = 5000;

const sandbox: Sandbox = await makeSandbox('hardening-');
const first = await loadTenants(sandbox.tenantsDir);
const captchaTenant = first[0]!;
for (const t of first.slice(1)) sandbox.editSite(t.slug, (site) => (site.captcha = { provider: 'off' }));
const tenants = await loadTenants(sandbox.tenantsDir);
const open = tenants.find((t) => t.slug !== captchaTenant.slug && t.stock.some((c) => c.show_on_dealer_website !== true))!;
const uploads = tenants.find((t) => t.slug !== captchaTenant.slug && t.slug !== open.slug)!;
const mainForm = (t: Tenant) => (Object.hasOwn(t.forms, 'enquiry') ? 'enquiry' : Object.keys(t.forms)[0]!);
const hiddenCar = open.stock.find((c) => c.show_on_dealer_website !== true)!;
const visibleCar = open.stock.find((c) => c.show_on_dealer_website === true && c.status === 'in_stock')!;

const savedEnv = { ...process.env };
let server: RunningServer;
let db: Database.Database;
const host = (t: Tenant) => tenantHost(t.slug, server.port);
const payloadOf = (id: string) =>
  JSON.parse((db.prepare('SELECT payload FROM leads WHERE id = ?').get(id) as { payload: string }).payload) as Record<string, unknown>;
const deliveryCount = (id: string) => (db.prepare('SELECT COUNT(*) AS n FROM deliveries WHERE lead_id = ?').get(id) as { n: number }).n;

beforeAll(async () => {
  process.env.CAR_API_RATE_LIMIT_PER_MIN = String(CAR_API_LIMIT);
  process.env.HTTP_HEADERS_TIMEOUT_MS = '400';
  process.env.HTTP_REQUEST_TIMEOUT_MS = '5000';
  process.env[adminKeyVariable(open.slug)] = 'right-key';
  delete process.env.STOCK_ADMIN_KEY;
  delete process.env[adminKeyVariable(uploads.slug)];
  // Deliveries go nowhere: every site gets one webhook to a closed port, so delivery rows show what was queued.
  for (const t of tenants) sandbox.editSite(t.slug, (site) => (site.leadDelivery = [{ kind: 'webhook', url: 'http://127.0.0.1:9/closed' }]));
  const { startServer } = await import('../../server/server');
  server = await startServer({
    mode: 'production',
    port: 0,
    tenantsDir: sandbox.tenantsDir,
    dataDir: sandbox.dataDir,
    leads: { uploadLeadMaxBytes: LEAD_MAX_BYTES, uploadTenantMaxBytes: TENANT_MAX_BYTES, retryBaseMs: 3_600_000 },
  });
  db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true, fileMustExist: true });
});
afterAll(async () => {
  db?.close();
  await server?.close();
  restoreEnv(savedEnv);
  sandbox.remove();
});

const solvedCaptcha = (t: Tenant) => solvedAltcha(server.port, host(t));

/** JSON text of arrays nested `depth` levels (built as text: JSON.stringify itself would overflow). */
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('item 3: no redirect leaves the host', () => {
  it.each(['/pages//evil.example/login', '/pages/\\evil.example', '/pages/\\/evil.example', '/pages///evil.example?next=1', '/pages/%2F%2Fevil.example'])(
    '%s',
    async (p) => {
      const res = await send(server.port, host(open), p);
      expect(res.status).toBe(301);
      const location = String(res.headers.location);
      expect(new URL(location, 'https://dealer.example').host).toBe('dealer.example');
      expect(location.startsWith('/')).toBe(true);
      expect(location).not.toMatch(/^[/\\]{2}/);
    },
  );
});

describe('item 4: only declared fields reach the dealer', () => {
  it('drops unknown keys and a visitor vehicle, applies the name and url rules, and ignores a client lead_status', async () => {
    const form = mainForm(open);
    const extra = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`extra_${i}`, 'x']));
    const base = {
      form,
      ...validFields(open, form),
      ...extra,
      vehicle: { make: 'Ferrari', model: 'F40', vin: 'FAKE', price: 1 },
      'Vehicle Make': 'Ferrari',
      lead_status: 'Incomplete',
    };
    const res = await postJson(server.port, host(open), '/api/leads', { lead: base });
    expect(res.status, res.body).toBe(201);
    const payload = payloadOf(res.json<{ id: string }>().id);
    expect(Object.keys(payload).filter((k) => k.startsWith('extra_'))).toEqual([]);
    expect(payload).not.toHaveProperty('vehicle');
    if (!formHas(open, form, 'Vehicle Make')) expect(payload['Vehicle Make']).toBe('');
    expect(payload.lead_status).toBe('Complete');
    expect(deliveryCount(res.json<{ id: string }>().id)).toBe(1); // queued for the dealer despite the client's "Incomplete"

    for (const [key, value] of [
      ['first_name', 'J4ne'],
      ['last_name', '<b>x</b>'],
      ['url', 'javascript:alert(1)'],
    ] as const) {
      if (formHas(open, form, key)) continue;
      const bad = await postJson(server.port, host(open), '/api/leads', { lead: { form, ...validFields(open, form), [key]: value } });
      expect(bad.status, `${key}: ${bad.body}`).toBe(422);
      expect(bad.json<{ fields: Record<string, string> }>().fields).toHaveProperty(key);
    }
  });

  it('vehicle details come only from a visible stock car; a hidden car is an unknown one', async () => {
    const form = mainForm(open);
    const visible = await postJson(server.port, host(open), '/api/leads', {
      lead: { form, ...validFields(open, form), car_id: visibleCar.id, 'Vehicle Model': 'F40' },
    });
    expect(visible.status, visible.body).toBe(201);
    const v = payloadOf(visible.json<{ id: string }>().id);
    expect(v.vehicle).toMatchObject({ make: visibleCar.make, model: visibleCar.model });
    if (!formHas(open, form, 'Vehicle Model')) expect(v['Vehicle Model']).toBe(visibleCar.model);

    const hidden = await postJson(server.port, host(open), '/api/leads', { lead: { form, ...validFields(open, form), car_id: hiddenCar.id } });
    expect(hidden.status, hidden.body).toBe(201);
    const h = payloadOf(hidden.json<{ id: string }>().id);
    expect(h).not.toHaveProperty('vehicle');
    expect(h['Vehicle Make']).toBe('');
  });
});

function formHas(t: Tenant, form: string, field: string): boolean {
  return t.forms[form]!.steps.some((s) => Object.hasOwn((s.schema as { properties?: object }).properties ?? {}, field));
}

describe('item 5: malformed input is a 4xx with {error}', () => {
  it('deep JSON is refused before the captcha is looked at, so the same solution still works', async () => {
    const form = mainForm(captchaTenant);
    const altcha = await solvedCaptcha(captchaTenant);
    const lead = { form, ...validFields(captchaTenant, form), altcha };
    const deep = await send(server.port, host(captchaTenant), '/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lead: { ...lead, message: 'x' } }).replace(/}$/, `,"deep":${'['.repeat(20_000)}${']'.repeat(20_000)}}`),
    });
    expect(deep.status, deep.body).toBe(400);
    expect(deep.json()).toEqual({ error: TOO_DEEP_MESSAGE });
    const ok = await postJson(server.port, host(captchaTenant), '/api/leads', { lead });
    expect(ok.status, ok.body).toBe(201);
  });

  it.each([
    ['PUT /api/leads/x', 'PUT', '/api/leads/some-id'],
    ['POST /api/events', 'POST', '/api/events'],
    ['POST /api/fb-events', 'POST', '/api/fb-events'],
  ])('deep JSON on %s is a 400', async (_, method, p) => {
    const res = await send(server.port, host(open), p, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: `{"lead":{"form":"enquiry","x":${nested(2000)}},"event":${nested(2000)}}`,
    });
    expect(res.status, res.body).toBe(400);
    expect(res.json()).toEqual({ error: TOO_DEEP_MESSAGE });
  });

  it('deep JSON in the multipart lead field is a 400', async () => {
    const { body, contentType } = multipart([{ name: 'lead', value: `{"lead":{"form":"${mainForm(open)}","deep":${nested(5000)}}}` }]);
    const res = await send(server.port, host(open), '/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': contentType }, body });
    expect(res.status, res.body).toBe(400);
  });

  it.each<[string, string, string | Buffer]>([
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="lead"\r\n\r\n{}\r\n--x--\r\n'],
    ['a body that ends mid-part', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="lead"\r\n\r\n{"lead":'],
    ['a part without headers end', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="lead"'],
    ['garbage', 'multipart/form-data; boundary=x', Buffer.from([0, 1, 2, 3, 255, 254])],
    [
      'a file that ends mid-way',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="f"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
    ],
  ])('malformed multipart: %s', async (_, type, body) => {
    const res = await send(server.port, host(open), '/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': type }, body });
    expect(res.status, res.body).toBeGreaterThanOrEqual(400);
    expect(res.status, res.body).toBeLessThan(500);
    expect(typeof res.json().error).toBe('string');
  });

  it.each(['a%01b', '%00', 'x%0A', '1%22%5D%20OR%20id%20%3D%201', `${'9'.repeat(65)}`])('featured-stock ids=%s is a 400', async (ids) => {
    const res = await send(server.port, host(open), `/api/featured-stock?ids=${ids}`);
    expect(res.status, res.body).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it('featured-stock with ordinary ids still answers', async () => {
    const res = await send(server.port, host(open), `/api/featured-stock?ids=${encodeURIComponent(String(visibleCar.id))}`);
    expect(res.status).toBe(200);
    expect(res.json<Car[]>().map((c) => c.id)).toEqual([visibleCar.id]);
  });
});

describe('item 7: uploads', () => {
  const jpeg = (bytes: number) => Buffer.concat([FILE_BYTES.jpeg('m'), Buffer.alloc(bytes - FILE_BYTES.jpeg('m').length, 1)]);
  const upload = (files: number[], leadId?: string) => {
    const form = mainForm(uploads);
    const lead = { form, ...validFields(uploads, form), ...(leadId ? { lead_id: leadId } : {}) };
    const { body, contentType } = multipart([
      { name: 'lead', value: JSON.stringify({ lead }) },
      ...files.map((n, i) => ({ name: `photo${i}`, value: jpeg(n), filename: `p${i}.jpg`, type: 'image/jpeg' })),
    ]);
    return send(server.port, host(uploads), '/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': contentType }, body });
  };
  const storedFiles = () => readdirSync(uploadDir(sandbox.dataDir, uploads.slug));

  it('a lead over its quota is refused with 413 and leaves nothing behind; at the quota it is stored 0600', async () => {
    const over = await upload([1000, 1001]);
    expect(over.status, over.body).toBe(413);
    expect(over.json().error).toBe('Files too large: a lead may carry at most 1 KB of files');
    expect(storedFiles()).toEqual([]);

    const at = await upload([1000, 1000]);
    expect(at.status, at.body).toBe(201);
    const files = storedFiles();
    expect(files).toHaveLength(2);
    for (const f of files) expect(statSync(path.join(uploadDir(sandbox.dataDir, uploads.slug), f)).mode & 0o777).toBe(0o600);
    expect(statSync(uploadDir(sandbox.dataDir, uploads.slug)).mode & 0o077).toBe(0);

    // The same lead may not add more files past its quota in a later request.
    const more = await upload([10], at.json<{ id: string }>().id);
    expect(more.status, more.body).toBe(413);
  });

  it('the tenant quota refuses the upload that would pass it', async () => {
    // 2000 bytes are stored by the previous test; 1500 + 1500 more fit under 5000, the next 1500 does not.
    expect((await upload([1500])).status).toBe(201);
    expect((await upload([1500])).status).toBe(201);
    const full = await upload([1500]);
    expect(full.status, full.body).toBe(413);
    expect((await upload([])).status).toBe(201); // a lead without files is still welcome
  });

  it('leads.sqlite is readable by its owner only', () => {
    expect(statSync(leadDatabasePath(sandbox.dataDir)).mode & 0o777).toBe(0o600);
  });
});

describe('item 8: a hidden car answers like an unknown one', () => {
  it.each(['car_phone_call', 'car_phone_reveal'])('POST /api/events/%s', async (kind) => {
    const hidden = await postJson(server.port, host(open), `/api/events/${kind}`, {
      car_id: hiddenCar.id,
      dealership_id: hiddenCar.dealership_id,
      website_id: null,
    });
    const unknown = await postJson(server.port, host(open), `/api/events/${kind}`, {
      car_id: 'no-such-car-999',
      dealership_id: hiddenCar.dealership_id,
      website_id: null,
    });
    const visible = await postJson(server.port, host(open), `/api/events/${kind}`, {
      car_id: visibleCar.id,
      dealership_id: visibleCar.dealership_id,
      website_id: null,
    });
    expect(visible.status).toBe(202);
    expect(hidden.status).toBe(404);
    expect([hidden.status, hidden.body]).toEqual([unknown.status, unknown.body]);
  });
});

describe('item 8: the vehicle API and page', () => {
  it('GET /api/cars/:slug of a hidden car is the same answer as an unknown slug (similar cars included)', async () => {
    const hidden = await send(server.port, host(open), `/api/cars/${hiddenCar.slug}`);
    const unknown = await send(server.port, host(open), '/api/cars/no-such-car-999');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toBe(unknown.body);
  });

  it('the SSR page of a hidden car is the same 404 as an unknown car', async () => {
    const base = open.site.vehicles.basePath;
    const hidden = await send(server.port, host(open), `${base}/${hiddenCar.slug}`);
    const unknown = await send(server.port, host(open), `${base}/no-such-car-999`);
    expect([hidden.status, unknown.status]).toEqual([404, 404]);
    // The same page but for the address itself, the per-request CSP nonce and the cache's fetch times.
    const normalise = (html: string, slug: string) =>
      html
        .split(slug)
        .join('<slug>')
        .replace(/nonce="[^"]*"/g, 'nonce=""')
        .replace(/"nonce":"[^"]*"/g, '"nonce":""')
        .replace(/"(\w+At)":\d+/g, '"$1":0');
    expect(normalise(hidden.body, hiddenCar.slug)).toBe(normalise(unknown.body, 'no-such-car-999'));
  });
});

describe('item 9: limits', () => {
  it.each(['/api/cars/SLUG', '/api/featured-stock?limit=2'])(`GET %s allows ${CAR_API_LIMIT} requests a minute per client, then 429 {error}`, async (route) => {
    const p = route.replace('SLUG', visibleCar.slug);
    const ip = freshIp();
    for (let i = 0; i < CAR_API_LIMIT; i++) expect((await send(server.port, host(open), p, { clientIp: ip })).status).toBe(200);
    const limited = await send(server.port, host(open), p, { clientIp: ip });
    expect(limited.status).toBe(429);
    expect(typeof limited.json().error).toBe('string');
    expect((await send(server.port, host(open), p, { clientIp: freshIp() })).status).toBe(200);
  });

  it('the admin 403 names no environment variable', async () => {
    const res = await send(server.port, host(uploads), '/api/admin/stock', { method: 'POST', headers: { Authorization: 'Bearer x' } });
    expect(res.status).toBe(403);
    expect(res.body).not.toMatch(/STOCK_ADMIN|\$|env/i);
  });

  it(`${MAX_FAILURES} wrong admin keys lock the client out, even with the right key; another client is not affected`, async () => {
    const ip = freshIp();
    const admin = (key: string, clientIp = ip) =>
      send(server.port, host(open), '/api/admin/stock', { method: 'POST', headers: { Authorization: `Bearer ${key}` }, clientIp });
    for (let i = 0; i < MAX_FAILURES; i++) expect((await admin(`wrong-${i}`)).status).toBe(401);
    const locked = await admin('right-key');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await admin('right-key', freshIp())).status).toBe(200);
  });

  it('a client that never finishes its headers is cut off (408) by the header timeout', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.write(`GET / HTTP/1.1\r\nHost: ${host(open)}\r\nX-Slow: `));
      let data = '';
      socket.on('data', (c) => (data += c.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });
});
