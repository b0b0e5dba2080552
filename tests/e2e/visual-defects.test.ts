// What a visitor sees on a phone (390 px) and a desktop (1280 px), issue 24 defect 7: measured in
// real Chromium as boxes, overlaps and text, on the sample sites the defects were found on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Tenant } from '../../server/tenants/tenant';
import { eachWidth, WIDTHS } from '../helpers/axe';
import { collectErrors, launchBrowser, waitForFullHydration } from '../helpers/browser';
import { tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { defaultSearchPath } from '../../runtime/lib/search/search-paths';
import { isCarShown } from '../../runtime/lib/vehicle/visibility';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
const bySlug = (slug: string): Tenant => {
  const tenant = tenants.find((t) => t.slug === slug);
  if (!tenant) throw new Error(`the visual-defects suite needs the sample tenant ${slug} in ${tenantsDir}`);
  return tenant;
};

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(tenantsDir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (tenant: Tenant, p: string) => `http://${tenantHost(tenant.slug, server.port)}${p}`;

async function withPage(width: number, fn: (page: Page) => Promise<void>, setup?: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  const errors = collectErrors(context);
  try {
    const page = await context.newPage();
    await setup?.(page);
    await fn(page);
    errors.assertNone();
  } finally {
    await context.close();
  }
}

async function open(page: Page, tenant: Tenant, p: string): Promise<void> {
  const res = await page.goto(url(tenant, p), { waitUntil: 'load' });
  expect(res?.status(), url(tenant, p)).toBe(200);
  await waitForFullHydration(page);
}

const shownCars = (tenant: Tenant) => tenant.stock.filter((car) => isCarShown(car, Math.floor(Date.now() / 1000)) && car.status !== 'sold');
const carPath = (tenant: Tenant, slug: string) => `${tenant.site.vehicles.basePath}/${slug}`;

describe('the offers slider at 390 px', () => {
  it('shows the picture, the caption and its button inside the frame', async () => {
    const riverbend = bySlug('riverbend-mazda');
    await withPage(390, async (page) => {
      await open(page, riverbend, '/special-offers');
      const boxes = await page.evaluate(() => {
        const slide = document.querySelector('.slider-slide:not([hidden])')!;
        const rect = (el: Element | null) => el!.getBoundingClientRect().toJSON() as DOMRect;
        const link = slide.querySelector('.slider-caption a')!;
        link.scrollIntoView({ block: 'center' });
        const r = rect(link);
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {
          frame: rect(document.querySelector('.slider-frame')),
          image: rect(slide.querySelector('img')),
          caption: rect(slide.querySelector('.slider-caption')),
          link: rect(link),
          linkText: link.textContent,
          linkHit: !!hit && link.contains(hit),
        };
      });
      expect(boxes.linkText).toBe('Apply for finance');
      expect(boxes.image.height, 'the picture is more than a strip').toBeGreaterThanOrEqual(200);
      for (const part of [boxes.caption, boxes.link]) {
        expect(part.top).toBeGreaterThanOrEqual(boxes.frame.top - 0.5);
        expect(part.bottom).toBeLessThanOrEqual(boxes.frame.bottom + 0.5);
      }
      expect(boxes.linkHit, 'the button can be clicked').toBe(true);
    });
  });
});

describe('the chat button', () => {
  // As production lists it for a site with a chat provider (tests never load third-party scripts).
  const withChat = async (page: Page) => {
    await page.route(/\/api\/widgets$/, (route) => route.fulfill({ json: { chat: 'livechat', scripts: [] } }));
  };

  /** Focuses every focusable element of the page in turn and lists those the chat bar overlaps. */
  const coveredWhenFocused = (page: Page) =>
    page.evaluate(() => {
      const dock = document.querySelector('.chat-button')!.getBoundingClientRect();
      const covered: string[] = [];
      const focusable = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select, main textarea, footer a[href]')];
      for (const el of focusable) {
        if (el.closest('[hidden], [inert]') || el.getClientRects().length === 0 || el.tabIndex < 0) continue;
        el.focus();
        if (document.activeElement !== el) continue;
        const r = el.getBoundingClientRect();
        const overlaps = r.bottom > dock.top && r.top < dock.bottom && r.right > dock.left && r.left < dock.right;
        if (overlaps) covered.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      }
      return covered;
    });

  it('at 390 px covers no focused control of a car page, and Get Finance shows in full', async () => {
    const riverbend = bySlug('riverbend-mazda');
    const car = shownCars(riverbend).find((c) => c.price);
    await withPage(
      390,
      async (page) => {
        await open(page, riverbend, carPath(riverbend, car!.slug));
        await page.locator('.chat-button').waitFor();
        expect(await coveredWhenFocused(page)).toEqual([]);
        const finance = page
          .getByRole('link', { name: 'Get Finance' })
          .or(page.getByRole('button', { name: 'Get Finance' }))
          .first();
        await finance.focus();
        const [f, dock] = await Promise.all([finance.boundingBox(), page.locator('.chat-button').boundingBox()]);
        expect(f!.y + f!.height).toBeLessThanOrEqual(dock!.y);
      },
      withChat,
    );
  });

  it('at 1280 px covers no focused control of the stock list, and the last of the page clears it', async () => {
    const riverbend = bySlug('riverbend-mazda');
    await withPage(
      1280,
      async (page) => {
        await open(page, riverbend, defaultSearchPath(riverbend.publicSite));
        await page.locator('.chat-button').waitFor();
        expect(await coveredWhenFocused(page)).toEqual([]);
        // The Kms filter's label, brought into view as a visitor scrolls to it.
        const kms = page
          .locator('.search-sidebar')
          .getByText(/^(Kms|Odometer)/)
          .first();
        await kms.evaluate((el) => el.scrollIntoView({ block: 'end' }));
        const [k, dock] = await Promise.all([kms.boundingBox(), page.locator('.chat-button').boundingBox()]);
        expect(k!.y + k!.height).toBeLessThanOrEqual(dock!.y);
        // The foot of the page scrolls clear of the chat bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const lastText = await page.evaluate(() => {
          const footer = document.querySelector('footer')!;
          const all = [...footer.querySelectorAll('a, p, li, small, span')].filter((e) => e.getClientRects().length > 0);
          return Math.max(...all.map((e) => e.getBoundingClientRect().bottom));
        });
        const top = (await page.locator('.chat-button').boundingBox())!.y;
        expect(lastText).toBeLessThanOrEqual(top);
      },
      withChat,
    );
  });
});

