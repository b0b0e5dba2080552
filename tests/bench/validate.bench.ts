// builder-cli validate speed (issue 12: 1,000 tenants in under 10 s):
// `NODE_ENV=production npx vitest bench --run tests/bench/validate.bench.ts`.
// Builds BENCH_TENANTS (default 1000) tenants in a temp folder, each a copy of a sample tenant
// (its pages, forms, collections and stock) under its own slug and domain, on the real templates,
// then lints them all once: the loader plus every check, as `builder-cli validate` does (on worker
// threads beside the main thread, lintOnAllCores; BUILDER_CLI_WORKERS=0 for one thread).
// Prints the total and the time per tenant, wall clock and CPU (the process's, every thread's: on a
// shared machine the steadier figure) and the load average; never fails on time.
// Results: tests/bench/RESULTS.md.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, bench, describe } from 'vitest';
import { lintOnAllCores, workerCount } from '../../builder-cli/checks/lint-workers';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const COUNT = Number(process.env.BENCH_TENANTS ?? 1000);

function buildTenants(count: number): { root: string; dirs: string[] } {
  const source = path.join(repoRoot, 'tenants');
  const root = mkdtempSync(path.join(tmpdir(), 'bench-validate-'));
  cpSync(path.join(source, '_templates'), path.join(root, '_templates'), { recursive: true });
  const samples = readdirSync(source, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
    .map((e) => e.name);
  const dirs: string[] = [];
  for (let i = 0; i < count; i++) {
    const sample = samples[i % samples.length]!;
    const slug = `t${i}-${sample}`;
    const dir = path.join(root, slug);
    cpSync(path.join(source, sample), dir, { recursive: true });
    const site = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8')) as { slug: string; domains: string[] };
    site.slug = slug;
    site.domains = [`www.${slug}.example`];
    writeFileSync(path.join(dir, 'site.json'), JSON.stringify(site, null, 2));
    dirs.push(dir);
  }
  return { root, dirs };
}

const { root, dirs } = buildTenants(COUNT);
const runs: { wallMs: number; cpuMs: number; load: string }[] = [];
const workers = workerCount(COUNT, availableParallelism(), process.env.BUILDER_CLI_WORKERS);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  for (const { wallMs, cpuMs, load } of runs)
    console.log(
      `[validate] ${COUNT} tenants linted in ${(wallMs / 1000).toFixed(1)} s (${(wallMs / COUNT).toFixed(1)} ms per tenant) on the main thread + ${workers} worker(s); CPU ${(cpuMs / 1000).toFixed(1)} s (${(cpuMs / COUNT).toFixed(1)} ms per tenant); load average before/after ${load}`,
    );
});

describe(`validate ${COUNT} tenants`, () => {
  bench(
    'lintOnAllCores (loader + every check, as validate runs it)',
    async () => {
      const before = load();
      const started = performance.now();
      const cpu = process.cpuUsage();
      const results = await lintOnAllCores(dirs);
      const used = process.cpuUsage(cpu);
      runs.push({ wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000, load: `${before} / ${load()}` });
      if (results.length !== COUNT) throw new Error(`linted ${results.length} of ${COUNT} tenants`);
    },
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});
