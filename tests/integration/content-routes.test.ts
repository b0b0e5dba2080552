// The content screens of issue 11 on every sample tenant, through the real production server and
// read as a browser would before any script: offers, models, locations, reviews and the blog.
// Expected values come from each tenant's own documents, so every tenant checks its own data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, type HttpResponse } from '../helpers/http';
import { parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { offerHref, shownOffers } from '../../runtime/lib/offers';
import { siteManufacturer } from '../../runtime/lib/site-manufacturer';
import { bodySlug } from '../../runtime/lib/body-slug';
import { pluralBodyName } from '../../runtime/lib/vehicle-names';
import { contactSlug } from '../../runtime/lib/location-slug';
import { displayedLocations } from '../../runtime/ui/locations';
import { siteLocationGroups } from '../../runtime/lib/location-load';
import { serviceBookingPages } from '../../runtime/lib/service-booking-pages';
import { rewriteHref } from '../../runtime/lib/links';
import { shownReviews } from '../../runtime/lib/reviews';
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
const page = async (t: Tenant, path: string): Promise<HttpResponse & { doc: Document }> => {
  const res = await get(server.port, host(t), path);
  return { ...res, doc: parseHtml(res.body) };
};
const texts = (doc: ParentNode, selector: string) => [...doc.querySelectorAll(selector)].map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim());
const hrefs = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((e) => e.getAttribute('href') ?? '');
const blogPath = (t: Tenant, path: string) => rewriteHref(path, { blogToNews: t.site.features?.blog_to_news });

