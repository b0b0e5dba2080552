// The isolation table (issue 10): for every route that takes an id or a slug, asking one site's
// host for another site's id gets exactly the answer an unknown id gets. Real server, a temp copy
// of the tenants (site A gets a form, a page and a media file of its own), a real SQLite file.
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import type { Tenant } from '../../server/tenants/tenant';
import { tenantHost } from '../helpers/http';
import { loadTenants, repoRoot } from '../helpers/tenants';
import { makeSandbox, multipart, postJson, send, validFields, type Reply, type Sandbox } from './leads-support';

const sandbox: Sandbox = await makeSandbox('isolation-');
const loaded = await loadTenants(sandbox.tenantsDir);
if (loaded.length < 2) throw new Error('the isolation table needs two tenants');
const [a0, b0] = loaded as [Tenant, Tenant];
for (const t of [a0, b0]) sandbox.editSite(t.slug, (site) => (site.captcha = { provider: 'off' }));
// Things only A has.
const aDir = path.join(sandbox.tenantsDir, a0.slug);
mkdirSync(path.join(aDir, 'forms'), { recursive: true });
mkdirSync(path.join(aDir, 'pages'), { recursive: true });
mkdirSync(path.join(aDir, 'public'), { recursive: true });
const aEnquiry = Object.keys(a0.forms).includes('enquiry') ? 'enquiry' : Object.keys(a0.forms)[0]!;
const templateForm = path.join(repoRoot, 'tenants', '_templates', 'car', 'forms', 'enquiry.json');
copyFileSync(templateForm, path.join(aDir, 'forms', 'a-private-offer.json'));
writeFileSync(
  path.join(aDir, 'pages', 'a-private-page.json'),
  JSON.stringify({ $schema: '../../../schemas/page.schema.json', schemaVersion: 1, title: 'A private page', path: '/a-private-page', blocks: [] }),
);
writeFileSync(path.join(aDir, 'public', 'a-private.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const tenants = await loadTenants(sandbox.tenantsDir);
const A = tenants.find((t) => t.slug === a0.slug)!;
const B = tenants.find((t) => t.slug === b0.slug)!;
const bForm = Object.hasOwn(B.forms, 'enquiry') ? 'enquiry' : Object.keys(B.forms)[0]!;
const aCar = A.stock.find(
  (c) =>
    c.show_on_dealer_website === true &&
    c.status === 'in_stock' &&
    !B.stock.some((b) => String(b.id) === String(c.id) || b.slug === c.slug || b.stocknum === c.stocknum),
)!;
const UNKNOWN = 'zz-unknown-0000';

let server: RunningServer;
let aLeadId: string;

beforeAll(async () => {
  const { startServer } = await import('../../server/server');
  server = await startServer({ mode: 'production', port: 0, tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir });
  const created = await postJson(server.port, tenantHost(A.slug, server.port), '/api/leads', { lead: { form: aEnquiry, ...validFields(A, aEnquiry) } });
  if (created.status !== 201) throw new Error(`could not create A's lead: ${created.body}`);
  aLeadId = created.json<{ id: string }>().id;
});
afterAll(async () => {
  await server?.close();
  sandbox.remove();
});

const onB = (p: string, options: Parameters<typeof send>[3] = {}) => send(server.port, tenantHost(B.slug, server.port), p, options);
const bLead = () => ({ form: bForm, ...validFields(B, bForm) });

/** Route, then the request made with A's id and with an unknown id (both on B's host). */
const table: [string, (id: string) => Promise<Reply>, () => string][] = [
  ['GET /api/cars/:slug', (slug) => onB(`/api/cars/${encodeURIComponent(slug)}`), () => aCar.slug],
  ['GET /api/featured-stock?ids= (car id)', (id) => onB(`/api/featured-stock?ids=${encodeURIComponent(id)}`), () => String(aCar.id)],
  ['GET /api/featured-stock?ids= (stock number)', (id) => onB(`/api/featured-stock?ids=${encodeURIComponent(id)}`), () => aCar.stocknum ?? String(aCar.id)],
  [
    'POST /api/events/car_phone_call',
    (id) =>
      postJson(server.port, tenantHost(B.slug, server.port), '/api/events/car_phone_call', { car_id: id, dealership_id: aCar.dealership_id, website_id: null }),
    () => String(aCar.id),
  ],
  [
    'POST /api/events/car_phone_reveal',
    (id) =>
      postJson(server.port, tenantHost(B.slug, server.port), '/api/events/car_phone_reveal', {
        car_id: id,
        dealership_id: aCar.dealership_id,
        website_id: null,
      }),
    () => String(aCar.id),
  ],
  [
    'PUT /api/leads/:id',
    (id) =>
      send(server.port, tenantHost(B.slug, server.port), `/api/leads/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lead: bLead() }),
      }),
    () => aLeadId,
  ],
  [
    'POST /api/leads with lead_id',
    (id) => postJson(server.port, tenantHost(B.slug, server.port), '/api/leads', { lead: { ...bLead(), lead_id: id } }),
    () => aLeadId,
  ],
  [
    'POST /api/leads/with-files with lead_id',
    (id) => {
      const { body, contentType } = multipart([{ name: 'lead', value: JSON.stringify({ lead: { ...bLead(), lead_id: id } }) }]);
      return onB('/api/leads/with-files', { method: 'POST', headers: { 'Content-Type': contentType }, body });
    },
    () => aLeadId,
  ],
  [
    'POST /api/leads naming a car (the car_id)',
    async (id) => postJson(server.port, tenantHost(B.slug, server.port), '/api/leads', { lead: { ...bLead(), car_id: id } }),
    () => String(aCar.id),
  ],
  ['GET /api/forms/:name', (name) => onB(`/api/forms/${name}`), () => 'a-private-offer'],
  ['GET /api/forms/:name/validator.js', (name) => onB(`/api/forms/${name}/validator.js`), () => 'a-private-offer'],
  [
    'POST /api/leads with form',
    (name) => postJson(server.port, tenantHost(B.slug, server.port), '/api/leads', { lead: { ...bLead(), form: name } }),
    () => 'a-private-offer',
  ],
  ['GET /api/pages/:id', (id) => onB(`/api/pages/${id}`), () => 'a-private-page'],
  ['GET /media/:file', (file) => onB(`/media/${file}`), () => 'a-private.svg'],
];

describe(`another site's id on ${B.slug} answers like an unknown id`, () => {
  it('site A really has each of these (the table is not comparing two unknowns)', async () => {
    const onA = (p: string) => send(server.port, tenantHost(A.slug, server.port), p);
    expect((await onA(`/api/cars/${aCar.slug}`)).status).toBe(200);
    expect((await onA('/api/forms/a-private-offer')).status).toBe(200);
    expect((await onA('/api/pages/a-private-page')).status).toBe(200);
    expect((await onA('/media/a-private.svg')).status).toBe(200);
    expect(A.forms).toHaveProperty('a-private-offer');
    expect(B.forms).not.toHaveProperty('a-private-offer');
  });

  it.each(table)('%s', async (_, request, idOfA) => {
    const id = idOfA();
    const theirs = await request(id);
    const unknown = await request(UNKNOWN);
    expect(theirs.status, theirs.body).toBe(unknown.status);
    // Lead ids are new per created lead: compare everything else.
    const normalise = (r: Reply, used: string) =>
      r.body
        .split(used)
        .join('<id>')
        .replace(/"id":"[A-Za-z0-9_-]{22}"/g, '"id":"<new>"');
    expect(normalise(theirs, id)).toBe(normalise(unknown, UNKNOWN));
  });

  it("the SSR vehicle page of A's car on B is the same 404 as an unknown car", async () => {
    const base = B.site.vehicles.basePath;
    const theirs = await onB(`${base}/${aCar.slug}`);
    const unknown = await onB(`${base}/${UNKNOWN}`);
    expect(theirs.status).toBe(unknown.status);
    expect(theirs.status).toBe(404);
    expect(theirs.body).not.toContain(aCar.name);
  });
});
