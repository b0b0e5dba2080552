// How the server answers by Host and path: unknown sites, unknown pages, legacy /pages/
// redirects, the per-tenant JSON APIs and per-tenant media. One production server for the file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, json, tenantHost } from '../helpers/http';
import { parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { firstOf, homeRoute, loadTenants, squash, testTenantsDir } from '../helpers/tenants';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const cases = tenants.map((t) => [t.slug, t] as const);

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
});

const host = (slug: string) => tenantHost(slug, server.port);

/** Every string that would identify a tenant: slug, name, domains. */
const identifiers = () => tenants.flatMap((t) => [t.slug, t.site.name, ...t.site.domains]).map((s) => s.toLowerCase());

describe('unknown host', () => {
  it.each(['nobody.localhost', 'example.com', '127.0.0.1', 'localhost'])('%s gets a plain 404 page that names no tenant', async (name) => {
    const res = await get(server.port, `${name}:${server.port}`, '/');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const body = res.body.toLowerCase();
    for (const id of identifiers()) expect(body, `"${id}" in the unknown-site page`).not.toContain(id);
    const doc = parseHtml(res.body);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(doc.querySelectorAll('a[href]'), 'the unknown-site page links nowhere').toHaveLength(0);
    expect(doc.querySelector('script'), 'the unknown-site page runs no script').toBeNull();
  });

  it('a missing Host header is an unknown site too', async () => {
    const res = await get(server.port, '', '/');
    expect(res.status).toBe(404);
    for (const id of identifiers()) expect(res.body.toLowerCase()).not.toContain(id);
  });

  it('API and media requests for an unknown host get a JSON 404', async () => {
    const tenant = firstOf(tenants);
    for (const p of [`/api/pages/${homeRoute(tenant).page}`, '/api/data/locations']) {
      const res = await get(server.port, `nobody.localhost:${server.port}`, p);
      expect(res.status, p).toBe(404);
      expect(res.headers['content-type'], p).toMatch(/json/);
      expect(json<{ error: string }>(res).error).toEqual(expect.any(String));
    }
    const media = await get(server.port, `nobody.localhost:${server.port}`, '/media/logo.svg');
    expect(media.status).toBe(404);
  });
});

