// The sites in a real browser (Debian's Chromium through playwright-core) against the production
// server: theming per tenant, hydration and client-side navigation, keyboard access, console
// cleanliness on every page, and the JavaScript budget. One server and one browser for the file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Tenant } from '../../server/tenants/tenant';
import { collectErrors, launchBrowser, waitForFullHydration, waitForHydration, type ErrorLog } from '../helpers/browser';
import { get, tenantHost } from '../helpers/http';
import { hexToRgb, parseHtml } from '../helpers/html';
import { startTestServer, type RunningServer } from '../helpers/server';
import { firstHeading, homeRoute, loadTenants, pickTenants, squash, testTenantsDir } from '../helpers/tenants';
import { rewriteHref } from '../../runtime/lib/links';
import { JS_BUDGET_GZIP, gzippedScripts, recordFirstVisit } from '../helpers/js-budget';
import { contentRoutes } from '../../runtime/lib/route-table';

const tenantsDir = await testTenantsDir();
const tenants = await loadTenants(tenantsDir);
// Two tenants that differ as much as possible: the Australian car dealer and the US truck dealer.
const [siteA, siteB] = pickTenants(tenants, 2, ['riverbend-mazda', 'lone-star-trucks']);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  if (!siteA || !siteB) throw new Error(`the e2e suite needs two valid tenants in ${tenantsDir}`);
  [server, browser] = await Promise.all([startTestServer(tenantsDir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const url = (tenant: Tenant, p = '/') => `http://${tenantHost(tenant.slug, server.port)}${p}`;

/** A fresh context per test, with every console error and page error collected. */
async function withPage<T>(fn: (page: Page, errors: ErrorLog, context: BrowserContext) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const errors = collectErrors(context);
  try {
    const page = await context.newPage();
    const result = await fn(page, errors, context);
    errors.assertNone();
    return result;
  } finally {
    await context.close();
  }
}

async function open(page: Page, tenant: Tenant, p = '/'): Promise<void> {
  const res = await page.goto(url(tenant, p), { waitUntil: 'load' });
  expect(res?.status(), `${url(tenant, p)}`).toBe(200);
  await waitForHydration(page);
}

describe('two tenants, one server', () => {
  it('each shows its own name, theme colours and language', async () => {
    await withPage(async (page) => {
      const seen: { primary: string; lang: string; button?: string }[] = [];
      for (const tenant of [siteA!, siteB!]) {
        await open(page, tenant);
        const colors = tenant.site.theme.colors;

        // Name: as header text, or as the logo's alternative text.
        const headerNames = await page.$eval('header.site-header', (h) => [h.textContent ?? '', ...[...h.querySelectorAll('img')].map((i) => i.alt)].join(' '));
        expect(squash(headerNames), `${tenant.slug} header`).toContain(tenant.site.name);

        const styles = await page.evaluate(() => {
          const root = getComputedStyle(document.documentElement);
          const header = document.querySelector('header.site-header');
          const button = document.querySelector('.btn-primary');
          return {
            lang: document.documentElement.lang,
            primary: root.getPropertyValue('--color-primary').trim().toLowerCase(),
            headerBg: header ? getComputedStyle(header).backgroundColor : null,
            buttonBg: button ? getComputedStyle(button).backgroundColor : null,
          };
        });
        expect(styles.lang).toBe(tenant.site.locale);
        expect(styles.primary, `${tenant.slug} --color-primary`).toBe(colors.primary.toLowerCase());
        if (colors.headerBackground) expect(styles.headerBg, `${tenant.slug} header background`).toBe(hexToRgb(colors.headerBackground));
        expect(styles.buttonBg, `${tenant.slug} has a primary button on its home page`).not.toBeNull();
        expect(styles.buttonBg, `${tenant.slug} .btn-primary background`).toBe(hexToRgb(colors.primary));
        seen.push({ primary: styles.primary, lang: styles.lang, button: styles.buttonBg ?? undefined });
      }
      expect(seen[0]!.primary, 'the two tenants have different primary colours').not.toBe(seen[1]!.primary);
      expect(seen[0]!.button).not.toBe(seen[1]!.button);
      if (siteA!.site.locale !== siteB!.site.locale) expect(seen[0]!.lang).not.toBe(seen[1]!.lang);
    });
  });
});

/** A header link to another content page: prefer "About Us", else the first one found. */
function navigationTarget(tenant: Tenant): { trigger?: string; href: string; pageId: string } {
  const flags = { usePagesPath: tenant.site.flags?.use_pages_path, blogToNews: tenant.site.features?.blog_to_news };
  const candidates: { trigger?: string; label: string; href: string; pageId: string }[] = [];
  for (const item of tenant.site.navigation.header) {
    if (item.menu === 'models' && tenant.collections.models.length > 0) continue;
    const links = item.children?.length ? item.children.map((c) => ({ ...c, trigger: item.label })) : item.href ? [{ label: item.label, href: item.href }] : [];
    for (const link of links) {
      const href = rewriteHref(link.href, flags);
      const route = contentRoutes(tenant.routes, { staticOnly: true }).find(
        (r) => r.path === href || r.path === href.replace(/\/$/, '') || r.path === `${href}/`,
      );
      if (route && route.path !== '/') candidates.push({ ...link, href, pageId: route.page });
    }
  }
  const chosen = candidates.find((c) => /about/i.test(c.label)) ?? candidates[0];
  if (!chosen) throw new Error(`${tenant.slug} has no header link to another content page`);
  return chosen;
}

/** Opens the target's dropdown if it is in one, then clicks its link; waits for the new URL and title. */
async function navigateByHeader(page: Page, tenant: Tenant, target: ReturnType<typeof navigationTarget>): Promise<void> {
  const header = page.locator('header.site-header');
  if (target.trigger) {
    const trigger = header.locator('button.nav-trigger', { hasText: target.trigger }).first();
    await trigger.click();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  }
  await header.locator(`nav a[href="${target.href}"]`).first().click();
  await page.waitForURL(url(tenant, target.href));
  await page.waitForFunction((title) => document.title === title, tenant.pages[target.pageId]!.title);
}

/** Every <title> and canonical URL in the document: after a navigation, exactly the new page's. */
const headTags = (page: Page) =>
  page.evaluate(() => ({
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    titles: [...document.querySelectorAll('title')].map((t) => t.textContent),
  }));

describe('hydration and client-side navigation', () => {
  it('a header link navigates without a full page load and updates the title', async () => {
    await withPage(async (page) => {
      const tenant = siteA!;
      const home = tenant.pages[homeRoute(tenant).page]!;
      const target = navigationTarget(tenant);
      const targetPage = tenant.pages[target.pageId]!;

      await open(page, tenant);
      await waitForFullHydration(page);
      expect(await page.title()).toBe(home.title);
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

      await navigateByHeader(page, tenant, target);
      const heading = firstHeading(targetPage.blocks as { type: string; props?: Record<string, unknown> }[]);
      if (heading) await page.locator('main').getByText(heading, { exact: false }).first().waitFor();
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'no full reload').toBe(1);
      expect(await page.title()).not.toBe(home.title);
      expect(await headTags(page), 'one title and one canonical URL, both of the new page').toEqual({
        canonical: [`https://${tenant.publicSite.primaryDomain}${targetPage.path}`],
        titles: [targetPage.title],
      });
      if (target.trigger) {
        const expanded = await page.locator('header.site-header button.nav-trigger', { hasText: target.trigger }).first().getAttribute('aria-expanded');
        expect(expanded, 'the dropdown closes after navigating').toBe('false');
      }

      // Back restores the home page, still in the same document.
      await page.goBack();
      await page.waitForFunction((title) => document.title === title, home.title);
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      expect(await headTags(page)).toEqual({ canonical: [`https://${tenant.publicSite.primaryDomain}${home.path}`], titles: [home.title] });
    });
  });

  it('navigating as soon as the header is interactive leaves no stale <title> or canonical link', async () => {
    // A visitor may click a header link before the page content below it has arrived and hydrated
    // (slow network: React streams a large page body after the shell). To make that reproducible,
    // React's inline reveal function ($RC) is slowed down, and the click is made the moment the
    // header hydrates (from a MutationObserver).
    const tenant = siteA!;
    const target = navigationTarget(tenant);
    const targetPage = tenant.pages[target.pageId]!;
    await withPage(async (page) => {
      await page.addInitScript((href) => {
        let reveal: ((...args: unknown[]) => void) | undefined;
        Object.defineProperty(window, '$RC', {
          configurable: true,
          set: (fn: (...args: unknown[]) => void) => (reveal = fn),
          get: () => (reveal ? (...args: unknown[]) => setTimeout(() => reveal!(...args), 400) : undefined),
        });
        const observer = new MutationObserver(() => {
          const link = document.querySelector<HTMLAnchorElement>(`header.site-header[data-enhanced] nav a[href="${href}"]`);
          if (!link) return;
          observer.disconnect();
          link.click();
        });
        observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-enhanced'] });
      }, target.href);
      await page.goto(url(tenant), { waitUntil: 'commit' });
      await page.waitForURL(url(tenant, target.href));
      await page.waitForFunction((title) => document.title === title, targetPage.title);
      await waitForFullHydration(page);
      const documentUrl = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name);
      expect(documentUrl, 'the document loaded for the home page; the new page came by client navigation').toBe(url(tenant));
      expect(await headTags(page), 'head after an early navigation').toEqual({
        canonical: [`https://${tenant.publicSite.primaryDomain}${targetPage.path}`],
        titles: [targetPage.title],
      });
    });
  });
});

describe('keyboard', () => {
  it('Tab reaches the skip link first, and it moves focus to the main content', async () => {
    await withPage(async (page) => {
      await open(page, siteB!);
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return { cls: el?.className ?? '', href: el?.getAttribute('href') ?? '', text: el?.textContent ?? '' };
      });
      expect(first.cls).toContain('skip-link');
      expect(first.href).toBe('#main');
      expect(await page.locator('.skip-link').isVisible(), 'the focused skip link is visible').toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main', undefined, { timeout: 5_000 });
    });
  });

  it('a dropdown opens with Enter and Space and closes with Escape', async () => {
    const tenant = [siteA!, siteB!, ...tenants].find((t) => t.site.navigation.header.some((i) => i.children?.length || i.menu === 'models'));
    if (!tenant) throw new Error('no tenant has a dropdown in its header');
    await withPage(async (page) => {
      await open(page, tenant);
      const trigger = page.locator('header.site-header button.nav-trigger').first();
      const menuId = await trigger.getAttribute('aria-controls');
      expect(menuId).toBeTruthy();
      const menuLink = page.locator(`[id="${menuId}"] a`).first();
      await trigger.focus();
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');

      for (const key of ['Enter', 'Space']) {
        await page.keyboard.press(key);
        await expect.poll(() => trigger.getAttribute('aria-expanded'), { message: `${key} opens the menu` }).toBe('true');
        await expect.poll(() => menuLink.isVisible(), { message: `menu link visible after ${key}` }).toBe(true);
        await page.keyboard.press('Tab'); // into the open menu
        expect(await page.evaluate((id) => !!document.getElementById(id!)?.contains(document.activeElement), menuId)).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => trigger.getAttribute('aria-expanded'), { message: 'Escape closes the menu' }).toBe('false');
        expect(await trigger.evaluate((el) => el === document.activeElement), 'Escape returns focus to the trigger').toBe(true);
        await expect.poll(() => menuLink.isVisible(), { message: 'menu link hidden after Escape' }).toBe(false);
      }
    });
  });
});

