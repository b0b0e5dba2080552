// builder-cli through its public surface: the real bin.js in a child process, from the repo root.
// Each spawn costs about a second, so every run starts at once in beforeAll and the tests read the results.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixtures = 'tests/fixtures/broken';

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['builder-cli/bin.js', ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const runs = {
  validOk: () => cli(['validate', `${fixtures}/ok`]),
  validateBroken: () => cli(['validate', `${fixtures}/block-type`, `${fixtures}/block-props-enum`]),
  json: () => cli(['validate', '--format', 'json', `${fixtures}/block-props`]),
  unknownOption: () => cli(['validate', '--strict', `${fixtures}/ok`]),
  noFolder: () => cli(['validate', `${fixtures}/no-such-tenant`]),
  xml: () => cli(['validate', '--format', 'xml', `${fixtures}/ok`]),
  routes: () => cli(['routes', 'ok'], { TENANTS_DIR: fixtures }),
  routesUnknown: () => cli(['routes', 'no-such-tenant'], { TENANTS_DIR: fixtures }),
  routesLayered: () => cli(['routes', 'layered'], { TENANTS_DIR: fixtures }),
  validateOverride: () => cli(['validate', `${fixtures}/override-value`]),
};
const results = {} as Record<keyof typeof runs, CliResult>;

beforeAll(async () => {
  const entries = await Promise.all(Object.entries(runs).map(async ([name, run]) => [name, await run()] as const));
  for (const [name, result] of entries) results[name as keyof typeof runs] = result;
});

describe('builder-cli validate', () => {
  it('exits 0 and prints no problems for a valid tenant', () => {
    expect(results.validOk).toEqual({ code: 0, stdout: '', stderr: '1 tenant checked: 0 errors, 0 warnings\n' });
  });

  it('exits 1 and prints exactly the formatted problems, one per line, for broken tenants', () => {
    expect(results.validateBroken.code).toBe(1);
    expect(results.validateBroken.stdout.split('\n')).toEqual([
      `${fixtures}/block-type/pages/home.json:4:15 error block-type /blocks/0/type unknown block type "heor" (did you mean "hero"?)`,
      `${fixtures}/block-props-enum/pages/home.json:4:63 error block-props /blocks/0/props/align must be one of "left", "center" (did you mean "center"?)`,
      '',
    ]);
    expect(results.validateBroken.stderr).toBe('2 tenants checked: 2 errors, 0 warnings\n');
  });

  it('--format json prints one {path, offenses} entry per file, with 1-based positions and the docs page', () => {
    expect(results.json.code).toBe(1);
    expect(JSON.parse(results.json.stdout)).toEqual([
      {
        path: `${fixtures}/block-props/pages/home.json`,
        offenses: [
          {
            check: 'block-props',
            severity: 'error',
            line: 9,
            column: 20,
            endLine: 9,
            endColumn: 22,
            pointer: '/blocks/0/props/heading',
            message: 'must be string',
            docs: 'docs/rule-codes.md#block-props',
          },
        ],
      },
    ]);
    expect(results.json.stderr).toBe('');
  });

  it.each<[string, keyof typeof runs, RegExp]>([
    ['an unknown option', 'unknownOption', /unknown option '--strict'/],
    ['a folder that does not exist', 'noFolder', /^builder-cli: no tenant folder at .*no-such-tenant\n$/],
    ['--format xml', 'xml', /^builder-cli: --format must be text or json, not "xml"\n$/],
  ])('exits 2 with a usage error for %s, printing nothing on stdout', (_, run, stderr) => {
    expect(results[run].code).toBe(2);
    expect(results[run].stdout).toBe('');
    expect(results[run].stderr).toMatch(stderr);
  });
});

describe('builder-cli routes', () => {
  it('prints the whole route table: every path with its kind, its source and what it shows, the values of each parameter, then the hosts', () => {
    expect(results.routes.code).toBe(0);
    expect(results.routes.stdout).toBe(
      [
        'PATH                             KIND        SOURCE                                       DETAIL',
        '/                                page        pages/home.json (template base + tenant)     OK Motors',
        '/about-us                        page        pages/about.json (tenant)                    About us',
        '/contact                         page        pages/contact.json (template base)           Contact OK Motors',
        '/success                         success     built-in',
        '/search/new-used-and-demo-cars/  search      site.json default_search_path',
        '/cars                            search      site.json vehicles.basePath (template base)',
        '/search/*                        search      built-in',
        '/cars/:slug                      vehicle     site.json vehicles.basePath (template base)',
        '/saved-cars                      saved-cars  built-in',
        '/sitemap.xml                     file        built-in (server/seo)',
        '/robots.txt                      file        built-in (server/seo)',
        '/feeds/vehicles.xml              file        built-in (server/seo)',
        '/feeds/google-vehicle-ads.xml    file        built-in (server/seo)',
        '/feeds/meta-vehicles.xml         file        built-in (server/seo)',
        '/pages                           redirect    built-in (link rules)                        -> (link rules)',
        '/pages/*                         redirect    built-in (link rules)                        -> (link rules)',
        '*                                not-found   built-in',
        '',
        '/cars/:slug  :slug is one of the slugs of the cars the site shows (0): none',
        '',
        'Layers (each overrides the one before): template base < tenant ok',
        '',
        'Hosts: ok.localhost, ok-motors.example',
        '',
      ].join('\n'),
    );
  });

  it('names the layer each page file and site value comes from: template < manufacturer < group < tenant', () => {
    expect(results.routesLayered.code).toBe(0);
    const lines = results.routesLayered.stdout.split('\n');
    expect(lines.filter((l) => / page /.test(l)).map((l) => l.replace(/ {2,}/g, ' | '))).toEqual([
      '/ | page | pages/home.json (template base + manufacturer acme + group north-shore-group) | North Shore Group: Layered Motors',
      '/contact | page | pages/contact.json (template base) | Contact Layered Motors',
      '/warranty | page | pages/warranty.json (manufacturer acme) | Acme warranty',
    ]);
    expect(lines).toContain('Layers (each overrides the one before): template base < manufacturer acme < group north-shore-group < tenant layered');
  });

  it("validate points a problem in an override folder at that folder's file", () => {
    expect(results.validateOverride.code).toBe(1);
    expect(results.validateOverride.stdout).toBe(`${fixtures}/_groups/bad-value-group/site.json:4:14 error schema /tagline must be string\n`);
  });

  it('exits 2 for a slug with no tenant folder under TENANTS_DIR', () => {
    expect(results.routesUnknown.code).toBe(2);
    expect(results.routesUnknown.stderr).toMatch(/^builder-cli: no tenant "no-such-tenant" under .*tests\/fixtures\/broken\n$/);
  });
});
