// Pages made for one item name themselves after it: every offer, model, blog post and location
// page of every sample tenant has the item's <title>, meta description and canonical URL (not the
// template page's generic ones). Also: /our-locations/{slug} leads to the location's page, and a
// freshly rendered page's CSP lets a nonced tag manager add scripts ('strict-dynamic').
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../helpers/http';
import { parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { offerHref, shownOffers } from '../../runtime/lib/offers';
import { contactSlug } from '../../runtime/lib/location-slug';
import { displayedLocations } from '../../runtime/ui/locations';
import { rewriteHref } from '../../runtime/lib/links';
import { plainText } from '../../runtime/lib/collapse-text';
import { META_DESCRIPTION_LENGTH } from '../../runtime/lib/item-head-text';
import type { Tenant } from '../../server/tenants/tenant';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer(tenantsDir);
});
afterAll(async () => {
  await server?.close();
});

const host = (t: Tenant) => `${t.slug}.localhost`;

async function head(t: Tenant, path: string) {
  const res = await get(server.port, host(t), path);
  expect(res.status, path).toBe(200);
  const doc = parseHtml(res.body);
  return {
    titles: [...doc.querySelectorAll('title')].map((e) => e.textContent),
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    canonicals: [...doc.querySelectorAll('link[rel="canonical"]')].map((e) => e.getAttribute('href')),
  };
}

describe('google-site-verification (site.json widgets.google_site_verification)', () => {
  const verificationMetas = async (t: Tenant, path: string) => {
    const res = await get(server.port, host(t), path);
    expect(res.status, path).toBe(200);
    return [...parseHtml(res.body).querySelectorAll('meta[name="google-site-verification"]')].map((e) => e.getAttribute('content'));
  };
  const withToken = tenants.filter((t) => t.site.widgets?.google_site_verification);

  it('a sample tenant sets one, and another sets none', () => {
    expect(withToken.map((t) => t.slug)).toEqual(['riverbend-mazda']);
  });

  it.each(tenants.map((t) => [t.slug, t] as const))('%s: the home page carries its token once; other pages carry none', async (_slug, t) => {
    const token = t.site.widgets?.google_site_verification;
    expect(await verificationMetas(t, '/')).toEqual(token ? [token] : []);
    expect(await verificationMetas(t, '/special-offers')).toEqual([]);
  });
});

/** The description starts with the item's own text (cut on a word boundary at about 155 characters). */
function expectDescribes(description: string, text: string) {
  expect(description.length).toBeGreaterThan(0);
  expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH + 1);
  expect(plainText(text).startsWith(description.replace(/…$/, ''))).toBe(true);
}

describe.each(tenants.map((t) => [t.slug, t] as const))('%s', (_slug, tenant) => {
  const { site, collections } = tenant;
  const canonical = (path: string) => `https://${site.domains[0] ?? `${site.slug}.localhost`}${path}`;

  it('each offer page is titled, described and canonical by its offer', async () => {
    const offers = shownOffers(collections.offers, site);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const h = await head(tenant, offerHref(offer, site));
      expect(h.titles).toEqual([`${offer.name} | ${site.name}`]);
      expectDescribes(h.description, offer.description);
      expect(h.canonicals).toEqual([canonical(offerHref(offer, site))]);
    }
  });

  it('each model page is titled and canonical by its model (a model with an override address redirects there)', async () => {
    expect(collections.models.length).toBeGreaterThan(0);
    for (const model of collections.models) {
      if (model.override_url && model.override_url !== `/${model.slug}`) {
        const moved = await get(server.port, host(tenant), `/${model.slug}`);
        expect([moved.status, moved.headers.location]).toEqual([301, model.override_url]);
        continue;
      }
      const h = await head(tenant, `/${model.slug}`);
      expect(h.titles).toEqual([`${model.name} | ${site.name}`]);
      if (model.description) expectDescribes(h.description, model.description);
      else expect(h.description).toBe(`Explore the ${model.name} at ${site.name}: offers and stock.`);
      expect(h.canonicals).toEqual([canonical(`/${model.slug}`)]);
    }
  });

  it('each blog post is titled, described and canonical by its post, at the site’s blog address', async () => {
    expect(collections.posts.length).toBeGreaterThan(0);
    for (const post of collections.posts) {
      const path = rewriteHref(`/blog/${post.slug}`, { blogToNews: site.features?.blog_to_news });
      const h = await head(tenant, path);
      expect(h.titles).toEqual([`${post.title} | ${site.name}`]);
      expectDescribes(h.description, post.summary ?? post.body);
      expect(h.canonicals).toEqual([canonical(path)]);
    }
  });

  it('each location page is titled and canonical by its location group; /our-locations/{slug} leads there', async () => {
    const locations = displayedLocations(collections.locations, { slugs: site.locations });
    const slugs = [...new Set(locations.map((l) => contactSlug(l.name)))];
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const first = locations.find((l) => contactSlug(l.name) === slug)!;
      const h = await head(tenant, `/contact-us/${slug}`);
      expect(h.titles).toHaveLength(1);
      expect(h.titles[0]).toMatch(new RegExp(`^[^|]+ \\| ${site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(h.titles[0]).not.toMatch(/^Contact Us \|/);
      expect(h.description).toContain(first.address.street);
      expect(h.canonicals).toEqual([canonical(`/contact-us/${slug}`)]);
      const moved = await get(server.port, host(tenant), `/our-locations/${slug}`);
      expect([moved.status, moved.headers.location]).toEqual([301, `/contact-us/${slug}`]);
    }
    expect((await get(server.port, host(tenant), '/our-locations/no-such-place')).headers.location).toBe('/contact-us/no-such-place');
    expect((await get(server.port, host(tenant), '/contact-us/no-such-place')).status).toBe(404);
  });

  it('a template page keeps its own title', async () => {
    const h = await head(tenant, '/our-locations');
    expect(h.titles).toEqual([`Our Locations | ${site.name}`]);
  });
});

describe('script policy', () => {
  it("a rendered page's scripts: its nonce with 'strict-dynamic', never unsafe-inline or unsafe-eval", async () => {
    const tenant = tenants[0]!;
    const res = await get(server.port, host(tenant), '/special-offers?csp-heads');
    const script = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('script-src '))!;
    expect(script).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
    expect(script).not.toMatch(/unsafe-inline|unsafe-eval|https:|\*/);
    // Every script and module preload of the page carries that nonce ('strict-dynamic' voids 'self').
    const nonce = /'nonce-([^']+)'/.exec(script)![1]!;
    const doc = parseHtml(res.body);
    const loaders = [...doc.querySelectorAll('script:not([type="application/ld+json"]), link[rel="modulepreload"]')];
    expect(loaders.length).toBeGreaterThan(1);
    for (const el of loaders) expect(el.getAttribute('nonce'), el.outerHTML.slice(0, 80)).toBe(nonce);
  });
});