describe.each(cases)('tenant %s', (_slug, tenant) => {
  it("an unknown path gets a 404 inside the tenant's own theme", async () => {
    const res = await get(server.port, host(tenant.slug), '/no-such-page-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<html lang="${tenant.site.locale}"`);
    const doc = parseHtml(res.body);
    expect(doc.querySelector('header.site-header'), "the tenant's header").not.toBeNull();
    expect(doc.querySelector('footer.site-footer'), "the tenant's footer").not.toBeNull();
    expect(squash(doc.querySelector('main')?.textContent)).toContain("couldn't find that page");
    expect(squash(doc.body.textContent)).toContain(tenant.site.name);
    expect(doc.title).toContain(tenant.site.name);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect([...doc.querySelectorAll('head style')].map((s) => s.textContent).join('')).toContain(`--color-primary:${tenant.site.theme.colors.primary}`);
    for (const other of tenants.filter((t) => t !== tenant && !tenant.site.name.includes(t.site.name))) {
      expect(res.body, `${other.site.name} on ${tenant.slug}'s 404 page`).not.toContain(other.site.name);
    }
  });

  it.each([
    ['/pages/about-us', '/about-us'],
    ['/pages/privacy-policy', '/privacy-policy'],
    ['/pages/terms-and-conditions', '/terms-and-conditions'],
    ['/pages/about-us?ref=old-site', '/about-us?ref=old-site'],
  ])('GET %s redirects permanently to %s', async (from, to) => {
    const res = await get(server.port, host(tenant.slug), from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it("/api/pages/<home> returns the tenant's resolved page", async () => {
    const id = Object.hasOwn(tenant.pages, 'home') ? 'home' : homeRoute(tenant).page;
    const res = await get(server.port, host(tenant.slug), `/api/pages/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toEqual(JSON.parse(JSON.stringify(tenant.pages[id])));
  });

  it('/api/pages/<id> is a JSON 404 for an id the tenant lacks, including prototype names', async () => {
    for (const id of ['no-such-page', 'constructor', '__proto__', 'toString']) {
      const res = await get(server.port, host(tenant.slug), `/api/pages/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.headers['content-type'], id).toMatch(/json/);
      expect(json<{ error: string }>(res).error, id).toEqual(expect.any(String));
    }
  });

  it("/api/pages/<id> of a page only other tenants have is a 404, not the other tenant's page", async () => {
    const foreign = tenants.flatMap((other) =>
      other === tenant
        ? []
        : Object.keys(other.pages)
            .filter((id) => !Object.hasOwn(tenant.pages, id))
            .map((id) => ({ other, id })),
    );
    for (const { other, id } of foreign) {
      const res = await get(server.port, host(tenant.slug), `/api/pages/${id}`);
      expect(res.status, `${tenant.slug} asked for ${other.slug}'s page ${id}`).toBe(404);
      expect(json<{ error: string }>(res).error).toEqual(expect.any(String));
      expect(res.body).not.toContain(other.pages[id]!.title);
    }
    // Pages both tenants have answer with this tenant's version.
    for (const other of tenants.filter((t) => t !== tenant)) {
      for (const id of Object.keys(other.pages).filter((i) => Object.hasOwn(tenant.pages, i))) {
        const res = await get(server.port, host(tenant.slug), `/api/pages/${id}`);
        expect(json(res), `${tenant.slug} page ${id}`).toEqual(JSON.parse(JSON.stringify(tenant.pages[id])));
      }
    }
  });

  it("/api/data/locations holds this tenant's locations and none of another's", async () => {
    const res = await get(server.port, host(tenant.slug), '/api/data/locations');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(json(res)).toEqual(JSON.parse(JSON.stringify(tenant.collections.locations)));
    const own = new Set(tenant.collections.locations.map((l) => l.name));
    for (const other of tenants.filter((t) => t !== tenant)) {
      for (const location of other.collections.locations.filter((l) => !own.has(l.name))) {
        expect(res.body, `${other.slug}'s location "${location.name}" in ${tenant.slug}'s /api/data/locations`).not.toContain(JSON.stringify(location.name));
      }
    }
  });

  it.each(['/api/nope', '/api/data/nope', '/api/pages', '/api/'])('%s is a JSON 404', async (p) => {
    const res = await get(server.port, host(tenant.slug), p);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(json<{ error: string }>(res)).toEqual({ error: expect.any(String) });
  });

  it("/media/ serves the tenant's own files (its folder first, then its templates')", async () => {
    const logoFile = tenant.mediaDirs.map((d) => path.join(d, 'logo.svg')).find((f) => existsSync(f));
    const res = await get(server.port, host(tenant.slug), '/media/logo.svg');
    if (!logoFile) {
      expect(res.status).toBe(404);
      return;
    }
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe(readFileSync(logoFile, 'utf8'));
    const missing = await get(server.port, host(tenant.slug), '/media/no-such-file.svg');
    expect(missing.status).toBe(404);
  });

  it.each(tenants.map((t) => [t.slug, t] as const))('%s: the /media/ logo named in site.json is served', async (_slug, t) => {
    const logo = t.site.theme.logo ?? t.site.logo;
    expect(logo?.url, 'every sample site has its logo under /media/').toMatch(/^\/media\//);
    const res = await get(server.port, host(t.slug), logo!.url);
    expect(res.status, logo!.url).toBe(200);
  });

  it('/favicon.ico is answered cheaply: an icon or an empty 204, never a 404 or a rendered page', async () => {
    // Browsers request it on every site; a 404 is a console error on every page view, and
    // falling through to SSR would render a whole 404 page for it.
    const home = await get(server.port, host(tenant.slug), homeRoute(tenant).path);
    const declared = parseHtml(home.body).querySelector('link[rel~="icon"]')?.getAttribute('href');
    const res = await get(server.port, host(tenant.slug), '/favicon.ico');
    expect([200, 204], `GET /favicon.ico -> ${res.status}`).toContain(res.status);
    if (res.status === 200) expect(res.headers['content-type']).toMatch(/^image\//);
    else expect(res.body).toBe('');
    if (declared) {
      const icon = await get(server.port, host(tenant.slug), declared);
      expect(icon.status, `the declared icon ${declared}`).toBe(200);
      expect(icon.headers['content-type'], declared).toMatch(/^image\//);
    }
  });

  it('/media/ never serves files outside the public folders', async () => {
    for (const p of ['/media/../site.json', '/media/%2e%2e/site.json', '/media/..%2fsite.json', '/media/%2e%2e%2f%2e%2e%2fpackage.json']) {
      const res = await get(server.port, host(tenant.slug), p);
      expect(res.status, p).not.toBe(200);
      expect(res.body, p).not.toContain('"schemaVersion"');
      expect(res.body, p).not.toContain('"dependencies"');
    }
  });
});

describe('per-tenant media', () => {
  it('two tenants with their own logo.svg get different files at the same URL', async () => {
    const withOwnLogo = tenants.filter((t) => existsSync(path.join(t.dir, 'public', 'logo.svg')));
    const bodies = new Map<string, string>();
    for (const t of withOwnLogo) bodies.set(t.slug, (await get(server.port, host(t.slug), '/media/logo.svg')).body);
    for (const t of withOwnLogo) expect(bodies.get(t.slug), t.slug).toBe(readFileSync(path.join(t.dir, 'public', 'logo.svg'), 'utf8'));
  });
});

describe('health', () => {
  it('/healthz reports the number of tenants served', async () => {
    const res = await get(server.port, `anything:${server.port}`, '/healthz');
    expect(res.status).toBe(200);
    expect(json(res)).toEqual({ ok: true, tenants: tenants.length });
  });
});
