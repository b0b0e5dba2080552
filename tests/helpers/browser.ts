// One Chromium per e2e file, driven by playwright-core; plus console/page error collection.
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: run sudo apt-get update && sudo apt-get install -y chromium`);
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** Console errors and uncaught page errors of every page of a context, with the page URL. */
export interface ErrorLog {
  errors: string[];
  /** Declares that loading this URL fails on purpose (e.g. visiting a 404 page), so its "Failed to load resource" is not an error. */
  expectFailedLoad(url: string): void;
  /** Fails with every collected error listed. */
  assertNone(): void;
}

/**
 * Chromium's own request for /favicon.ico when a page declares no icon. Its 404 is not a page
 * error; how /favicon.ico is answered is asserted by tests/integration/routing.test.ts.
 */
const isAutomaticFaviconRequest = (url: string) => /^https?:\/\/[^/]+\/favicon\.ico$/.test(url);

export function collectErrors(target: BrowserContext | Page): ErrorLog {
  const errors: string[] = [];
  const expectedFailures = new Set<string>();
  const watch = (page: Page) => {
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const loc = msg.location();
      if (/^Failed to load resource/.test(msg.text()) && (expectedFailures.has(loc.url) || isAutomaticFaviconRequest(loc.url))) return;
      errors.push(`console.error on ${page.url()}: ${msg.text()}${loc.url ? ` (${loc.url}:${loc.lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror on ${page.url()}: ${error.stack ?? error.message}`));
  };
  if ('newPage' in target && 'pages' in target) {
    (target as BrowserContext).pages().forEach(watch);
    (target as BrowserContext).on('page', watch);
  } else watch(target as Page);
  return {
    errors,
    expectFailedLoad(url) {
      expectedFailures.add(url);
    },
    assertNone() {
      if (errors.length) throw new Error(`${errors.length} browser error(s):\n${errors.join('\n')}`);
    },
  };
}

/** Resolves once React has hydrated the header (it marks itself `data-enhanced` in an effect). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('header.site-header[data-enhanced]', { state: 'attached', timeout: 15_000 });
}

/**
 * Resolves once the routed page content inside <main> is hydrated too: React marks every DOM node
 * it has hydrated with a `__reactFiber$…` property, and a Suspense boundary hydrates after the shell.
 */
export async function waitForFullHydration(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main#main');
      const first = main?.firstElementChild;
      return !!first && !main!.querySelector('template') && Object.keys(first).some((k) => k.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 15_000 },
  );
}
