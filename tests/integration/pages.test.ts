// Every page of every tenant, served by the real production server and read as a browser would
// before any script runs: status, document head, theme, server-rendered content, header
// navigation, boot data, the client entry, image sizes and the script nonce.
import { presetHref } from '../../runtime/lib/search/search-preset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../server/tenants/tenant';
import { get, tenantHost } from '../helpers/http';
import { bootScript, cspAllowsInline, cspScriptNonce, executableInlineScripts, parseHtml } from '../helpers/html';
import { waitUntilCached } from '../helpers/render-cache';
import { builtServerModule, startTestServer, type RunningServer } from '../helpers/server';
import { firstHeading, firstOf, squash, testTenantsDir } from '../helpers/tenants';
import { rewriteHref } from '../../runtime/lib/links';
import { localeOf } from '../../runtime/lib/locales';
import { queryKeys } from '../../runtime/data/query-keys';
import { SHELL_KINDS, shellCollection } from '../../runtime/lib/shell-collections';
import { clientRouteTable, contentRoutes } from '../../runtime/lib/route-table';

// Test names come from the tenants on disk, so they are read before collection.
const tenantsDir = await testTenantsDir();
const { TenantRegistry } = await builtServerModule();
const registry = await TenantRegistry.load(tenantsDir);
const tenants = registry.tenants();

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
});

