// A modified copy of the tenants folder behind a second server:
// - one tenant gets a page with an unknown block type: it never serves, and takes no other down;
// - another gets a page no other tenant has: only its own host serves it, every other host 404s.
import { cp, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Tenant } from '../../server/tenants/tenant';
import { get, tenantHost } from '../helpers/http';
import { bootScript, parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { homeRoute, loadTenants, testTenantsDir } from '../helpers/tenants';

const ONLY_HERE = 'zz-only-here';
const onlyHerePage = {
  schemaVersion: 1,
  path: '/zz-only-here',
  title: 'A page only one dealer has',
  blocks: [{ type: 'rich-text', props: { heading: 'Only here', html: '<p>Unique to one tenant.</p>' } }],
};

let dir: string;
let server: RunningServer;
let victim: Tenant;
let healthy: Tenant[];

beforeAll(async () => {
  const source = await testTenantsDir();
  const tenants = await loadTenants(source);
  if (tenants.length < 2) throw new Error(`this test needs at least two valid tenants in ${source}`);
  [victim, ...healthy] = tenants as [Tenant, ...Tenant[]];

  dir = await mkdtemp(path.join(tmpdir(), 'tenants-invalid-'));
  await cp(source, dir, { recursive: true });
  const pages = path.join(dir, victim.slug, 'pages');
  await mkdir(pages, { recursive: true });
  await writeFile(
    path.join(pages, 'zz-broken.json'),
    JSON.stringify({ schemaVersion: 1, path: '/zz-broken', title: 'Broken', blocks: [{ type: 'no-such-block', props: {} }] }, null, 2),
  );
  const ownerPages = path.join(dir, healthy[0]!.slug, 'pages');
  await mkdir(ownerPages, { recursive: true });
  await writeFile(path.join(ownerPages, `${ONLY_HERE}.json`), JSON.stringify(onlyHerePage, null, 2));
  server = await startTestServer(dir);
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('the broken tenant is not loaded, and its problem names the file', () => {
  const load = server.registry.get(victim.slug);
  expect(load?.tenant).toBeNull();
  const problems = server.registry.problemsOf(victim.slug);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems.some((p) => p.file.endsWith('zz-broken.json') && /no-such-block/.test(p.message + (p.hint ?? '')))).toBe(true);
  expect(
    server.registry
      .tenants()
      .map((t) => t.slug)
      .sort(),
  ).toEqual(healthy.map((t) => t.slug).sort());
});

it('its hosts get the unknown-site 404, which does not name it', async () => {
  for (const hostName of [tenantHost(victim.slug, server.port), ...victim.site.domains]) {
    for (const p of ['/', homeRoute(victim).path, '/zz-broken']) {
      const res = await get(server.port, hostName, p);
      expect(res.status, `${hostName}${p}`).toBe(404);
      expect(res.body.toLowerCase()).not.toContain(victim.site.name.toLowerCase());
      expect(res.body.toLowerCase()).not.toContain(victim.slug.toLowerCase());
    }
    const api = await get(server.port, hostName, `/api/pages/${homeRoute(victim).page}`);
    expect(api.status).toBe(404);
  }
});

it('every other tenant still answers', async () => {
  for (const tenant of healthy) {
    const res = await get(server.port, tenantHost(tenant.slug, server.port), homeRoute(tenant).path);
    expect(res.status, tenant.slug).toBe(200);
    expect(bootScript(parseHtml(res.body)).data.site.slug).toBe(tenant.slug);
  }
});

it("a page only one tenant has is served on its host, and is a 404 on every other tenant's", async () => {
  const [owner, ...others] = healthy as [Tenant, ...Tenant[]];
  const own = await get(server.port, tenantHost(owner.slug, server.port), `/api/pages/${ONLY_HERE}`);
  expect(own.status).toBe(200);
  expect(JSON.parse(own.body)).toMatchObject({ id: ONLY_HERE, title: onlyHerePage.title });
  expect((await get(server.port, tenantHost(owner.slug, server.port), onlyHerePage.path)).status).toBe(200);
  for (const other of others) {
    const api = await get(server.port, tenantHost(other.slug, server.port), `/api/pages/${ONLY_HERE}`);
    expect(api.status, `${other.slug} /api/pages/${ONLY_HERE}`).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
    expect(JSON.parse(api.body)).toEqual({ error: expect.any(String) });
    expect(api.body).not.toContain(onlyHerePage.title);
    const html = await get(server.port, tenantHost(other.slug, server.port), onlyHerePage.path);
    expect(html.status, `${other.slug} ${onlyHerePage.path}`).toBe(404);
    expect(html.body).not.toContain(onlyHerePage.title);
  }
});
