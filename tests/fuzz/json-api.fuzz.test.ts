// Property-based tests over every JSON endpoint except /api/search/* (the search suite fuzzes
// that): whatever the body, path segment, query or header, the real server answers a success or a
// 4xx with a JSON {error} body; never a 5xx, never a hang. Seeded (FUZZ_SEED), sized by FUZZ_RUNS.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Tenant } from '../../server/tenants/tenant';
import { tenantHost } from '../helpers/http';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, postJson, send, validFields, type Sandbox } from '../integration/leads-support';
import { assertWellFormed, bodyText, check, jsonContentType, jsonValue, nastyString, wireSegment } from './fuzz-support';

const sandbox: Sandbox = await makeSandbox('fuzz-json-');
const first = await loadTenants(sandbox.tenantsDir);
const slug = first[0]!.slug;
// Captcha off so generated leads can get past it and reach the normaliser and the store.
sandbox.editSite(slug, (site) => {
  site.captcha = { provider: 'off' };
  site.features = { ...(site.features as object), events: true };
});
const tenant: Tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === slug)!;
const formNames = Object.keys(tenant.forms);
const fieldNames = [
  ...new Set(Object.values(tenant.forms).flatMap((f) => f.steps.flatMap((s) => Object.keys((s.schema as { properties?: object }).properties ?? {})))),
];
const LEAD_KEYS = [
  'name',
  'first_name',
  'last_name',
  'url',
  'car_id',
  'stock_number',
  'vin',
  'location_id',
  'dealership_slug',
  'visited_pages',
  'linked_query_params',
  'step_number',
  'form_completed',
  'lead_status',
  'lead_id',
  'vehicle',
  'skipped_steps',
  'opt_in',
  'altcha',
  'website_url',
];
const carIds = tenant.stock.slice(0, 20).flatMap((c) => [c.id, String(c.id), c.slug, c.stocknum ?? '']);

let server: RunningServer;
let leadId: string;
const host = () => tenantHost(slug, server.port);

beforeAll(async () => {
  const { startServer } = await import('../../server/server');
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
  const form = Object.hasOwn(tenant.forms, 'enquiry') ? 'enquiry' : formNames[0]!;
  const created = await postJson(server.port, host(), '/api/leads', { lead: { form, ...validFields(tenant, form, 0), form_completed: false, step_number: 1 } });
  if (created.status !== 201) throw new Error(`fixture lead not stored: ${created.body}`);
  leadId = created.json<{ id: string }>().id;
});
afterAll(async () => {
  await server?.close();
  sandbox.remove();
});

/** A lead object mixing the form's real fields, the spec's lead keys and junk, with values of any shape. */
const leadObject = fc
  .record({
    form: fc.oneof(fc.constantFrom(...formNames), nastyString, jsonValue),
    fields: fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames, ...LEAD_KEYS), nastyString), fc.oneof(jsonValue, nastyString, fc.constantFrom(...carIds))),
    valid: fc.boolean(),
  })
  .map(({ form, fields, valid }) => {
    const name = typeof form === 'string' && formNames.includes(form) ? form : undefined;
    return { ...(valid && name ? validFields(tenant, name) : {}), ...fields, form };
  });

const leadBody = fc.oneof({ weight: 3, arbitrary: leadObject.map((lead) => JSON.stringify({ lead })) }, { weight: 2, arbitrary: bodyText });

const postRaw = (p: string, body: string, contentType: string, method = 'POST', headers: Record<string, string> = {}) =>
  send(server.port, host(), p, { method, body, headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...headers } });

describe('JSON endpoints under hostile input', () => {
  it('POST /api/leads', async () => {
    await check(
      'POST /api/leads',
      fc.asyncProperty(
        leadBody,
        fc.oneof(fc.constant('application/json'), jsonContentType),
        fc.option(fc.string({ minLength: 1, maxLength: 300 })),
        async (body, type, key) => {
          assertWellFormed(
            await postRaw('/api/leads', body, type, 'POST', key ? { 'Idempotency-Key': key.replace(/[^\x20-\x7e]/g, '') || 'k' } : {}),
            `POST /api/leads ${body.slice(0, 200)}`,
          );
        },
      ),
    );
  }, 120_000);

  it('PUT /api/leads/:id', async () => {
    await check(
      'PUT /api/leads/:id',
      fc.asyncProperty(fc.oneof(wireSegment, fc.constant('LEAD')), leadBody, async (id, body) => {
        const p = `/api/leads/${id === 'LEAD' ? leadId : id}`;
        assertWellFormed(await postRaw(p, body, 'application/json', 'PUT'), `PUT ${p} ${body.slice(0, 200)}`);
      }),
    );
  }, 120_000);

  it('POST /api/events, /api/fb-events and the phone events', async () => {
    const eventBody = fc.oneof(
      fc
        .record({
          event: fc.dictionary(
            fc.oneof(fc.constantFrom('website_slug', 'url', 'category', 'lead_id', 'event_properties', 'event_name', 'user_data'), nastyString),
            jsonValue,
          ),
        })
        .map((v) => JSON.stringify(v)),
      fc.record({ car_id: fc.oneof(jsonValue, fc.constantFrom(...carIds)), dealership_id: jsonValue, website_id: jsonValue }).map((v) => JSON.stringify(v)),
      bodyText,
    );
    await check(
      'event endpoints',
      fc.asyncProperty(
        fc.constantFrom('/api/events', '/api/fb-events', '/api/events/car_phone_call', '/api/events/car_phone_reveal'),
        eventBody,
        jsonContentType,
        async (p, body, type) => {
          assertWellFormed(await postRaw(p, body, type), `POST ${p} ${body.slice(0, 200)}`);
        },
      ),
    );
  }, 120_000);

  it('GET endpoints with an id or slug in the path or query', async () => {
    const request = fc.oneof(
      wireSegment.map((s) => `/api/cars/${s}`),
      wireSegment.map((s) => `/api/forms/${s}`),
      wireSegment.map((s) => `/api/forms/${s}/validator.js`),
      wireSegment.map((s) => `/api/pages/${s}`),
      wireSegment.map((s) => `/api/data/${s}`),
      fc.tuple(wireSegment, wireSegment).map(([ids, limit]) => `/api/featured-stock?ids=${ids}&limit=${limit}`),
      fc.array(wireSegment, { maxLength: 3 }).map((ids) => `/api/featured-stock?${ids.map((i) => `ids=${i}`).join('&')}`),
      wireSegment.map((s) => `/api/altcha/challenge?protocol=${s}`),
      wireSegment.map((s) => `/api/${s}`),
    );
    await check(
      'GET id routes',
      fc.asyncProperty(request, async (p) => {
        assertWellFormed(await send(server.port, host(), p), `GET ${p}`);
      }),
      300,
    );
  }, 120_000);

  it('POST /api/admin/stock', async () => {
    await check(
      'POST /api/admin/stock',
      fc.asyncProperty(fc.option(fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''))), bodyText, async (auth, body) => {
        assertWellFormed(
          await postRaw('/api/admin/stock', body, 'application/json', 'POST', auth === null ? {} : { Authorization: auth }),
          `POST /api/admin/stock ${String(auth)}`,
        );
      }),
    );
  }, 120_000);
});
