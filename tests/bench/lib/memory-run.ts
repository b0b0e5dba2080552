// Memory per 100 tenants for docs/deploy.md's sizing table, printed, never asserted: the resident
// memory (VmRSS) of a production server process (dist/server/start.js, SQLite, no database) over
// N and 2N copies of a sample tenant (tests/bench/lib/generate-tenants.ts: riverbend-mazda with its
// ~150 cars, pages, forms and template, under new slugs), when ready and after every tenant's home,
// stock and car page was requested once (its search index built, its pages rendered and cached).
// The difference between the two counts is the memory of N more tenants; what is left is the
// process's own.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { get } from '../../helpers/http';
import { startServerProcess } from '../../helpers/server-process';
import { loadTenants } from '../../helpers/tenants';
import { benchRoutes, type BenchRoute } from './bench-routes';
import { DENSITY_SOURCE, densitySlug, generateTenants } from './generate-tenants';
import { loadAverage } from './load';

export interface MemoryFigures {
  tenants: number;
  readySeconds: number;
  readyMb: number;
  servedMb: number;
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

/** Requests in flight at once while every tenant's pages are visited. */
const VISITORS = 4;

export interface MeasureOptions {
  /** The sample's routes to request per tenant (default home, stock and car). */
  routes?: readonly BenchRoute['name'][];
  /** A folder for two heap snapshots of the server (when ready, after the pages), taken on SIGUSR2. */
  snapshotDir?: string;
}

/** How often, and how many times at most, the snapshot file is looked at (10 minutes in all). */
const SNAPSHOT_POLL_MS = 2000;
const SNAPSHOT_POLLS = 300;

/** Sends SIGUSR2 (the server runs with --heapsnapshot-signal) and waits until the new file stops growing. */
async function heapSnapshot(pid: number, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  for (let poll = 0, last = -1; poll < SNAPSHOT_POLLS; poll++) {
    await new Promise((r) => setTimeout(r, SNAPSHOT_POLL_MS));
    const file = readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    const size = file ? statSync(path.join(dir, file)).size : -1;
    if (file && size > 0 && size === last) return path.join(dir, file);
    last = size;
  }
  throw new Error(`no complete heap snapshot in ${dir} after ${(SNAPSHOT_POLLS * SNAPSHOT_POLL_MS) / 60_000} minutes`);
}

async function measure(count: number, { routes = ['home', 'stock', 'car'], snapshotDir }: MeasureOptions = {}): Promise<MemoryFigures> {
  const tenantsDir = await generateTenants(count);
  // The sample's own paths (copied with it): home, the stock page, a car page.
  const source = (await loadTenants(path.resolve('tenants'))).find((t) => t.slug === DENSITY_SOURCE)!;
  const paths = benchRoutes(source)
    .filter((r) => routes.includes(r.name))
    .map((r) => r.path);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-data-'));
  const started = Date.now();
  const env = snapshotDir ? { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshotDir}` } : undefined;
  const server = await startServerProcess({ tenantsDir, dataDir, startTimeoutMs: 600_000, ...(env ? { env } : {}) });
  try {
    const readySeconds = (Date.now() - started) / 1000;
    const readyMb = rssMb(server.child.pid!);
    if (snapshotDir) console.log(`heap snapshot when ready: ${await heapSnapshot(server.child.pid!, snapshotDir)}`);
    let next = 0;
    const visitor = async () => {
      for (let i = next++; i < count; i = next++) {
        const host = `${densitySlug(i)}.example`;
        for (const p of paths) {
          // A first stock page builds its index: at a load of 30 that took over the 10 s default.
          const reply = await get(server.port, host, p, { timeoutMs: 120_000 });
          if (reply.status !== 200) throw new Error(`${host}${p} answered ${reply.status}`);
        }
      }
    };
    await Promise.all(Array.from({ length: VISITORS }, visitor));
    const servedMb = rssMb(server.child.pid!);
    if (snapshotDir) console.log(`heap snapshot after the pages: ${await heapSnapshot(server.child.pid!, snapshotDir)}`);
    return { tenants: count, readySeconds, readyMb, servedMb };
  } finally {
    await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runMemory(count = 100): Promise<MemoryFigures[]> {
  const before = loadAverage(loadavg());
  const small = await measure(count);
  const large = await measure(2 * count);
  const per = (key: 'readyMb' | 'servedMb') => Math.round(((large[key] - small[key]) * 100) / count);
  console.log(
    [
      `memory bench: load average before ${before}, after ${loadAverage(loadavg())}`,
      '| tenants | ready after s | RSS ready MB | RSS after each tenant served MB |',
      '| --- | --- | --- | --- |',
      ...[small, large].map((m) => `| ${m.tenants} | ${m.readySeconds.toFixed(1)} | ${m.readyMb} | ${m.servedMb} |`),
      `| per 100 tenants (difference) | - | ${per('readyMb')} | ${per('servedMb')} |`,
    ].join('\n'),
  );
  return [small, large];
}

/**
 * One count (issue 21's 1,000-dealer figure: stock and car page per dealer), printed with the load
 * average before and after:
 * `NODE_ENV=production npx tsx tests/bench/lib/memory-run.ts 1000 stock,car [snapshot-dir]`.
 */
export async function runMemoryOnce(count: number, options: MeasureOptions = {}): Promise<MemoryFigures> {
  const before = loadAverage(loadavg());
  const m = await measure(count, options);
  console.log(
    [
      `memory bench (${count} tenants, pages: ${(options.routes ?? ['home', 'stock', 'car']).join(', ')}): load average before ${before}, after ${loadAverage(loadavg())}`,
      `| tenants | ready after s | RSS ready MB | RSS after each tenant served MB |`,
      '| --- | --- | --- | --- |',
      `| ${m.tenants} | ${m.readySeconds.toFixed(1)} | ${m.readyMb} | ${m.servedMb} |`,
    ].join('\n'),
  );
  return m;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [count = '100', routes = 'home,stock,car', snapshotDir] = process.argv.slice(2);
  await runMemoryOnce(Number(count), { routes: routes.split(',') as BenchRoute['name'][], ...(snapshotDir ? { snapshotDir: path.resolve(snapshotDir) } : {}) });
}