describe('every page', () => {
  it('hydrates with no console errors and no page errors', async () => {
    await withPage(async (page, errors) => {
      const visited: string[] = [];
      for (const tenant of tenants) {
        for (const route of contentRoutes(tenant.routes, { staticOnly: true })) {
          await open(page, tenant, route.path);
          expect(await page.title(), url(tenant, route.path)).toBe(tenant.pages[route.page]!.title);
          visited.push(url(tenant, route.path));
        }
        // The tenant's 404 page hydrates too.
        errors.expectFailedLoad(url(tenant, '/no-such-page-here'));
        const res = await page.goto(url(tenant, '/no-such-page-here'), { waitUntil: 'load' });
        expect(res?.status()).toBe(404);
        await waitForHydration(page);
      }
      // Let late effects (prefetches, query refetches) report before checking.
      await page.waitForLoadState('networkidle');
      expect(visited.length).toBeGreaterThan(0);
      errors.assertNone();
    });
  }, 240_000);
});

describe('performance budget', () => {
  it(`the home page loads at most ${JS_BUDGET_GZIP / 1024} KiB of gzipped JavaScript before interaction`, async () => {
    await withPage(async (page) => {
      const scripts = await recordFirstVisit(page);
      await open(page, siteA!);
      await page.waitForLoadState('networkidle');

      for (const scriptUrl of scripts) {
        const { pathname, host } = new URL(scriptUrl);
        expect(host, `script from another origin: ${scriptUrl}`).toBe(tenantHost(siteA!.slug, server.port));
        expect(pathname, 'scripts come from the client build').toMatch(/^\/assets\//);
      }
      const { total, report, missing } = gzippedScripts(scripts);
      expect(missing).toEqual([]);
      expect(scripts.size).toBeGreaterThan(0);
      expect(total, `gzipped JS on the home page:\n${report}`).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    });
  });

  it('every <img> in the server-rendered home pages has width and height', async () => {
    for (const tenant of tenants) {
      const res = await get(server.port, tenantHost(tenant.slug, server.port), homeRoute(tenant).path);
      const imgs = [...parseHtml(res.body).querySelectorAll('img')];
      for (const img of imgs) {
        expect(img.getAttribute('width'), `${tenant.slug}: ${img.outerHTML}`).toMatch(/^[1-9]\d*$/);
        expect(img.getAttribute('height'), `${tenant.slug}: ${img.outerHTML}`).toMatch(/^[1-9]\d*$/);
      }
    }
  });
});