describe('vehicle pictures', () => {
  it('a caravan photo on its page shows whole at 390 px, not cropped to a door and a wheel', async () => {
    const kiwi = bySlug('kiwi-trails-rv');
    const car = shownCars(kiwi).find((c) => c.primary_image_url);
    await withPage(390, async (page) => {
      await open(page, kiwi, carPath(kiwi, car!.slug));
      const img = page.locator('.gallery-main img').first();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const shown = await img.evaluate((el: HTMLImageElement) => {
        const box = el.getBoundingClientRect();
        const fit = getComputedStyle(el).objectFit;
        const scale = (fit === 'cover' ? Math.max : Math.min)(box.width / el.naturalWidth, box.height / el.naturalHeight);
        const drawnW = el.naturalWidth * scale;
        const drawnH = el.naturalHeight * scale;
        return (Math.min(drawnW, box.width) * Math.min(drawnH, box.height)) / (drawnW * drawnH);
      });
      expect(shown, 'share of the picture in view').toBeGreaterThan(0.99);
    });
  });

  it('a caravan without photos shows a caravan, not a car; a car without photos shows a car', async () => {
    const kiwi = bySlug('kiwi-trails-rv');
    const riverbend = bySlug('riverbend-mazda');
    const noPhotos = (tenant: Tenant) => shownCars(tenant).find((c) => !c.primary_image_url && !c.images?.length && !c.thumbnails?.length);
    const placeholder = async (tenant: Tenant) => {
      let picture = '';
      await withPage(390, async (page) => {
        await open(page, tenant, carPath(tenant, noPhotos(tenant)!.slug));
        picture = await page.locator('.gallery-main img').evaluate((el) => getComputedStyle(el).backgroundImage);
      });
      return picture;
    };
    const [caravan, car] = [await placeholder(kiwi), await placeholder(riverbend)];
    expect(caravan).toContain("id='caravan'");
    expect(car).toContain("id='car'");
  });
});

describe('dealer comments', () => {
  it('name a caravan once: no "Pop Top Pop Top"', async () => {
    const kiwi = bySlug('kiwi-trails-rv');
    const popTops = shownCars(kiwi).filter((c) => /pop top/i.test(c.name));
    expect(popTops.length).toBeGreaterThan(0);
    await withPage(1280, async (page) => {
      await open(page, kiwi, carPath(kiwi, popTops[0]!.slug));
      expect(await page.locator('main').innerText()).not.toMatch(/Pop Top\s+Pop Top/i);
    });
    for (const car of popTops) expect(car.description ?? '', car.slug).not.toMatch(/\b(\w[\w.-]*(?: \w[\w.-]*){0,2}) \1\b/);
  });
});

