// Lazy images in Chromium: a picture starts loading when it comes within 200px of the viewport
// (spec section 9's lazy margin), not before; until then it keeps its box and requests nothing.
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser';
import { startTestServer, type RunningServer } from '../helpers/server';
import { copySampleTenants, type TenantsCopy } from '../helpers/tenants';
import { LAZY_ROOT_MARGIN } from '../../runtime/lib/image-url';

let server: RunningServer;
let browser: Browser;
let tenants: TenantsCopy;

beforeAll(async () => {
  // Own fixtures: riverbend's last shown offer gets a photo of its own (no other picture shares it).
  tenants = copySampleTenants('content-images-');
  await sharp({ create: { width: 800, height: 450, channels: 3, background: '#5a7' } })
    .png()
    .toFile(path.join(tenants.dir, 'riverbend-mazda', 'public', 'lazy-offer.png'));
  tenants.editJson('riverbend-mazda/offers.json', (doc) => {
    const offers = Array.isArray(doc) ? doc : doc.offers;
    const shown = offers.filter((o: { excluded_website_ids?: unknown[] }) => !o.excluded_website_ids?.length);
    shown[shown.length - 1].image_url = '/media/lazy-offer.png';
  });
  server = await startTestServer(tenants.dir);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  tenants?.remove();
});

/** Scrolls so the image's top edge is `below` px under the viewport's bottom edge. */
async function scrollImageBelowViewport(page: Page, index: number, below: number): Promise<void> {
  await page.evaluate(
    ([i, px]) => {
      const img = document.querySelectorAll('img[data-lazy]')[i]!;
      const top = img.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - document.documentElement.clientHeight - px);
    },
    [index, below] as const,
  );
  // Intersections are computed as part of rendering a frame and reported in a task after it:
  // two frames and a task later, any crossing at this position has been reported.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

it(`a lazy image loads at ${LAZY_ROOT_MARGIN} from the viewport, not at 210px`, async () => {
  expect(LAZY_ROOT_MARGIN).toBe('200px');
  const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (req) => requests.push(new URL(req.url()).pathname + new URL(req.url()).search));
  await page.goto(`http://riverbend-mazda.localhost:${server.port}/special-offers`);
  await waitForHydration(page);
  // The page as served: the real picture (the /_image address of the offer's own photo) only
  // inside <noscript>, the <img> an empty picture of the same proportions.
  const index = await page.evaluate(() =>
    [...document.querySelectorAll('img[data-lazy]')].findIndex((img) => img.nextElementSibling?.outerHTML.includes('lazy-offer.png')),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  const last = page.locator('img[data-lazy]').nth(index);
  const html = await last.evaluate((img) => img.nextElementSibling!.outerHTML);
  const real = /src="([^"]+)"/.exec(html.replace(/&amp;/g, '&'))?.[1];
  expect(html.startsWith('<noscript>')).toBe(true);
  expect(real).toMatch(/^\/_image\?url=%2Fmedia%2Flazy-offer\.png%3Fv%3D[0-9a-f]{8}&w=\d+&q=75$/);
  expect(await last.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  const box = await last.boundingBox();
  expect(box!.height).toBeGreaterThan(0);

  await expect.poll(() => last.getAttribute('data-lazy')).toBe('waiting');
  await scrollImageBelowViewport(page, index, 210);
  expect(await last.getAttribute('data-lazy')).toBe('waiting');
  expect(await last.getAttribute('src')).toMatch(/^data:/);
  const photoRequests = () => requests.filter((r) => r.startsWith('/_image?url=%2Fmedia%2Flazy-offer.png%3Fv%3D'));
  expect(photoRequests()).toEqual([]);

  await scrollImageBelowViewport(page, index, 190);
  await expect.poll(() => last.getAttribute('data-lazy')).toBe('loaded');
  expect(await last.getAttribute('src')).toBe(real);
  // The browser picks its width from the srcset.
  await expect.poll(() => photoRequests().length).toBe(1);
  // Same box before and after: nothing moved when the picture arrived.
  const after = await last.boundingBox();
  expect(Math.round(after!.height)).toBe(Math.round(box!.height));
  errors.assertNone();
  await page.close();
});
