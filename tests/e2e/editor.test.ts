// builder-cli edit, driven as onboarding staff would in Chromium: add a hero block to a page
// override, set its heading, reorder it by keyboard, watch the preview, save; the file then holds
// exactly that change. Also lint as you type, a safe fix, a save refused over a file changed on
// disk, and the token and loopback rules.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { auditWcag } from '../helpers/axe';
import { copySampleTenants, repoRoot, type TenantsCopy } from '../helpers/tenants';
import { startTestServer } from '../helpers/server';
import { get, tenantHost } from '../helpers/http';

const SLUG = 'southern-cross-autos';
const SHOTS = process.env.EDITOR_SCREENSHOTS;
/** expect.poll waits 1 s by default; a loaded machine renders and lints slower than that. */
const PATIENT = { timeout: 30_000 }; // a folder: docs/editor.md's pictures are taken here

let copy: TenantsCopy;
let child: ChildProcess;
let browser: Browser;
let url = '';
let origin = '';
let output = '';

const git = (...args: string[]) => spawnSync('git', args, { cwd: copy.dir, encoding: 'utf8' });
const homeFile = () => path.join(copy.dir, SLUG, 'pages', 'home.json');

beforeAll(async () => {
  copy = copySampleTenants('editor-e2e-');
  git('init', '-q');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qam', 'base', '--allow-empty');
  git('add', '-A');
  git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'tenants');
  child = spawn(process.execPath, ['builder-cli/bin.js', 'edit', SLUG, '--port', '0'], {
    cwd: repoRoot,
    env: { ...process.env, TENANTS_DIR: copy.dir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`edit did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = output.match(/Editing \S+ at (http:\/\/\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`edit exited with ${code}:\n${output}`)));
  });
  origin = new URL(url).origin;
  // The dev runtime compiles the site's modules on its first render: do it before the timed steps.
  const home = await fetch(`${origin}/`, { headers: { 'x-editor-token': new URL(url).searchParams.get('token')! } });
  expect(home.status).toBe(200);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  child?.kill('SIGTERM');
  copy?.remove();
});

async function openEditor(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(url);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '/', exact: true }).click();
  await expect.poll(() => page.getByRole('listitem', { name: /block 1 of/ }).count(), PATIENT).toBe(1);
  return page;
}

/** The hero's Heading field (a required field's name ends with rjsf's "*"). */
const heading = (page: Page) => page.getByRole('textbox', { name: /^Heading\*?$/ });

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

describe('access', () => {
  it('refuses every request without the token, with 403', async () => {
    for (const p of ['/__editor/', '/__editor/api/pages', '/', '/cars/']) {
      const answer = await fetch(origin + p);
      expect(answer.status, p).toBe(403);
      expect(((await answer.json()) as { error: string }).error).toMatch(/token/);
    }
    const wrong = await fetch(`${origin}/__editor/api/pages?token=not-the-token`);
    expect(wrong.status).toBe(403);
  });

  it('answers with the token, and listens on loopback only', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__editor\/\?token=[\w-]{20,}$/);
    const token = new URL(url).searchParams.get('token')!;
    expect((await fetch(`${origin}/__editor/api/pages`, { headers: { 'x-editor-token': token } })).status).toBe(200);
    // The kernel's table of listening sockets: the port is bound to 127.0.0.1, nowhere else.
    const port = Number(new URL(url).port).toString(16).toUpperCase().padStart(4, '0');
    const listening = (file: string) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/\s+/))
        .filter((cols) => cols[1]?.endsWith(`:${port}`) && cols[3] === '0A')
        .map((cols) => cols[1]!.split(':')[0]);
    expect(listening('/proc/net/tcp')).toEqual(['0100007F']);
    expect(listening('/proc/net/tcp6')).toEqual([]);
  });
});

describe('editing a page', () => {
  it('is clean under axe at 1280 px with a block form open', async () => {
    const page = await openEditor();
    await page
      .getByRole('listitem', { name: /^Hero, block 1 of/ })
      .getByRole('button', { name: 'Hero' })
      .click();
    await expect.poll(() => heading(page).count(), PATIENT).toBe(1);
    expect(await auditWcag(page)).toEqual([]);
    await page.close();
  }, 120_000);

  it('adds a hero, sets its heading, moves it by keyboard, previews and saves exactly that change', async () => {
    const page = await openEditor();
    const count = await page.getByRole('listitem', { name: /, block \d+ of \d+$/ }).count();
    await page.getByRole('button', { name: 'Add block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a block' });
    await shot(page, 'add-a-block');
    await dialog.getByRole('button', { name: 'Hero', exact: true }).click();
    const added = page.getByRole('listitem', { name: `Hero, block ${count + 1} of ${count + 1}` });
    await expect.poll(() => added.count(), PATIENT).toBe(1);
    await heading(page).fill('Drive away today in Bathurst');

    // Keyboard only: focus its Move up button and press Enter; focus follows the block.
    await added.getByRole('button', { name: 'Move up' }).focus();
    await page.keyboard.press('Enter');
    const moved = page.getByRole('listitem', { name: `Hero, block ${count} of ${count + 1}` });
    await expect.poll(() => moved.getByRole('button', { name: 'Hero' }).getAttribute('aria-pressed'), PATIENT).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent), PATIENT).toBe('Move up');

    const preview = page.frameLocator('iframe[title="Preview"]');
    await expect.poll(() => preview.getByRole('heading', { name: 'Drive away today in Bathurst' }).count(), { timeout: 60_000 }).toBe(1);
    await shot(page, 'hero-added');

    await page.getByRole('button', { name: 'Show changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Changes' });
    await expect.poll(() => changes.textContent(), PATIENT).toContain('+ ');
    expect(await changes.textContent()).toContain('Drive away today in Bathurst');
    await shot(page, 'show-changes');
    await changes.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), PATIENT).toContain('All changes saved');

    // The file holds exactly the new block: only added lines, all in home.json.
    expect(git('status', '--porcelain').stdout.trim()).toBe(`M ${SLUG}/pages/home.json`);
    const [added_, removed] = git('diff', '--numstat').stdout.trim().split(/\s+/).map(Number);
    expect(removed).toBe(0);
    const diff = git('diff', '-U0').stdout;
    expect(diff).toContain('+        "heading": "Drive away today in Bathurst"');
    expect(added_).toBeLessThan(12);
    const blocks = (JSON.parse(readFileSync(homeFile(), 'utf8')) as { blocks: { type: string; props: { heading?: string } }[] }).blocks;
    expect(blocks[count - 1]).toEqual({ type: 'hero', props: { heading: 'Drive away today in Bathurst' } });

    const validate = spawnSync(process.execPath, ['builder-cli/bin.js', 'validate', path.join(copy.dir, SLUG)], { cwd: repoRoot, encoding: 'utf8' });
    expect(validate.status, validate.stdout + validate.stderr).toBe(0);
    const site = await startTestServer(copy.dir);
    try {
      const home = await get(site.port, tenantHost(SLUG, site.port), '/');
      expect(home.status).toBe(200);
      expect(home.body).toContain('Drive away today in Bathurst');
    } finally {
      await site.close();
    }
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qam', 'hero');
    await page.close();
  }, 120_000);

  it("writes an inherited page's edits as changes by id: the rest of the page stays the template's", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '/faqs', exact: true }).click();
    const hero = page.getByRole('listitem', { name: /^Hero, block 1 of 4$/ });
    await expect.poll(() => hero.count(), PATIENT).toBe(1);
    await hero.getByRole('button', { name: 'Hero' }).click();
    await heading(page).fill('Questions Bathurst asks us');
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Hero', exact: true }).click();
    const added = page.getByRole('listitem', { name: 'Hero, block 5 of 5' });
    await expect.poll(() => added.count(), PATIENT).toBe(1);
    await heading(page).fill('Still wondering?');
    await added.getByRole('button', { name: 'Move up' }).click();
    await expect.poll(() => page.getByRole('listitem', { name: 'Hero, block 4 of 5' }).count(), PATIENT).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), PATIENT).toContain('All changes saved');

    // One new file, holding only the two changes: the template's other blocks are not copied.
    expect(git('status', '--porcelain', '--untracked-files=all').stdout.trim()).toBe(`?? ${SLUG}/pages/faqs.json`);
    const saved = JSON.parse(readFileSync(path.join(copy.dir, SLUG, 'pages', 'faqs.json'), 'utf8')) as Record<string, unknown>;
    expect(saved.blocks).toBeUndefined();
    expect(saved.blockChanges).toEqual([
      { replace: { type: 'hero', id: 'hero', props: { heading: 'Questions Bathurst asks us', subheading: expect.any(String) as unknown } } },
      { insert: { type: 'hero', id: 'hero-2', props: expect.objectContaining({ heading: 'Still wondering?' }) as unknown }, after: 'faq-list-2' },
    ]);
    const validate = spawnSync(process.execPath, ['builder-cli/bin.js', 'validate', path.join(copy.dir, SLUG)], { cwd: repoRoot, encoding: 'utf8' });
    expect(validate.status, validate.stdout + validate.stderr).toBe(0);
    const site = await startTestServer(copy.dir);
    try {
      const faqs = await get(site.port, tenantHost(SLUG, site.port), '/faqs');
      expect(faqs.status).toBe(200);
      const order = ['Questions Bathurst asks us', 'Still wondering?'].map((text) => faqs.body.indexOf(text));
      expect(order[0]).toBeGreaterThan(-1);
      expect(order[1]).toBeGreaterThan(order[0]!);
    } finally {
      await site.close();
    }
    // The edited block shows the template's text as its placeholder and can go back to it.
    await page
      .getByRole('listitem', { name: /^Hero, block 1 of 5$/ })
      .getByRole('button', { name: 'Hero' })
      .click();
    await expect.poll(() => heading(page).getAttribute('placeholder'), PATIENT).toBe('Frequently asked questions');
    await page.getByRole('button', { name: 'Reset to template' }).click();
    await expect.poll(() => heading(page).inputValue(), PATIENT).toBe('Frequently asked questions');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), PATIENT).toContain('All changes saved');
    const reset = JSON.parse(readFileSync(path.join(copy.dir, SLUG, 'pages', 'faqs.json'), 'utf8')) as { blockChanges: object[] };
    expect(reset.blockChanges.map((c) => Object.keys(c)[0])).toEqual(['insert']);
    git('add', '-A');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'faqs');
    await page.close();
  }, 120_000);

  it('creates a page at an address the route table does not answer yet, and saves it as a new file', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a page' });
    await dialog.getByLabel('Address').fill('/about-us');
    await dialog.getByLabel('Title').fill('Winter sale');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent(), PATIENT).toContain('/about-us is already a page');
    await dialog.getByLabel('Address').fill('/winter-sale');
    await shot(page, 'create-a-page');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect
      .poll(
        () => page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '/winter-sale', exact: true }).getAttribute('aria-current'),
        PATIENT,
      )
      .toBe('page');
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Hero', exact: true }).click();
    await expect.poll(() => page.getByRole('listitem', { name: 'Hero, block 1 of 1' }).count(), PATIENT).toBe(1);
    await heading(page).fill('Winter deals on every SUV');
    const preview = page.frameLocator('iframe[title="Preview"]');
    await expect.poll(() => preview.getByRole('heading', { name: 'Winter deals on every SUV' }).count(), { timeout: 60_000 }).toBe(1);
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: 'Featured stock', exact: true }).click();
    await expect.poll(() => page.getByRole('listitem', { name: 'Featured stock, block 2 of 2' }).count(), PATIENT).toBe(1);
    await shot(page, 'featured-stock-added');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), PATIENT).toContain('All changes saved');

    expect(git('status', '--porcelain', '--untracked-files=all').stdout.trim()).toBe(`?? ${SLUG}/pages/winter-sale.json`);
    const saved = JSON.parse(readFileSync(path.join(copy.dir, SLUG, 'pages', 'winter-sale.json'), 'utf8')) as Record<string, unknown>;
    expect(saved).toMatchObject({
      path: '/winter-sale',
      title: 'Winter sale',
      blocks: [{ type: 'hero', props: { heading: 'Winter deals on every SUV' } }, { type: 'featured-stock' }],
    });
    const site = await startTestServer(copy.dir);
    try {
      const answer = await get(site.port, tenantHost(SLUG, site.port), '/winter-sale');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Winter deals on every SUV');
    } finally {
      await site.close();
    }
    git('add', '-A');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'winter sale');
    await page.close();
  }, 120_000);

  it('shows lint offenses next to the block as you type, the schema message for a cleared field, and applies a safe fix', async () => {
    const page = await openEditor();
    await page
      .getByRole('listitem', { name: /^Hero, block 1 of/ })
      .getByRole('button', { name: 'Hero' })
      .click();
    const link = page.getByLabel('Link').first();
    // A link field offers the tenant's addresses; a picture field its media, with the size filled in.
    const addresses = page.locator(`datalist#${await link.getAttribute('id')}-addresses option[value="/about-us"]`);
    await expect.poll(() => addresses.count(), PATIENT).toBe(1);
    await page.getByLabel('Picture').first().selectOption('/media/hero-car.svg');
    await expect.poll(() => page.locator('.editor-image').first().textContent(), PATIENT).toMatch(/\d+ × \d+ pixels/);
    // A two-segment typo: no route matches it (a one-segment one is taken for a model page; issue 20).
    await link.fill('/abuot-us/team');
    const problems = page.getByRole('list', { name: 'Problems in this block' });
    await expect.poll(() => problems.textContent(), { timeout: 60_000 }).toContain('internal-link');
    expect(await problems.getByRole('link', { name: 'internal-link' }).getAttribute('href')).toContain('internal-link');

    await link.fill('/about-us/');
    await expect.poll(() => problems.textContent(), { timeout: 60_000 }).toContain('trailing-slash');
    await problems.getByRole('button', { name: 'Apply fix' }).click();
    await expect.poll(() => link.inputValue(), PATIENT).toBe('/about-us');
    await expect.poll(() => problems.count(), { timeout: 60_000 }).toBe(0);

    await heading(page).fill('');
    await expect.poll(() => page.locator('.editor-props').textContent(), PATIENT).toMatch(/required|at least 1/i);
    await page.close();
  }, 120_000);

  it('edits site settings through the form generated from the override schema', async () => {
    const page = await openEditor();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Site settings and navigation' }).click();
    const name = page.locator('#root_name');
    await expect.poll(() => name.inputValue(), PATIENT).toBe('Southern Cross Autos');
    await name.fill('Southern Cross Autos Group');
    await page.getByRole('button', { name: 'Show changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Changes' });
    await expect.poll(() => changes.textContent(), PATIENT).toContain('site.json');
    const text = (await changes.textContent()) ?? '';
    expect(text).toContain('-   "name": "Southern Cross Autos",');
    expect(text).toContain('+   "name": "Southern Cross Autos Group",');
    await changes.getByRole('button', { name: 'Close' }).click();
    // A setting the tenant leaves out shows the template's value; one it sets can go back to it.
    expect(await page.locator('#root_default_sort').getAttribute('placeholder')).toBe('custom_rank:desc');
    await page.getByRole('button', { name: 'Reset default_search_path to template' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Reset default_search_path to template' }).count(), PATIENT).toBe(0);
    await page.getByRole('button', { name: 'Show changes' }).click();
    await expect.poll(() => changes.textContent(), PATIENT).toMatch(/-\s+"default_search_path"/);
    await page.close();
  }, 120_000);

  it('edits the header menu as a tree: a link added under a dropdown, moved by keyboard', async () => {
    const page = await openEditor();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Site settings and navigation' }).click();
    const menu = page.getByRole('group', { name: 'Header menu' });
    const tools = menu.getByRole('listitem', { name: /^Buyer Tools, \d+ of \d+$/ });
    await expect.poll(() => tools.count(), PATIENT).toBe(1);
    const before = await tools.getByRole('listitem').count();
    await tools.getByRole('button', { name: 'Add a link under Buyer Tools' }).click();
    const added = tools.getByRole('listitem', { name: `New link, ${before + 1} of ${before + 1} under Buyer Tools` });
    await expect.poll(() => added.count(), PATIENT).toBe(1);
    // Its name follows its text: find it by place from here on.
    const link = tools.getByRole('listitem').nth(before);
    await link.getByLabel('Text').fill('Car Loans');
    await link.getByLabel('Link').fill('/finance');
    await tools.getByRole('button', { name: 'Move Car Loans up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => tools.getByRole('listitem', { name: `Car Loans, ${before} of ${before + 1} under Buyer Tools` }).count(), PATIENT).toBe(1);
    await shot(page, 'navigation-tree');
    await page.getByRole('button', { name: 'Show changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Changes' });
    await expect.poll(() => changes.textContent(), PATIENT).toContain('site.json');
    expect(await changes.textContent()).toContain('"label": "Car Loans"');
    await changes.getByRole('button', { name: 'Close' }).click();
    await page.close();
  }, 120_000);

  it("edits a location's opening hours in a week grid", async () => {
    const page = await openEditor();
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Locations', exact: true }).click();
    const grid = page.getByRole('group', { name: /opening hours/i }).first();
    const mondayOpens = grid.getByLabel('Monday opens');
    await expect.poll(() => mondayOpens.inputValue(), PATIENT).toBe('08:30');
    await mondayOpens.fill('09:00');
    await expect.poll(() => grid.getByLabel('Monday shown as').inputValue(), PATIENT).toBe('9:00 am - 5:30 pm');
    await grid.getByLabel('Saturday status').selectOption('Closed');
    expect(await grid.getByLabel('Saturday opens').isDisabled()).toBe(true);
    await grid.getByRole('button', { name: 'Same as Monday for Tuesday to Friday' }).click();
    await expect.poll(() => grid.getByLabel('Friday opens').inputValue(), PATIENT).toBe('09:00');
    await shot(page, 'opening-hours');
    await page.getByRole('button', { name: 'Show changes' }).click();
    const changes = page.getByRole('dialog', { name: 'Changes' });
    await expect.poll(() => changes.textContent(), PATIENT).toContain('locations.json');
    const text = (await changes.textContent()) ?? '';
    expect(text).toContain('"open": "09:00"');
    expect(text).toContain('"formated_hours": "9:00 am - 5:30 pm"');
    expect(text).toContain('"status": "Closed"');
    await changes.getByRole('button', { name: 'Close' }).click();
    await page.close();
  }, 120_000);

  it('refuses a save over a file changed on disk and offers to reload it', async () => {
    const page = await openEditor();
    writeFileSync(homeFile(), readFileSync(homeFile(), 'utf8').replace('"path": "/"', '"path": "/" '));
    await page
      .getByRole('listitem', { name: /^Hero, block 1 of/ })
      .getByRole('button', { name: 'Duplicate' })
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), PATIENT).toContain('changed on disk');
    expect(readFileSync(homeFile(), 'utf8')).toContain('"path": "/" ');
    await alert.getByRole('button', { name: 'Reload from disk' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), PATIENT).toContain('All changes saved');
    await page.close();
  }, 120_000);
});