describe('tenant loading', () => {
  it('finds at least one tenant and every tenant folder is valid', () => {
    expect(registry.loads().length).toBeGreaterThan(0);
    const invalid = registry
      .loads()
      .filter((l) => !l.tenant)
      .map((l) => `${l.slug}: ${l.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`).join('; ')}`);
    expect(invalid).toEqual([]);
  });

  it('the server serves the same tenants the registry loads', () => {
    expect(server.registry.tenants().map((t) => t.slug)).toEqual(tenants.map((t) => t.slug));
  });
});

/** Hrefs of header links the server must render as anchors (mirrors the header's item kinds). */
function expectedHeaderLinks(tenant: Tenant): { labels: string[]; hrefs: string[] } {
  const flags = { usePagesPath: tenant.site.flags?.use_pages_path, blogToNews: tenant.site.features?.blog_to_news };
  const labels: string[] = [];
  const hrefs: string[] = [];
  for (const item of tenant.site.navigation.header) {
    labels.push(item.label);
    if (item.menu === 'models' && tenant.collections.models.length > 0) continue; // the models mega-menu
    if (item.children?.length) {
      for (const child of item.children) {
        labels.push(child.label);
        hrefs.push(presetHref(rewriteHref(child.href, flags), tenant.publicSite));
      }
    } else if (item.href) hrefs.push(presetHref(rewriteHref(item.href, flags), tenant.publicSite));
  }
  // Links into the stock search start with the site's presets (issue 24): SmartLink adds them.
  if (tenant.site.navigation.cta) hrefs.push(presetHref(rewriteHref(tenant.site.navigation.cta.href, flags), tenant.publicSite));
  return { labels, hrefs };
}

describe.each(tenants.map((t) => [t.slug, t] as const))('tenant %s', (_slug, tenant) => {
  const host = () => tenantHost(tenant.slug, server.port);

  it.each(contentRoutes(tenant.routes, { staticOnly: true }).map((r) => [r.path, r] as const))(
    'GET %s renders the page on the server',
    async (_path, route) => {
      const page = tenant.pages[route.page]!;
      const res = await get(server.port, host(), route.path);
      expect(res.status, res.body.slice(0, 500)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toMatch(/^<!DOCTYPE html>/i);
      expect(res.body).toContain(`<html lang="${tenant.site.locale}"`);

      const doc = parseHtml(res.body);
      // Head: title, canonical URL on the primary domain, theme colour.
      expect(doc.querySelectorAll('title')).toHaveLength(1);
      expect(doc.title).toBe(page.title);
      const canonical = doc.querySelectorAll('link[rel="canonical"]');
      expect(canonical).toHaveLength(1);
      expect(canonical[0]!.getAttribute('href')).toBe(`https://${tenant.publicSite.primaryDomain}${page.path}`);
      if (page.description) expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page.description);
      if (page.noindex) expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
      const inlineCss = [...doc.querySelectorAll('head style')].map((s) => s.textContent).join('\n');
      expect(inlineCss).toContain(`--color-primary:${tenant.site.theme.colors.primary}`);

      // Body: header with its navigation, the page's content, footer; all before any script runs.
      const header = doc.querySelector('header.site-header');
      expect(header, 'server-rendered header').not.toBeNull();
      const headerText = squash(header!.textContent);
      const { labels, hrefs } = expectedHeaderLinks(tenant);
      for (const label of labels) expect(headerText, `header label "${label}"`).toContain(squash(label));
      const anchors = new Set([...header!.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(anchors.has(href), `header link ${href} (have ${[...anchors].join(', ')})`).toBe(true);

      const main = doc.querySelector('main#main');
      expect(main, 'main#main').not.toBeNull();
      // React streams a large Suspense boundary "outlined": <main> holds only the fallback and the
      // content waits in a hidden <div> for an inline script; without JavaScript the page says "Loading…".
      expect
        .soft(
          main!.querySelector('template[id^="B:"]') !== null,
          `the page content was streamed out of <main> (main shows "${squash(main!.textContent).slice(0, 40)}", content in <div hidden id="S:…">)`,
        )
        .toBe(false);
      const heading = firstHeading(page.blocks as { type: string; props?: Record<string, unknown> }[]);
      if (heading) expect.soft(squash(main!.textContent), 'first block heading inside <main>').toContain(squash(heading));
      else expect.soft(squash(main!.textContent).length).toBeGreaterThan(0);
      if (page.blocks[0]?.type === 'hero')
        expect.soft(squash(main!.querySelector('h1')?.textContent), 'hero heading as the h1').toBe(squash(firstHeading([page.blocks[0]])));
      expect(doc.querySelector('footer.site-footer'), 'server-rendered footer').not.toBeNull();

      // Every image reserves its space.
      for (const img of doc.querySelectorAll('img')) {
        expect(img.getAttribute('width'), `width of ${img.outerHTML}`).toMatch(/^\d+$/);
        expect(img.getAttribute('height'), `height of ${img.outerHTML}`).toMatch(/^\d+$/);
      }

      // Boot data for hydration, carrying this page and this tenant only; then the client entry.
      // Inline code runs by this response's nonce (fresh render) or hash (render cache).
      const boot = bootScript(doc);
      expect(cspAllowsInline(res.headers, boot.element), 'boot script allowed by the CSP').toBe(true);
      expect(boot.data.site.slug).toBe(tenant.slug);
      // The router's table: without `source` and `params`, which only the server reads.
      expect(boot.data.routes).toEqual(JSON.parse(JSON.stringify(clientRouteTable(tenant.routes))));
      expect(boot.data.routes.length).toBe(tenant.routes.length);
      // The browser's whole locale registry (runtime/lib/locales/browser.ts): the site's module alone.
      expect(boot.data.locale).toEqual(JSON.parse(JSON.stringify(localeOf(tenant.site.locale))));
      const keys = boot.data.dehydrated.queries.map((q) => JSON.stringify(q.queryKey));
      expect(keys).toContain(JSON.stringify(queryKeys.page(route.page)));
      // The header's and footer's collections: the whole one when the page's blocks read it, else
      // the shell's summary (runtime/lib/shell-collections.ts), so no description or opening hours.
      for (const kind of SHELL_KINDS) {
        const summary = boot.data.dehydrated.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(queryKeys.shell(kind)));
        if (summary) expect(summary.state.data).toEqual(JSON.parse(JSON.stringify(shellCollection(kind, tenant.collections[kind]))));
        else expect(keys).toContain(JSON.stringify(queryKeys.data(kind)));
      }
      const module = doc.querySelector(`script[type="module"][src="${server.runtime.clientEntry}"]`);
      expect(module, `<script type="module" src="${server.runtime.clientEntry}">`).not.toBeNull();
      for (const script of executableInlineScripts(doc)) expect(cspAllowsInline(res.headers, script), script.outerHTML.slice(0, 120)).toBe(true);
      for (const style of doc.querySelectorAll('style')) expect(cspAllowsInline(res.headers, style), style.outerHTML.slice(0, 120)).toBe(true);
    },
  );

  it('every host in site.json domains selects this tenant', async () => {
    const home = tenant.routes.find((r) => r.path === '/') ?? tenant.routes[0]!;
    const domains = tenant.site.domains.flatMap((d) => [d, d.toUpperCase(), `${d.replace(/:\d+$/, '')}:8443`]);
    for (const domain of domains) {
      const res = await get(server.port, domain, home.path);
      expect(res.status, `Host: ${domain}`).toBe(200);
      expect(bootScript(parseHtml(res.body)).data.site.slug, `Host: ${domain}`).toBe(tenant.slug);
    }
  });

  it("the home page mentions no other tenant's name", async () => {
    const home = tenant.routes.find((r) => r.path === '/') ?? tenant.routes[0]!;
    const res = await get(server.port, host(), home.path);
    const others = tenants.filter((t) => t !== tenant && !tenant.site.name.toLowerCase().includes(t.site.name.toLowerCase()));
    for (const other of others) expect(res.body.toLowerCase(), `${other.site.name} in ${tenant.slug}'s home page`).not.toContain(other.site.name.toLowerCase());
  });
});