describe('the stock page', () => {
  it('renders 24 cars, reveals the rest of the 100 without a request, and keeps the page links', async () => {
    const riverbend = bySlug('riverbend-mazda');
    await withPage(390, async (page) => {
      await open(page, riverbend, defaultSearchPath(riverbend.publicSite));
      const cards = page.locator('.car-grid .car-card');
      expect(await cards.count()).toBe(24);
      const elements = await page.evaluate(() => document.querySelectorAll('*').length);
      expect(elements, 'DOM elements on a phone').toBeLessThan(1200);
      const searches: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.startsWith('/api/search')) searches.push(req.url());
      });
      await page.getByRole('link', { name: /^Show more/ }).click();
      await expect.poll(() => cards.count()).toBe(100);
      expect(searches, 'search requests after Show more').toEqual([]);
      // The 25th card takes focus, so a keyboard visitor carries on where the list grew (in the next frame, after the cards render).
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('li') === document.querySelectorAll('.car-grid > li')[24])).toBe(true);
      expect(await page.getByRole('link', { name: /^Show more/ }).count()).toBe(0);
      expect(await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).count()).toBe(1);
    });
  });

  it('without JavaScript, Show more is a link to the page with every card', async () => {
    const riverbend = bySlug('riverbend-mazda');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(url(riverbend, defaultSearchPath(riverbend.publicSite)));
      expect(await page.locator('.car-grid .car-card').count()).toBe(24);
      await page.getByRole('link', { name: /^Show more/ }).click();
      await page.waitForURL(/[?&]show=all/);
      expect(await page.locator('.car-grid .car-card').count()).toBe(100);
    } finally {
      await context.close();
    }
  });
});

describe('text and spacing', () => {
  const contactPages = ['/contact', '/our-locations'];

  it.each(['riverbend-mazda', 'southern-cross-autos', 'kiwi-trails-rv', 'lone-star-trucks'])(
    'at 390 px an email address on %s stays on one line',
    async (slug) => {
      const tenant = bySlug(slug);
      await withPage(390, async (page) => {
        for (const p of contactPages) {
          if (!tenant.routes.some((r) => r.path === p)) continue;
          await open(page, tenant, p);
          const broken = await page.evaluate(() => {
            const out: string[] = [];
            for (const a of document.querySelectorAll('main a[href^="mailto:"]')) {
              const range = document.createRange();
              range.selectNodeContents(a);
              const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              if (lines.size > 1) out.push(a.textContent ?? '');
            }
            return out;
          });
          expect(broken, `${slug}${p}`).toEqual([]);
        }
      });
    },
  );

  // One load per page, measured at each width by resizing (tests/helpers/axe.ts eachWidth: the layout is CSS).
  it('at 1280 px and 390 px every blog card picture has the same height', async () => {
    for (const slug of ['riverbend-mazda', 'kiwi-trails-rv', 'southern-cross-autos']) {
      const tenant = bySlug(slug);
      const blog = tenant.routes.find((r) => /^\/(blog|news)$/.test(r.path));
      await withPage(WIDTHS[0].width, async (page) => {
        await open(page, tenant, blog!.path);
        await eachWidth(page, async (width) => {
          const heights = await page.locator('.blog-card img').evaluateAll((imgs) => imgs.map((i) => Math.round(i.getBoundingClientRect().height)));
          expect(heights.length, `${slug} at ${width} px`).toBeGreaterThan(1);
          expect(new Set(heights).size, `${slug} at ${width} px: ${heights.join(', ')}`).toBe(1);
        });
      });
    }
  });

  it('at 1280 px and 390 px the models, locations and blog headings stand clear of the header', async () => {
    for (const tenant of tenants.filter((t) => ['riverbend-mazda', 'kiwi-trails-rv', 'lone-star-trucks', 'southern-cross-autos'].includes(t.slug))) {
      const paths = tenant.routes.filter((r) => /^\/(models|our-locations|blog|news)$/.test(r.path)).map((r) => r.path);
      expect(paths.length, tenant.slug).toBeGreaterThanOrEqual(3);
      await withPage(WIDTHS[0].width, async (page) => {
        for (const p of paths) {
          await page.setViewportSize(WIDTHS[0]);
          await open(page, tenant, p);
          await eachWidth(page, async (width) => {
            const gap = await page.evaluate(
              () =>
                document.querySelector('main h1')!.getBoundingClientRect().top - document.querySelector('header.site-header')!.getBoundingClientRect().bottom,
            );
            expect(gap, `${tenant.slug}${p} at ${width} px`).toBeGreaterThanOrEqual(24);
          });
        }
      });
    }
  });
});