describe.each(tenants.map((t) => [t.slug, t] as const))('%s', (_slug, tenant) => {
  const { collections, site } = tenant;

  it('/special-offers lists every shown offer, linked to its page, and leaves out excluded ones', async () => {
    const res = await page(tenant, '/special-offers');
    expect(res.status).toBe(200);
    const shown = shownOffers(collections.offers, site);
    expect(shown.length).toBeGreaterThan(0);
    expect(texts(res.doc, '.offer-card-title')).toEqual(shown.map((o) => o.name));
    expect(hrefs(res.doc, '.offer-card-title a')).toEqual(shown.map((o) => offerHref(o, site)));
    for (const excluded of collections.offers.filter((o) => !shown.includes(o))) expect(res.body).not.toContain(excluded.name);
  });

  it('each offer page answers 200 with its title, enquiry form and toggles; the other address form redirects', async () => {
    for (const offer of shownOffers(collections.offers, site)) {
      const href = offerHref(offer, site);
      const res = await page(tenant, href);
      expect(res.status, href).toBe(200);
      expect(texts(res.doc, 'h1')).toContain(offer.name);
      expect(res.doc.querySelector('#offer-enquiry form, #offer-enquiry')).not.toBeNull();
      expect(hrefs(res.doc, '.offer-card-actions a')[0]).toBe(`${href}#offer-enquiry`);
      const long = offer.description.replace(/<[^>]*>/g, '').length > 200;
      expect(texts(res.doc, '.offer-card-description .collapsible-toggle').length, href).toBe(long ? 1 : 0);
      const other = siteManufacturer(site) || !offer.manufacturer ? `/offers/${bodySlug(offer.manufacturer ?? 'any')}/${offer.id}` : `/offers/${offer.id}`;
      const moved = await get(server.port, host(tenant), other);
      expect([moved.status, moved.headers.location], other).toEqual([301, href]);
    }
    expect((await get(server.port, host(tenant), '/offers/no-such-offer')).status).toBe(404);
    for (const excluded of collections.offers.filter((o) => !shownOffers(collections.offers, site).includes(o))) {
      expect((await get(server.port, host(tenant), offerHref(excluded, site))).status).toBe(404);
    }
  });

  it('/models shows every model; /models?body= shows one body; an unknown body is 404', async () => {
    const all = await page(tenant, '/models');
    expect(all.status).toBe(200);
    expect(texts(all.doc, '.model-tile-name')).toEqual(collections.models.map((m) => m.name));
    const bodies = [...new Set(collections.models.map((m) => m.manufacturer_body))];
    for (const body of bodies) {
      const res = await page(tenant, `/models?body=${bodySlug(body)}`);
      expect(res.status, body).toBe(200);
      expect(texts(res.doc, '.model-tile-name')).toEqual(collections.models.filter((m) => m.manufacturer_body === body).map((m) => m.name));
      expect(texts(res.doc, 'h1')[0]).toContain(pluralBodyName(body));
    }
    expect((await get(server.port, host(tenant), '/models?body=no-such-body')).status).toBe(404);
  });

  it('each model page answers 200, or redirects to its override address', async () => {
    for (const model of collections.models) {
      const res = await page(tenant, `/${model.slug}`);
      if (model.override_url) expect([res.status, res.headers.location], model.slug).toEqual([301, model.override_url]);
      else {
        expect(res.status, model.slug).toBe(200);
        expect(texts(res.doc, 'h1')).toEqual([model.name]);
      }
    }
    expect((await get(server.port, host(tenant), '/no-such-model')).status).toBe(404);
  });

  it('/our-locations shows each location group with every location, licence label and actions', async () => {
    const res = await page(tenant, '/our-locations');
    expect(res.status).toBe(200);
    const locations = displayedLocations(collections.locations, { slugs: site.locations });
    const slugs = [...new Set(locations.map((l) => contactSlug(l.name)))];
    expect(hrefs(res.doc, '.location-group-name a')).toEqual(slugs.map((s) => `/contact-us/${s}`));
    const label = site.display?.licence_label ?? 'DL';
    for (const l of locations) {
      expect(res.body).toContain(l.address.street);
      if (l.dealer_license_number) expect(texts(res.doc, '.location-licences span')).toContain(`${label} ${l.dealer_license_number}`);
    }
    expect(texts(res.doc, '.location-actions a').filter((t) => t.startsWith('Get Directions')).length).toBe(locations.length);
  });

  it('/our-locations: each card has its map (no map script before the visitor asks), its buttons and Visit Website, all leading somewhere', async () => {
    const res = await page(tenant, '/our-locations');
    const shown = displayedLocations(collections.locations, { slugs: site.locations });
    const cards = siteLocationGroups(tenant.publicSite, shown, Math.floor(Date.now() / 1000)).flatMap((g) => g.locations);
    const rendered = [...res.doc.querySelectorAll('.location-card')];
    expect(rendered.length).toBe(cards.length);
    // Spec section 2: a map on every card (the samples give each location a map or a picture).
    expect(cards.filter((c) => c.map.kind === 'none').map((c) => c.name)).toEqual([]);
    for (const [i, card] of cards.entries()) {
      const el = rendered[i]!;
      const box = el.querySelector('.location-map');
      const kind = card.map.kind === 'none' ? null : card.map.kind === 'picture' ? card.map.picture.kind : 'interactive';
      expect(box?.getAttribute('data-map') ?? null, card.name).toBe(kind);
      if (kind === 'interactive') expect(texts(el, '.location-map button')).toEqual([`Show interactive map of ${card.name}`]);
      const actions = [...el.querySelectorAll('.location-actions a[data-action]')].map((a) => [a.getAttribute('data-action'), a.getAttribute('href')]);
      const website = card.website ? [['visit-website', card.website]] : [];
      expect(actions, card.name).toEqual([...card.actions.map((a) => [a.kind, a.href]), ...website]);
      for (const action of card.actions) {
        const target = await get(server.port, host(tenant), action.href.replace(/#.*$/, ''));
        expect(target.status, `${card.name}: ${action.label} -> ${action.href}`).toBe(200);
      }
    }
    expect(res.body).not.toContain('maps.googleapis.com');
  });

  it('each /contact-us/{location-slug} answers 200 with its group and an enquiry form; an unknown one 404', async () => {
    const locations = displayedLocations(collections.locations, { slugs: site.locations });
    for (const slug of new Set(locations.map((l) => contactSlug(l.name)))) {
      const res = await page(tenant, `/contact-us/${slug}`);
      expect(res.status, slug).toBe(200);
      const group = locations.filter((l) => contactSlug(l.name) === slug);
      expect(texts(res.doc, '[role="tab"]').length).toBe(group.length > 1 ? group.length : 0);
      expect(res.doc.querySelector('#enquiry form')).not.toBeNull();
    }
    expect((await get(server.port, host(tenant), '/contact-us/no-such-place')).status).toBe(404);
  });

  it('reviews show only ratings above 4, newest first, with the star rating', async () => {
    const res = await page(tenant, '/our-locations');
    const shown = shownReviews(collections.reviews);
    expect(shown.length).toBeGreaterThan(0);
    expect(texts(res.doc, '.review-head strong')).toEqual(shown.map((r) => r.customer_name));
    expect(texts(res.doc, '.review-summary .sr-only')[0]).toMatch(/^Rated \d\.\d out of 5 from [\d,]+ reviews?$/);
    // A review's title shows above its text unless the site hides titles (display.hide_review_titles).
    const titles = site.display?.hide_review_titles === true ? [] : shown.flatMap((r) => (r.title?.trim() ? [r.title.trim()] : []));
    expect(texts(res.doc, '.review-title')).toEqual(titles);
  });

  it('the blog lists its posts newest first; each post answers 200 and is in the sitemap', async () => {
    const list = await page(tenant, blogPath(tenant, '/blog'));
    expect(list.status).toBe(200);
    const posts = collections.posts;
    expect(posts.length).toBeGreaterThan(0);
    expect(texts(list.doc, '.blog-card h2')).toEqual([...posts].sort((a, b) => b.date.localeCompare(a.date)).map((p) => p.title));
    const sitemap = (await get(server.port, host(tenant), '/sitemap.xml')).body;
    for (const post of posts) {
      const path = blogPath(tenant, `/blog/${post.slug}`);
      const res = await page(tenant, path);
      expect(res.status, path).toBe(200);
      expect(texts(res.doc, 'h1')).toEqual([post.title]);
      expect(res.body).not.toMatch(/<script[^>]*>[^<]*alert/);
      expect(sitemap).toContain(`${path}</loc>`);
    }
    expect((await get(server.port, host(tenant), blogPath(tenant, '/blog/no-such-post'))).status).toBe(404);
    expect((await get(server.port, host(tenant), `${blogPath(tenant, '/blog')}?page=99`)).status).toBe(404);
    if (tenant.site.features?.blog_to_news) {
      const moved = await get(server.port, host(tenant), '/blog');
      expect([moved.status, moved.headers.location]).toEqual([301, '/news']);
    }
  });
});

it('the sample sites show every part of a location card: the interactive map, a static map picture, a location image, Book a Service, Parts Enquiry, Send Enquiry and Visit Website', async () => {
  const seen = new Set<string>();
  for (const tenant of tenants) {
    const { doc } = await page(tenant, '/our-locations');
    for (const box of doc.querySelectorAll('.location-map')) seen.add(`map:${box.getAttribute('data-map') ?? ''}`);
    for (const a of doc.querySelectorAll('.location-actions a[data-action]')) seen.add(`action:${a.getAttribute('data-action') ?? ''}`);
  }
  expect([...seen].sort()).toEqual(
    [
      'action:book-service',
      'action:contact',
      'action:parts-enquiry',
      'action:send-enquiry',
      'action:visit-website',
      'map:image',
      'map:interactive',
      'map:static-map',
    ].sort(),
  );
});

it("a location without a website of its own links Visit Website to its dealership's sister site (site.json dealership_websites)", async () => {
  const groups = tenants.filter((t) => (t.site.dealership_websites ?? []).length > 0);
  expect(groups.map((t) => t.slug)).toContain('southern-cross-autos');
  for (const tenant of groups) {
    const { doc } = await page(tenant, '/our-locations');
    const links = [...doc.querySelectorAll('[data-action="visit-website"]')].map((a) => [a.textContent?.replace(/\s+/g, ' ').trim(), a.getAttribute('href')]);
    for (const sister of tenant.site.dealership_websites ?? []) {
      const own = tenant.collections.locations.filter((l) => l.dealership_slug === sister.slug && !l.website).map((l) => l.name);
      expect(own.length, `${tenant.slug}: a location of ${sister.name}`).toBeGreaterThan(0);
      for (const name of own) expect(links, name).toContainEqual([`Visit Website of ${name} (opens in a new tab)`, sister.url]);
    }
  }
});

it('the samples show review titles (Riverbend) and hide them where the site says so (Lone Star Trucks, display.hide_review_titles)', async () => {
  const shownTitles = async (slug: string) => {
    const tenant = tenants.find((t) => t.slug === slug)!;
    return { titled: tenant.collections.reviews.filter((r) => r.title).length, shown: texts((await page(tenant, '/our-locations')).doc, '.review-title') };
  };
  const riverbend = await shownTitles('riverbend-mazda');
  expect(riverbend.titled).toBeGreaterThan(0);
  expect(riverbend.shown).toContain('No pressure, car ready as promised');
  const lonestar = await shownTitles('lone-star-trucks');
  expect(lonestar.titled).toBeGreaterThan(0);
  expect(lonestar.shown).toEqual([]);
});

// The spec's service routes list /book-a-service-smithfield: a service location's own booking page,
// on the sites that configure them (features.service_booking_per_location).
describe('/book-a-service-<location>', () => {
  it("answers each service location's booking page with the Book a Service form for that service centre", async () => {
    const withPages = tenants.filter((t) => t.site.features?.service_booking_per_location === true);
    const riverbend = withPages.find((t) => t.slug === 'riverbend-mazda');
    expect(riverbend && serviceBookingPages(riverbend.site, riverbend.collections.locations).map((p) => p.path)).toEqual(['/book-a-service-riverbend-mazda']);
    for (const tenant of withPages) {
      for (const booking of serviceBookingPages(tenant.site, tenant.collections.locations)) {
        const res = await page(tenant, booking.path);
        expect(res.status, booking.path).toBe(200);
        expect(texts(res.doc, 'h1')).toEqual([`Book a Service at ${booking.place}`]);
        expect(res.doc.querySelector('#service-booking-form form'), booking.path).not.toBeNull();
        expect(res.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${booking.path}$`));
        // The screen's route (in the page's boot data) carries the service centre the form holds.
        expect(res.body).toContain(JSON.stringify({ location: booking.location }));
        // Its location's card leads there.
        const cards = await page(tenant, '/our-locations');
        expect(cards.doc.querySelector(`.location-actions a[data-action="book-service"][href="${booking.path}"]`), booking.path).not.toBeNull();
      }
    }
  });

  it('answers 404 for a place that is not one of the site’s service locations, on every tenant', async () => {
    for (const tenant of tenants) {
      expect((await get(server.port, host(tenant), '/book-a-service-smithfield')).status, tenant.slug).toBe(404);
      const sales = displayedLocations(tenant.collections.locations, { types: ['sales'] })[0];
      if (sales) expect((await get(server.port, host(tenant), `/book-a-service-${contactSlug(sales.name)}-sales`)).status, tenant.slug).toBe(404);
    }
  });
});

// tenants/_manufacturers/mazda/pages/warranty.json inserts Mazda's warranty terms after the
// template's hero, for every site whose manufacturer is mazda, and for no other.
describe('the manufacturer override folder tenants/_manufacturers/mazda', () => {
  const mazdaHeading = "Mazda's 5 year unlimited kilometre warranty";
  const withWarranty = tenants.filter((t) => t.routes.some((r) => r.path === '/warranty'));

  it("shows Mazda's warranty, between the template's hero and text, on the Mazda dealer's /warranty page", async () => {
    const mazda = withWarranty.filter((t) => t.site.manufacturer === 'mazda');
    expect(mazda.map((t) => t.slug)).toEqual(['riverbend-mazda']);
    const res = await page(mazda[0]!, '/warranty');
    expect(res.status).toBe(200);
    expect(texts(res.doc, 'main h2').slice(0, 2)).toEqual([mazdaHeading, 'Warranty cover explained']);
    expect(res.doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Mazda's 5 year unlimited kilometre warranty/);
  });

  it("leaves the /warranty page of every other manufacturer's dealer as the template has it", async () => {
    const others = withWarranty.filter((t) => t.site.manufacturer !== 'mazda');
    expect(others.length).toBeGreaterThan(0);
    for (const tenant of others) {
      const res = await page(tenant, '/warranty');
      expect(res.status, tenant.slug).toBe(200);
      expect(res.body, tenant.slug).not.toContain('unlimited kilometre warranty');
      expect(texts(res.doc, 'main h2'), tenant.slug).not.toContain(mazdaHeading);
      expect(
        tenant.pages.warranty?.blocks.map((b) => b.id),
        tenant.slug,
      ).not.toContain('mazda-warranty');
    }
  });
});
