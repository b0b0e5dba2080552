// Memory per 100 tenants for docs/deploy.md's sizing table, printed, never asserted: the resident
// memory (VmRSS) of a production server process (dist/server/start.js, SQLite, no database) over
// N and 2N copies of a sample tenant (tests/bench/lib/generate-tenants.ts: riverbend-mazda with its
// ~150 cars, pages, forms and template, under new slugs), when ready and after every tenant's home,
// stock and car page was requested once (its search index built, its pages rendered and cached).
// The difference between the two counts is the memory of N more tenants; what is left is the
// process's own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { get } from '../../helpers/http';
import { startServerProcess } from '../../helpers/server-process';
import { loadTenants } from '../../helpers/tenants';
import { benchRoutes } from './bench-routes';
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

async function measure(count: number): Promise<MemoryFigures> {
  const tenantsDir = await generateTenants(count);
  // The sample's own paths (copied with it): home, the stock page, a car page.
  const source = (await loadTenants(path.resolve('tenants'))).find((t) => t.slug === DENSITY_SOURCE)!;
  const paths = benchRoutes(source)
    .filter((r) => r.name !== 'finance')
    .map((r) => r.path);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-data-'));
  const started = Date.now();
  const server = await startServerProcess({ tenantsDir, dataDir, startTimeoutMs: 120_000 });
  try {
    const readySeconds = (Date.now() - started) / 1000;
    const readyMb = rssMb(server.child.pid!);
    let next = 0;
    const visitor = async () => {
      for (let i = next++; i < count; i = next++) {
        const host = `${densitySlug(i)}.example`;
        for (const p of paths) {
          const reply = await get(server.port, host, p);
          if (reply.status !== 200) throw new Error(`${host}${p} answered ${reply.status}`);
        }
      }
    };
    await Promise.all(Array.from({ length: VISITORS }, visitor));
    return { tenants: count, readySeconds, readyMb, servedMb: rssMb(server.child.pid!) };
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