describe('security headers', () => {
  it('every HTML response carries a CSP without unsafe-inline whose nonce is never served twice', async () => {
    const tenant = firstOf(tenants);
    const a = await get(server.port, tenantHost(tenant.slug, server.port), '/?csp-test');
    const csp = String(a.headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
    for (const name of ['script-src', 'style-src']) {
      expect(directive(name)).not.toContain("'unsafe-inline'");
      expect(directive(name)).not.toContain("'unsafe-eval'");
    }
    expect(csp).toMatch(/object-src 'none'/);
    expect(String(a.headers['permissions-policy'])).toContain('camera=()');
    // Later answers for the same page (rendered again or from the render cache) never repeat the nonce.
    const nonce = cspScriptNonce(a.headers);
    for (let i = 0; i < 3; i++) {
      await waitUntilCached(server, tenant.slug, '/?csp-test');
      const b = await get(server.port, tenantHost(tenant.slug, server.port), '/?csp-test');
      expect(String(b.headers['content-security-policy'])).not.toContain(nonce);
      expect(b.body).not.toContain(nonce);
    }
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-powered-by']).toBeUndefined();
  });

  it('tenant text cannot close the boot script', async () => {
    // serializeBoot escapes "<", so no "</script" can appear inside the inline JSON.
    for (const tenant of tenants) {
      const res = await get(server.port, tenantHost(tenant.slug, server.port), '/');
      const doc = parseHtml(res.body);
      expect(bootScript(doc).element.textContent).not.toMatch(/<\/script/i);
    }
  });
});

describe('built assets', () => {
  it('serves the client entry and stylesheets with long-lived caching', async () => {
    const tenant = firstOf(tenants);
    const res = await get(server.port, tenantHost(tenant.slug, server.port), '/');
    const doc = parseHtml(res.body);
    const assets = [server.runtime.clientEntry, ...[...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href')!)];
    expect(assets.length, 'a stylesheet besides the entry').toBeGreaterThan(1);
    for (const asset of assets) {
      const r = await get(server.port, tenantHost(tenant.slug, server.port), asset);
      expect(r.status, asset).toBe(200);
      // The page's stylesheets are inline, each with the file's text; its link is disabled (never
      // fetched), there for the browser's loader of code-split parts.
      if (asset.endsWith('.css')) {
        expect(doc.querySelector(`style[data-href="${asset}"]`)?.textContent, `${asset} inline`).toBe(r.body);
        expect(doc.querySelector(`link[rel="stylesheet"][href="${asset}"]`)?.hasAttribute('disabled'), `${asset} link disabled`).toBe(true);
      }
      expect(r.headers['content-type'], asset).toMatch(asset.endsWith('.css') ? /^text\/css/ : /javascript/);
      expect(r.headers['cache-control'], asset).toMatch(/immutable/);
    }
    const missing = await get(server.port, tenantHost(tenant.slug, server.port), '/assets/does-not-exist.js');
    expect(missing.status).toBe(404);
  });
});
