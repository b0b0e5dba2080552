// builder-cli new without a terminal: flags only; what it writes; what it refuses (exit 2).
// (Every template and locale validating and serving: tests/integration/cli-new.test.ts; the
// prompts through a pseudo-terminal: tests/integration/cli-new-interactive.test.ts.)
import { cp, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, runCli, type CliResult } from './cli-run';

let root: string;
const results: Record<string, CliResult> = {};
const flags = [
  '--template',
  'car',
  '--name',
  'Acme Hyundai',
  '--locale',
  'en-AU',
  '--state',
  'NSW',
  '--manufacturer',
  'hyundai',
  '--dealerships',
  '2',
  '--domain',
  'www.acme-hyundai.com.au',
];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'cli-new-'));
  await cp(path.join(repoRoot, 'tenants/_templates'), path.join(root, '_templates'), { recursive: true });
  await cp(path.join(repoRoot, 'tests/fixtures/checks/acme'), path.join(root, 'acme'), { recursive: true });
  const env = { TENANTS_DIR: root };
  results.created = await runCli(['new', 'acme-hyundai', ...flags], { env });
  const runs: Record<string, string[]> = {
    existing: ['new', 'acme-hyundai', ...flags.slice(0, -1), 'www.other.example'],
    claimed: ['new', 'other', ...flags.slice(0, -1), 'ACME-motors.example'],
    missing: ['new', 'other', '--template', 'car'],
    noSlug: ['new'],
    badTemplate: ['new', 'other', ...flags.map((f) => (f === 'car' ? 'bus' : f))],
    badSlug: ['new', 'Other_Dealer', ...flags],
    city: ['new', 'hunter-toyota', ...flags.slice(0, -1), 'www.hunter-toyota.com.au', '--city', 'Newcastle'],
    help: ['new', '--help'],
  };
  await Promise.all(Object.entries(runs).map(async ([name, args]) => (results[name] = await runCli(args, { env }))));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the README (issue 24 onboarding: flags and location fields were missing)', () => {
  it('names every option `new --help` shows, and every field of a location', async () => {
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const options = [...new Set(results.help!.stdout.match(/--[a-z][a-z-]*/g) ?? [])].filter((o) => o !== '--help');
    expect(options.length).toBeGreaterThan(5);
    expect(options.filter((o) => !readme.includes(o))).toEqual([]);
    const schema = JSON.parse(await readFile(path.join(repoRoot, 'schemas/location.schema.json'), 'utf8')) as {
      definitions: { location: { properties: Record<string, unknown> } };
    };
    const fields = Object.keys(schema.definitions.location.properties);
    expect(fields.filter((f) => !readme.includes(`\`${f}\``))).toEqual([]);
  });
});

describe('builder-cli new with every flag', () => {
  it('writes site.json, locations.json and an empty stock.json, and says what to replace and do next', async () => {
    expect(results.created!.code).toBe(0);
    expect(await readdir(path.join(root, 'acme-hyundai'))).toEqual(['locations.json', 'site.json', 'stock.json']);
    expect(results.created!.stdout).toContain(
      'replace the stand-ins in site.json and locations.json: phone 02 9000 0000; email; address 1 George Street, Sydney 2000; tagline',
    );
    // npm run dev serves port 5173: the next step is the preview, as the README's step 4 says.
    expect(results.created!.stdout).toContain('  builder-cli preview acme-hyundai ');
    expect(results.created!.stdout).not.toContain('npm run dev');
  });

  it('--city puts the town in every place a stand-in city would be (issue 24: a Newcastle NSW dealer)', async () => {
    expect(results.city!.code).toBe(0);
    const dir = path.join(root, 'hunter-toyota');
    const site = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8'));
    const locations = await readFile(path.join(dir, 'locations.json'), 'utf8');
    expect(site.city).toBe('Newcastle');
    expect(site.address.city).toBe('Newcastle');
    expect(site.tagline).toContain('in Newcastle.');
    expect(site.dealerships.map((d: { city: string }) => d.city)).toEqual(['Newcastle', 'Newcastle']);
    expect(JSON.stringify(site)).not.toContain('Sydney');
    expect(locations).toContain('Newcastle');
    expect(locations).not.toContain('Sydney');
    expect(results.city!.stdout).toContain('address 1 George Street, Newcastle 2000');
  });

  it('the site extends the template and carries the answers; ids follow the highest existing one', async () => {
    const site = JSON.parse(await readFile(path.join(root, 'acme-hyundai/site.json'), 'utf8'));
    expect(site).toMatchObject({
      $schema: '../../schemas/editor/site.partial.schema.json',
      extends: ['car'],
      template: 'car',
      slug: 'acme-hyundai',
      name: 'Acme Hyundai',
      locale: 'en-AU',
      state: 'NSW',
      manufacturer: 'hyundai',
      domains: ['www.acme-hyundai.com.au'],
      email: 'sales@acme-hyundai.com.au',
      id: 1100,
      dealership_id: 1101,
      dealerships: [
        { id: 1101, name: 'Acme Hyundai 1', slug: 'acme-hyundai-1', city: 'Sydney' },
        { id: 1102, name: 'Acme Hyundai 2', slug: 'acme-hyundai-2', city: 'Sydney' },
      ],
    });
    const stock = JSON.parse(await readFile(path.join(root, 'acme-hyundai/stock.json'), 'utf8'));
    expect(stock.cars).toEqual([]);
  });
});

describe('builder-cli new refuses, with exit 2 and nothing written', () => {
  it.each([
    ['an existing slug', 'existing', /^builder-cli: slug: tenants\/acme-hyundai already exists\n$/],
    ['a domain another tenant claims (case ignored)', 'claimed', /^builder-cli: --domain: domain acme-motors\.example is already claimed by tenants\/acme\n$/],
    [
      'missing flags without a terminal, with the usage',
      'missing',
      /^builder-cli: missing --name, --locale, --state, --domain \(no terminal to ask\)\nusage: builder-cli new <slug> --template car\|caravan-rv\|motorcycle\|truck /,
    ],
    ['a missing slug without a terminal', 'noSlug', /^builder-cli: missing <slug>, --template, --name, --locale, --state, --domain \(no terminal to ask\)\n/],
    ['an unknown template', 'badTemplate', /^builder-cli: --template: template must be one of car, caravan-rv, motorcycle, truck\n$/],
    ['a slug with capitals or underscores', 'badSlug', /^builder-cli: slug: a slug is lower-case letters/],
  ])('%s', async (_, run, stderr) => {
    expect(results[run]!.code).toBe(2);
    expect(results[run]!.stdout).toBe('');
    expect(results[run]!.stderr).toMatch(stderr);
  });

  it('left no folder behind for refused runs', async () => {
    expect((await readdir(root)).sort()).toEqual(['_templates', 'acme', 'acme-hyundai', 'hunter-toyota']);
  });
});
