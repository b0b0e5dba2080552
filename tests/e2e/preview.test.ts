// builder-cli preview: serves a tenant through the dev server, reloads the browser when its JSON
// changes, and shows validation problems in the terminal and in Vite's error overlay.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

const site = {
  schemaVersion: 1,
  slug: 'preview-motors',
  name: 'Preview Motors',
  template: 'car',
  locale: 'en-AU',
  phone: '07 3000 0000',
  domains: ['www.preview-motors.example'],
  theme: { colors: { primary: '#0b5394' } },
  vehicles: { basePath: '/cars', singular: 'car', plural: 'cars' },
  navigation: { header: [{ label: 'Home', href: '/' }], footer: [] },
};
const home = (heading: unknown) =>
  JSON.stringify({ schemaVersion: 1, path: '/', title: 'Home | {{site.name}}', blocks: [{ type: 'hero', props: { heading } }] }, null, 2);

let dir: string;
let child: ChildProcess;
let browser: Browser;
let output = '';
let url = '';

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'preview-'));
  await mkdir(path.join(dir, 'preview-motors', 'pages'), { recursive: true });
  await writeFile(path.join(dir, 'preview-motors', 'site.json'), JSON.stringify(site, null, 2));
  await writeFile(path.join(dir, 'preview-motors', 'pages', 'home.json'), home('First heading'));
  child = spawn(process.execPath, ['builder-cli/bin.js', 'preview', 'preview-motors', '--port', '0'], {
    env: { ...process.env, TENANTS_DIR: dir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`preview did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = output.match(/Previewing preview-motors at (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`preview exited with ${code}:\n${output}`)));
  });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  child?.kill('SIGTERM');
  await rm(dir, { recursive: true, force: true });
});

it('reloads on a valid edit and shows problems of an invalid one in the overlay and the terminal', async () => {
  const page = await browser.newPage();
  await page.goto(url);
  await expect.poll(() => page.locator('h1').textContent()).toBe('First heading');
  // Wait for the dev client's socket, so the reload message has somewhere to go.
  await page.waitForFunction(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((e) => e.name.includes('/@vite/client')));
  await page.waitForTimeout(500);

  await writeFile(path.join(dir, 'preview-motors', 'pages', 'home.json'), home('Second heading'));
  await expect.poll(() => page.locator('h1').textContent(), { timeout: 20_000 }).toBe('Second heading');

  await writeFile(path.join(dir, 'preview-motors', 'pages', 'home.json'), home(42));
  await expect
    .poll(() => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? ''), { timeout: 20_000 })
    .toContain('block-props /blocks/0/props/heading must be string');
  await expect
    .poll(() => output, { timeout: 10_000 })
    .toMatch(/preview-motors[/\\]pages[/\\]home\.json:\d+:\d+ error block-props \/blocks\/0\/props\/heading must be string/);
  // The last valid version keeps serving.
  expect(await page.evaluate(async () => (await fetch(location.href)).text())).toContain('Second heading');
});

it("runs validate's checks on every edit: a dead link and a bad phone are printed with file:line:col and shown, never called valid", async () => {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some((e) => e.name.includes('/@vite/client')));
  await page.waitForTimeout(500);
  const siteFile = path.join(dir, 'preview-motors', 'site.json');
  const start = output.length;
  await writeFile(path.join(dir, 'preview-motors', 'pages', 'home.json'), home('Third heading'));
  await expect.poll(() => output.slice(start), { timeout: 20_000 }).toContain('reloading the page');
  const before = output.length;
  const broken = { ...site, phone: '07 3000 000', navigation: { header: [{ label: 'Specials', href: '/no-such-page' }], footer: [] } };
  await writeFile(siteFile, JSON.stringify(broken, null, 2));
  await expect
    .poll(() => output.slice(before), { timeout: 20_000 })
    .toMatch(/site\.json:\d+:\d+ error internal-link \/navigation\/header\/0\/href link "\/no-such-page"/);
  const printed = output.slice(before);
  expect(printed).toMatch(/site\.json:\d+:\d+ error locale-phone \/phone /);
  expect(printed).toMatch(/preview-motors reloading the page; validate found \d+ problems \(\d+ errors?, \d+ warnings?(, \d+ info)?\):/);
  expect(printed).not.toContain('is valid');
  // The reloaded page shows the findings in the overlay.
  await expect
    .poll(() => page.evaluate(() => document.querySelector('vite-error-overlay')?.shadowRoot?.textContent ?? ''), { timeout: 20_000 })
    .toContain('internal-link /navigation/header/0/href');

  // One invalid edit: one message, each problem printed once.
  const mark = output.length;
  await writeFile(siteFile, '{ "schemaVersion": 1, ');
  await expect.poll(() => output.slice(mark), { timeout: 20_000 }).toContain('still serving the last valid version');
  await new Promise((r) => setTimeout(r, 300)); // the rest of the same report
  const invalid = output.slice(mark);
  expect(invalid).not.toContain('is invalid');
  expect(invalid.match(/error json-syntax/g)).toHaveLength(1);

  const fixed = output.length;
  await writeFile(siteFile, JSON.stringify(site, null, 2));
  await expect.poll(() => output.slice(fixed), { timeout: 20_000 }).toContain('preview-motors reloading the page');
  await new Promise((r) => setTimeout(r, 300)); // the rest of the same report
  expect(output.slice(fixed)).not.toMatch(/ error (internal-link|locale-phone|json-syntax) /);
});
