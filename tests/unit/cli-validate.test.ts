// builder-cli validate as a linter and builder-cli migrate, through the real bin.js on copies of
// tests/fixtures/checks: configuration, --fail-level, --fix, JSON output, migrate [--write].
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = path.join(repoRoot, 'tests/fixtures/checks');

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'builder-cli/bin.js'), ...args], { cwd, env: { ...process.env, TENANTS_DIR: cwd } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const temps: string[] = [];
/** A copy of the fixture tenants folder with the given files (relative paths) replaced. */
async function project(files: Record<string, string | ((text: string) => string)> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cli-validate-'));
  temps.push(dir);
  await cp(fixture, dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    const absolute = path.join(dir, file);
    await writeFile(absolute, typeof content === 'string' ? content : content(await readFile(absolute, 'utf8')));
  }
  return dir;
}

const noDelivery = (text: string) => text.replace(/\n {2}"leadDelivery": .*\n/, '\n');
const oldPage = '{\n  "schemaVersion": 1,\n  "path": "/specials",\n  "title": "Specials",\n  "blocks": [\n    { "type": "contact-details" }\n  ]\n}\n';
const migratedPage =
  '{\n  "schemaVersion": 2,\n  "path": "/specials",\n  "title": "Specials",\n  "blocks": [\n    {\n      "type": "contact-details",\n      "props": {}\n    }\n  ]\n}\n';

/** A page linking to the template's /contact page with a trailing slash, in a button and inside HTML. */
const slashPage = (link: string) =>
  [
    '{',
    '  "$schema": "../../../../../schemas/editor/page.schema.json",',
    '  "schemaVersion": 2,',
    '  "path": "/specials",',
    '  "title": "Specials",',
    '  "blocks": [',
    '    { "type": "rich-text", "props": { "html": "<p>Every price on this page is drive away.</p>" } },',
    `    ${link}`,
    '  ]',
    '}',
    '',
  ].join('\n');
const buttonPage = slashPage('{ "type": "button-group", "props": { "buttons": [{ "label": "Contact us", "href": "/contact/?from=specials" }] } }');
const htmlPage = slashPage('{ "type": "rich-text", "props": { "html": "<p><a href=\\"/contact/\\">Contact us</a></p>" } }');

const dirs: Record<string, string> = {};
const results: Record<string, CliResult> = {};

beforeAll(async () => {
  dirs.warn = await project({ 'acme/site.json': noDelivery });
  dirs.config = await project({ 'acme/site.json': noDelivery, '.builder-cli.json': '{ "checks": { "lead-delivery": { "severity": "error" } } }' });
  dirs.ignore = await project({ 'acme/site.json': noDelivery, '.builder-cli.json': '{ "ignore": ["acme/site.json"] }' });
  dirs.off = await project({ 'acme/site.json': noDelivery, '.builder-cli.json': '{ "checks": { "lead-delivery": { "enabled": false } } }' });
  dirs.badConfig = await project({ '.builder-cli.json': '{ "checks": { "schema": { "severity": "info" }, "lead-delivery": { "severity": "fatal" } } }' });
  dirs.fix = await project({ 'acme/pages/specials.json': oldPage });
  dirs.slashBefore = await project({ 'acme/pages/specials.json': buttonPage });
  dirs.slashFix = await project({ 'acme/pages/specials.json': buttonPage });
  dirs.slashRefused = await project({ 'acme/pages/specials.json': htmlPage });
  dirs.migrate = await project({ 'acme/pages/specials.json': oldPage });
  dirs.migrateWrite = await project({ 'acme/pages/specials.json': oldPage });
  const runs: Record<string, () => Promise<CliResult>> = {
    warnDefault: () => cli(['validate', 'acme'], dirs.warn!),
    warnFailWarning: () => cli(['validate', '--fail-level', 'warning', 'acme'], dirs.warn!),
    warnJson: () => cli(['validate', '--format', 'json', 'acme'], dirs.warn!),
    badLevel: () => cli(['validate', '--fail-level', 'fatal', 'acme'], dirs.warn!),
    config: () => cli(['validate', 'acme'], dirs.config!),
    ignore: () => cli(['validate', '--fail-level', 'info', 'acme'], dirs.ignore!),
    off: () => cli(['validate', '--fail-level', 'info', 'acme'], dirs.off!),
    badConfig: () => cli(['validate', 'acme'], dirs.badConfig!),
    fix: () => cli(['validate', '--fix', '--fail-level', 'warning', 'acme'], dirs.fix!),
    slashBefore: () => cli(['validate', '--fail-level', 'warning', 'acme'], dirs.slashBefore!),
    slashFix: () => cli(['validate', '--fix', '--fail-level', 'warning', 'acme'], dirs.slashFix!),
    slashRefused: () => cli(['validate', '--fix', '--fail-level', 'warning', 'acme'], dirs.slashRefused!),
    migrate: () => cli(['migrate'], dirs.migrate!),
    migrateWrite: () => cli(['migrate', '--write'], dirs.migrateWrite!),
  };
  const entries = await Promise.all(Object.entries(runs).map(async ([name, run]) => [name, await run()] as const));
  for (const [name, result] of entries) results[name] = result;
});

afterAll(async () => {
  await Promise.all(temps.map((t) => rm(t, { recursive: true, force: true })));
});

describe('builder-cli validate --fail-level', () => {
  it('a warning passes at the default level (error) and fails at --fail-level warning', () => {
    expect(results.warnDefault).toMatchObject({ code: 0, stderr: '1 tenant checked: 0 errors, 1 warning\n' });
    expect(results.warnDefault!.stdout).toMatch(/^acme\/site\.json:1:1 warning lead-delivery \/leadDelivery leads are not delivered anywhere/);
    expect(results.warnFailWarning!.code).toBe(1);
  });

  it('rejects an unknown level as a usage error', () => {
    expect(results.badLevel).toEqual({ code: 2, stdout: '', stderr: 'builder-cli: --fail-level must be error, warning or info, not "fatal"\n' });
  });
});

describe('builder-cli validate --format json', () => {
  it('parses to [{path, offenses:[{check, severity, line, column, endLine, endColumn, pointer, message, docs}]}]', () => {
    expect(JSON.parse(results.warnJson!.stdout)).toEqual([
      {
        path: 'acme/site.json',
        offenses: [
          {
            check: 'lead-delivery',
            severity: 'warning',
            line: 1,
            column: 1,
            endLine: expect.any(Number),
            endColumn: 2,
            pointer: '/leadDelivery',
            message: 'leads are not delivered anywhere: add a leadDelivery destination (a webhook or an ADF endpoint) to site.json',
            docs: 'docs/checks/lead-delivery.md',
          },
        ],
      },
    ]);
  });
});

describe('tenants/.builder-cli.json', () => {
  it('raises a check to an error', () => {
    expect(results.config!.code).toBe(1);
    expect(results.config!.stdout).toMatch(/^acme\/site\.json:1:1 error lead-delivery /);
  });

  it('an ignore glob and enabled: false silence the check', () => {
    expect(results.ignore).toMatchObject({ code: 0, stdout: '' });
    expect(results.off).toMatchObject({ code: 0, stdout: '' });
  });

  it('refuses a loader rule and an unknown severity, with file:line:col', () => {
    expect(results.badConfig!.code).toBe(2);
    expect(results.badConfig!.stderr).toContain('builder-cli: invalid .builder-cli.json:\n');
    expect(results.badConfig!.stderr).toContain(
      '.builder-cli.json:1:25 error schema /checks/schema "schema" is a loader rule: the server refuses those problems, so it cannot be changed or ignored',
    );
    expect(results.badConfig!.stderr).toMatch(
      /\.builder-cli\.json:1:\d+ error schema \/checks\/lead-delivery\/severity must be one of "error", "warning", "info"/,
    );
  });
});

describe('builder-cli validate --fix', () => {
  it('stores the schemaVersion migration, keeping the layout, and reports what is left', async () => {
    expect(results.fix!.stderr).toMatch(/^fixed 2 problems in 1 file: .*acme\/pages\/specials\.json\n1 tenant checked: 0 errors, 0 warnings\n$/);
    expect(results.fix!.code).toBe(0);
    const fixed = await readFile(path.join(dirs.fix!, 'acme/pages/specials.json'), 'utf8');
    expect(fixed).toMatch(/^\{\n {2}"\$schema": "[./]+\/[^"]*schemas\/editor\/page\.schema\.json",\n/);
    expect(fixed.replace(/^\{\n {2}"\$schema": "[^"]*",\n/, '{\n')).toBe(migratedPage);
  });
});

describe('builder-cli validate --fix: trailing slashes', () => {
  it("a link with a slash the page's path lacks fails, and --fix rewrites that one value in place", async () => {
    expect(results.slashBefore!.code).toBe(1);
    expect(results.slashBefore!.stdout).toBe(
      'acme/pages/specials.json:8:87 warning trailing-slash /blocks/1/props/buttons/0/href link "/contact/?from=specials" ends with a slash, unlike the page it leads to ("/contact", pages/contact.json) [fixable with --fix: write /blocks/1/props/buttons/0/href "/contact/?from=specials" as "/contact?from=specials"]\n',
    );
    expect(results.slashFix!.stderr).toMatch(/^fixed 1 problem in 1 file: .*acme\/pages\/specials\.json\n1 tenant checked: 0 errors, 0 warnings\n$/);
    expect(results.slashFix!.code).toBe(0);
    expect(await readFile(path.join(dirs.slashFix!, 'acme/pages/specials.json'), 'utf8')).toBe(
      buttonPage.replace('"/contact/?from=specials"', '"/contact?from=specials"'),
    );
  });

  it('a link inside HTML is not fixed: it stays a suggestion and the file is untouched', async () => {
    expect(results.slashRefused!.code).toBe(1);
    expect(results.slashRefused!.stderr).toBe('1 tenant checked: 0 errors, 1 warning\n');
    expect(results.slashRefused!.stdout).toMatch(
      / warning trailing-slash \/blocks\/1\/props\/html link "\/contact\/" ends with a slash, .*\[suggestion: write "\/contact"\]\n$/,
    );
    expect(await readFile(path.join(dirs.slashRefused!, 'acme/pages/specials.json'), 'utf8')).toBe(htmlPage);
  });
});

describe('builder-cli migrate', () => {
  it('without --write prints the changed lines and changes nothing', async () => {
    expect(results.migrate!.code).toBe(0);
    expect(results.migrate!.stdout).toBe(
      [
        '--- acme/pages/specials.json',
        '+++ acme/pages/specials.json (migrated)',
        '@@ line 2 @@',
        '-  "schemaVersion": 1,',
        '+  "schemaVersion": 2,',
        '@@ line 6 @@',
        '-    { "type": "contact-details" }',
        '+    {',
        '+      "type": "contact-details",',
        '+      "props": {}',
        '+    }',
        '',
      ].join('\n'),
    );
    expect(results.migrate!.stderr).toBe('1 document to migrate: run again with --write to apply\n');
    expect(await readFile(path.join(dirs.migrate!, 'acme/pages/specials.json'), 'utf8')).toBe(oldPage);
  });

  it('--write rewrites the document, and the next run has nothing to do', async () => {
    expect(results.migrateWrite).toMatchObject({ code: 0, stdout: '', stderr: 'migrated 1 document\n' });
    expect(await readFile(path.join(dirs.migrateWrite!, 'acme/pages/specials.json'), 'utf8')).toBe(migratedPage);
    expect(await cli(['migrate'], dirs.migrateWrite!)).toMatchObject({ code: 0, stdout: '', stderr: 'every document is at the current schemaVersion\n' });
  });
});
