// builder-cli preview: serves a tenant through the dev server, reloads the browser when its JSON
// changes, and shows validation problems in the terminal and in Vite's error overlay.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';

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
  schemaVersion: 2,
  slug: 'preview-motors',
  name: 'Preview Motors',
  template: 'car',
  locale: 'en-AU',
  phone: '07 3000 0000',
  domains: ['www.preview-motors.example'],
  // Its override folder tenants/_groups/preview-group does not exist when the preview starts.
  dealership_group: 'Preview Group',
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

/** A page of the preview whose dev client has its socket open, so a reload message reaches it. */
async function connectedPage(): Promise<Page> {
  const page = await browser.newPage();
  const connected = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 20_000 });
  await page.goto(url);
  await connected;
  return page;
}

/** The preview's report printed after `since`: the line holding `header` and the problem lines it counts. */
async function reportAfter(since: number, header: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const text = output.slice(since);
    const lines = text
      .slice(0, text.lastIndexOf('\n') + 1)
      .split('\n')
      .slice(0, -1);
    const at = lines.findIndex((l) => l.includes(header));
    const count = at < 0 ? 0 : Number(/(\d+) problems?/.exec(lines[at]!)?.[1] ?? 0);
    if (at >= 0 && lines.length - at - 1 >= count) return lines.slice(at, at + 1 + count).join('\n');
    if (Date.now() > deadline) throw new Error(`no whole report with "${header}" in:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('reloads on a valid edit and shows problems of an invalid one in the overlay and the terminal', async () => {
  const page = await connectedPage();
  await expect.poll(() => page.locator('h1').textContent()).toBe('First heading');

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
  const page = await connectedPage();
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
  expect((await reportAfter(mark, 'still serving the last valid version')).match(/error json-syntax/g)).toHaveLength(1);

  const fixed = output.length;
  await writeFile(siteFile, JSON.stringify(site, null, 2));
  const fixedReport = await reportAfter(fixed, 'preview-motors reloading the page');
  expect(fixedReport).not.toMatch(/ error (internal-link|locale-phone|json-syntax) /);
  // Everything the invalid edit made the preview print came before the next edit's report.
  const invalid = output.slice(mark, fixed);
  expect(invalid).not.toContain('is invalid');
  expect(invalid.match(/error json-syntax/g)).toHaveLength(1);
});

it("watches the dealer group's override folder, created after the preview started", async () => {
  const start = output.length;
  const groupPages = path.join(dir, '_groups', 'preview-group', 'pages');
  await mkdir(groupPages, { recursive: true });
  const groupPage = {
    schemaVersion: 2,
    path: '/group-news',
    title: 'Group news',
    blocks: [{ type: 'hero', props: { heading: 'News from the Preview Group' } }],
  };
  await writeFile(path.join(groupPages, 'group-news.json'), JSON.stringify(groupPage, null, 2));
  await expect.poll(() => output.slice(start), { timeout: 30_000 }).toMatch(/preview-motors (is valid: )?reloading the page/);
  const page = await connectedPage();
  await page.goto(new URL('/group-news', url).href);
  expect(await page.locator('h1').textContent()).toBe('News from the Preview Group');
});
