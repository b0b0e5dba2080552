// builder-cli validate on worker threads: the same output, byte for byte, as in one thread (text
// and --format json) on 24 copies of the sample tenants with a few broken ones, cross-tenant checks
// seeing every tenant, and a crashed worker turning into a clear error instead of a hang.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintInWorkers, LintWorkerError, MIN_TENANTS_PER_WORKER, printable, workerCount } from '../../builder-cli/checks/lint-workers';
import { lintTenants, readLintShared } from '../../builder-cli/checks/run-checks';
import { bin, repoRoot, type CliResult } from './cli-run';

function cli(args: string[], cwd: string, workers: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: { ...process.env, TENANTS_DIR: cwd, BUILDER_CLI_WORKERS: workers } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// 24: three batches of 8, so the main thread lints the last while the worker has the first two.
const COUNT = 24;
let root = '';
const dirs: string[] = [];
const slugAt = (i: number) => path.basename(dirs[i]!);

/** COUNT copies of the samples (each its own slug and domain), some broken, on the real templates. */
function buildTenants(): void {
  const source = path.join(repoRoot, 'tenants');
  root = mkdtempSync(path.join(tmpdir(), 'cli-validate-workers-'));
  cpSync(path.join(source, '_templates'), path.join(root, '_templates'), { recursive: true });
  const samples = readdirSync(source, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    .map((e) => e.name);
  for (let i = 0; i < COUNT; i++) {
    const sample = samples[i % samples.length]!;
    const slug = `t${String(i).padStart(2, '0')}-${sample}`;
    const dir = path.join(root, slug);
    cpSync(path.join(source, sample), dir, { recursive: true });
    const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
    site.slug = slug;
    // t01 and t22 claim one domain: linted by different threads, each must see the other.
    site.domains = [i === 22 ? 'www.t01.example' : `www.t${String(i).padStart(2, '0')}.example`];
    if (i === 21) site.phone = 'call us';
    if (i === 20) delete site.$schema;
    writeFileSync(path.join(dir, 'site.json'), i === 3 ? JSON.stringify(site).slice(0, -1) : JSON.stringify(site, null, 2));
    if (i === 12) {
      const stock = JSON.parse(readFileSync(path.join(dir, 'stock.json'), 'utf8')) as { cars: { price: unknown }[] };
      stock.cars[0]!.price = 'ask us';
      writeFileSync(path.join(dir, 'stock.json'), JSON.stringify(stock, null, 2));
    }
    dirs.push(dir);
  }
}

const runs: Record<string, CliResult> = {};

beforeAll(async () => {
  buildTenants();
  // One at a time: the machine is shared, and a worker run must not race its one-thread twin.
  runs.textOne = await cli(['validate'], root, '0');
  runs.textWorkers = await cli(['validate'], root, '1');
  runs.jsonOne = await cli(['validate', '--format', 'json', '--fail-level', 'warning'], root, '0');
  runs.jsonWorkers = await cli(['validate', '--format', 'json', '--fail-level', 'warning'], root, '1');
}, 240_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('builder-cli validate on worker threads', () => {
  it('prints the same text, summary and exit code as one thread', () => {
    expect(runs.textWorkers).toEqual(runs.textOne);
    expect(runs.textOne!.code).toBe(1);
    expect(runs.textOne!.stderr).toMatch(/^24 tenants checked: 4 errors, \d+ warnings/);
  });

  it('prints the same --format json as one thread, with the broken tenants in it', () => {
    expect(runs.jsonWorkers).toEqual(runs.jsonOne);
    const report = JSON.parse(runs.jsonOne!.stdout) as { path: string; offenses: { check: string; message: string; fix?: unknown }[] }[];
    const checksOf = (slug: string, file: string) => report.find((r) => r.path === `${slug}/${file}`)?.offenses.map((o) => o.check) ?? [];
    expect(checksOf(slugAt(3), 'site.json')).toContain('json-syntax');
    expect(checksOf(slugAt(12), 'stock.json')).toContain('stock-row');
    expect(checksOf(slugAt(21), 'site.json')).toContain('locale-phone');
    expect(report.find((r) => r.path === `${slugAt(20)}/site.json`)?.offenses.some((o) => o.fix)).toBe(true);
    const claims = report.flatMap((r) => r.offenses).filter((o) => o.check === 'duplicate-domain');
    expect(claims.map((o) => o.message).sort()).toEqual([
      `domain "www.t01.example" is also claimed by tenants/${slugAt(1)}`,
      `domain "www.t01.example" is also claimed by tenants/${slugAt(22)}`,
    ]);
  });

  it('a worker thread returns what the main thread finds, tenant by tenant', async () => {
    const shared = readLintShared(dirs);
    const alone = (await lintTenants(dirs, shared)).map((r) => ({ ...r, problems: r.problems.map(printable) }));
    expect(await lintInWorkers(dirs, shared, { workers: 2 })).toEqual(alone);
  }, 120_000);
});

describe('a crashed validate worker', () => {
  const entry = (name: string) => new URL(`../fixtures/lint-workers/${name}`, import.meta.url);

  it('that exits is an error naming the tenants it had', async () => {
    const run = lintInWorkers(dirs, readLintShared(dirs), { workers: 1, entry: entry('exit-worker.js') });
    await expect(run).rejects.toThrow(LintWorkerError);
    await expect(run).rejects.toThrow(`validate worker 1 stopped (exit code 7) while linting ${slugAt(0)}, `);
  });

  it('that throws is an error with its message', async () => {
    const run = lintInWorkers(dirs, readLintShared(dirs), { workers: 1, entry: entry('throw-worker.js') });
    await expect(run).rejects.toThrow(/^validate worker 1 failed while linting t00-[a-z-]+, .*: out of cheese$/);
  });
});

describe('workerCount', () => {
  it.each([
    ['a handful of tenants: none', 5, 2, undefined, 0],
    [`${MIN_TENANTS_PER_WORKER - 1} tenants: none`, MIN_TENANTS_PER_WORKER - 1, 2, undefined, 0],
    [`${MIN_TENANTS_PER_WORKER} tenants: one`, MIN_TENANTS_PER_WORKER, 2, undefined, 1],
    ['1,000 tenants on 2 cores: one beside the main thread', 1000, 2, undefined, 1],
    ['1,000 tenants on 8 cores: seven', 1000, 8, undefined, 7],
    ['1,000 tenants on 1 core: none', 1000, 1, undefined, 0],
    ['BUILDER_CLI_WORKERS=0: none', 1000, 8, '0', 0],
    ['BUILDER_CLI_WORKERS=1 for 24 tenants: one', 24, 2, '1', 1],
    ['BUILDER_CLI_WORKERS=4 on 2 cores: still one per core', 1000, 2, '4', 1],
    ['BUILDER_CLI_WORKERS empty: the default', 1000, 2, '', 1],
  ])('%s', (_, tenants, cores, requested, expected) => expect(workerCount(tenants, cores, requested)).toBe(expected));

  it('refuses a BUILDER_CLI_WORKERS that is not a whole number (a usage error: exit 2)', async () => {
    expect(await cli(['validate'], root, 'many')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'builder-cli: BUILDER_CLI_WORKERS must be a whole number of worker threads (0 for none), not "many"\n',
    });
    expect(() => workerCount(1000, 2, 'many')).toThrow('BUILDER_CLI_WORKERS must be a whole number of worker threads (0 for none), not "many"');
  });
});
