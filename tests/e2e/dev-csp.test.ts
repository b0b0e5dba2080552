// `npm run dev` (and so `builder-cli preview`, which starts the same development server) sends the
// same Content-Security-Policy as production: no 'unsafe-inline' for scripts or styles, Vite's
// inline scripts and the styles its client injects allowed by the response's nonce. A page
// loads, hydrates and reports no CSP violation in real Chromium.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser, waitForHydration } from '../helpers/browser';
import { get } from '../helpers/http';
import { loadTenants, testTenantsDir } from '../helpers/tenants';
import { startTestServer, type RunningServer } from '../helpers/server';
import { defaultSearchPath } from '../../runtime/lib/search/search-paths';

const tenantsDir = await testTenantsDir();
const [tenant] = (await loadTenants(tenantsDir)).filter((t) => t.stock.length > 0);

let dev: ChildProcess;
let devPort = 0;
let production: RunningServer;
let browser: Browser;
let output = '';

beforeAll(async () => {
  if (!tenant) throw new Error(`the dev CSP test needs a tenant with stock in ${tenantsDir}`);
  dev = spawn(process.execPath, ['--import', 'tsx', 'server/dev.ts'], {
    env: { ...process.env, TENANTS_DIR: tenantsDir, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  devPort = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not start:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /http:\/\/[\w.-]+\.localhost:(\d+)\//.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    dev.stdout!.on('data', onData);
    dev.stderr!.on('data', onData);
    dev.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
  });
  [production, browser] = await Promise.all([startTestServer(tenantsDir), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await production?.close();
  dev?.kill('SIGTERM');
});

/**
 * The dev server's first page compiles the runtime on demand (Vite transforms each module as it is
 * asked for), which on a loaded 2-core machine took more than the helper's default 10 s.
 */
const DEV_FIRST_PAGE_MS = 60_000;

/** The policy with its per-response parts (nonce and hash sources) taken out. */
const shape = (csp: string) => csp.replace(/ '(nonce|sha256)-[^']+'/g, '');

it(
  'the dev server sends the production policy, with a nonce and without unsafe-inline',
  async () => {
    const host = `${tenant!.slug}.localhost`;
    const [devRes, prodRes] = await Promise.all([
      get(devPort, `${host}:${devPort}`, '/', { timeoutMs: DEV_FIRST_PAGE_MS }),
      get(production.port, `${host}:${production.port}`, '/?dev-csp'),
    ]);
    const devCsp = String(devRes.headers['content-security-policy']);
    expect(devCsp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(devCsp).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(devCsp).not.toMatch(/(script|style)-src [^;]*'unsafe-inline'/);
    expect(shape(devCsp)).toBe(shape(String(prodRes.headers['content-security-policy'])));
    expect(devRes.headers['permissions-policy']).toBe(prodRes.headers['permissions-policy']);
  },
  DEV_FIRST_PAGE_MS + 10_000,
);

it.each(['/', 'stock'])('%s loads and hydrates in Chromium with no CSP violation', async (which) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const errors = collectErrors(context);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
    });
    const path = which === '/' ? '/' : defaultSearchPath(tenant!.publicSite);
    await page.goto(`http://${tenant!.slug}.localhost:${devPort}${path}`, { waitUntil: 'load' });
    await waitForHydration(page);
    // Vite's client has injected the page's CSS as <style nonce> elements by now.
    expect(await page.locator('style[nonce]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    errors.assertNone();
  } finally {
    await context.close();
  }
});
