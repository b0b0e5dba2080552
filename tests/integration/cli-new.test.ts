// builder-cli new for every template and locale: the tenant it writes validates and serves at once
// (home page, contact page with the location, a form screen, an empty stock search).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, tenantHost } from '../helpers/http';
import { startTestServer, type RunningServer } from '../helpers/server';
import { repoRoot, runCli, type CliResult } from '../unit/cli-run';

const TEMPLATES = ['car', 'caravan-rv', 'motorcycle', 'truck'] as const;
const LOCALES = [
  ['en-AU', 'QLD'],
  ['en-NZ', 'Canterbury'],
  ['en-US', 'TX'],
] as const;
const cases: { template: string; locale: string; state: string; slug: string }[] = [
  ...TEMPLATES.flatMap((template) => LOCALES.map(([locale, state]) => ({ template, locale, state, slug: `new-${template}-${locale.toLowerCase()}` }))),
  // en-GB, offered because its locale module exists (builder-cli new reads the modules): one template is enough.
  { template: 'car', locale: 'en-GB', state: 'Greater London', slug: 'new-car-en-gb' },
];

interface JsonReport {
  path: string;
  offenses: { check: string; severity: string; message: string }[];
}

let root: string;
let server: RunningServer;
const created: Record<string, CliResult> = {};
let report: JsonReport[];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cli-new-int-'));
  await cp(path.join(repoRoot, 'tenants/_templates'), path.join(root, '_templates'), { recursive: true });
  // One at a time: each `new` reads the others' ids and domains.
  for (const c of cases) {
    created[c.slug] = await runCli(
      [
        'new',
        c.slug,
        '--template',
        c.template,
        '--name',
        `New ${c.template} ${c.locale}`,
        '--locale',
        c.locale,
        '--state',
        c.state,
        '--domain',
        `www.${c.slug}.example`,
      ],
      { env: { TENANTS_DIR: root } },
    );
  }
  const validated = await runCli(['validate', '--format', 'json'], { env: { TENANTS_DIR: root } });
  report = JSON.parse(validated.stdout) as JsonReport[];
  server = await startTestServer(root);
}, 300_000);

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('builder-cli new, every template and locale', () => {
  it.each(cases.map((c) => [c.slug, c] as const))('%s is created', (slug) => {
    expect(created[slug]).toMatchObject({ code: 0, stderr: '' });
  });

  it('validate finds no error in any new tenant or in the templates it extends', () => {
    const errors = report.flatMap((file) =>
      file.offenses.filter((o) => o.severity === 'error').map((o) => `${path.relative(root, file.path)} ${o.check} ${o.message}`),
    );
    expect(errors).toEqual([]);
  });

  it("reports nothing in the template files: a new dealer's first validate is about the dealer's own files", () => {
    const inTemplates = report.filter((file) => path.relative(root, file.path).startsWith('_templates'));
    // schema-ref aside: the templates were copied away from schemas/, so their $schema paths cannot hold here.
    expect(
      inTemplates.flatMap((file) =>
        file.offenses.filter((o) => o.check !== 'schema-ref').map((o) => `${path.relative(root, file.path)} ${o.check} ${o.message}`),
      ),
    ).toEqual([]);
  });

  it.each(cases.map((c) => [c.slug] as const))("%s is told, in its own site.json, that its models menu and the footer's model columns are empty", (slug) => {
    const own = report.find((file) => path.relative(root, file.path) === path.join(slug, 'site.json'));
    const found = (own?.offenses ?? []).filter((o) => o.check === 'empty-collection' || o.check === 'empty-footer-column').map((o) => o.message);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^the header menu "[^"]+" shows the models mega-menu, but the site has no models/),
        expect.stringMatching(/^the footer column "[^"]+" lists models from models\.json, but the site has no models/),
      ]),
    );
  });

  it.each(cases.map((c) => [c.slug, c] as const))(
    '%s serves its home page, contact page with its location, the test-drive form and the stock search',
    async (slug, c) => {
      const host = tenantHost(slug, server.port);
      const home = await get(server.port, host, '/');
      expect(home.status).toBe(200);
      expect(home.body).toContain(`New ${c.template} ${c.locale}`);
      const contact = await get(server.port, host, '/contact');
      expect(contact.status).toBe(200);
      expect(contact.body).toContain(`New ${c.template} ${c.locale} Sales`);
      expect((await get(server.port, host, '/book-test-drive')).status).toBe(200);
      const base = c.template === 'caravan-rv' ? '/campers/' : c.template === 'motorcycle' ? '/motorcycles/' : '/cars/';
      const stock = await get(server.port, host, base);
      expect([200, 301, 302, 308]).toContain(stock.status);
    },
  );
});
