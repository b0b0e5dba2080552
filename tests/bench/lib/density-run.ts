// Tenant density: N generated dealers (~150 cars each) in one production server process.
// Figures: time to ready, resident memory, the first stock page of a dealer nobody has visited
// (its index is built on that request), and car-page latency at 10 connections across all dealers.
// Run alone: NODE_ENV=production npx tsx tests/bench/lib/density-run.ts [count]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { get } from '../../helpers/http';
import { densitySlug, generateTenants } from './generate-tenants';
import { startChildServer } from './child-server';
import { ensureClientBuild } from './ensure-build';
import { loadAverage } from './load';
import { cpuSeconds } from './proc-cpu';

export interface DensityFigures {
  tenants: number;
  readyMs: number;
  rssMb: number;
  rssAfterLoadMb: number;
  firstStockPageMs: number[];
  carPage: { requests: number; p50: number; p90: number; p95: number; p99: number; errors: number; non2xx: number; cpuMs: number };
  stockPageCold: DensityFigures['carPage'];
  carPageCold: DensityFigures['carPage'];
  carPageRendered: DensityFigures['carPage'];
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runDensity(count = 1000): Promise<DensityFigures> {
  const loadBefore = loadAverage(loadavg());
  ensureClientBuild();
  const dir = await generateTenants(count);
  const stock = JSON.parse(readFileSync(path.join(dir, densitySlug(0), 'stock.json'), 'utf8')) as {
    cars: { slug: string; status: string; show_on_dealer_website?: boolean }[];
  };
  const carSlug = stock.cars.find((c) => c.status !== 'sold' && c.show_on_dealer_website !== false)!.slug;
  const server = await startChildServer(dir);
  const child = server.child;
  try {
    const { port, readyMs, tenants } = server;
    const rssAfterLoadMb = rssMb(child.pid!);

    // A dealer's first stock page: its index is built on this request.
    const firstStockPageMs: number[] = [];
    for (const i of [1, Math.floor(count / 2), count - 1]) {
      const t = performance.now();
      const res = await get(port, `${densitySlug(i)}.example`, '/cars/');
      if (res.status !== 200) throw new Error(`stock page of ${densitySlug(i)}: ${res.status}`);
      firstStockPageMs.push(Math.round(performance.now() - t));
    }

    // Car pages at 10 connections: (1) the first visit of every dealer (a cold render, and the
    // dealer's index built on that request); (2) the same pages again (render cache);
    // (3) rendered on every request (a unique query string), indexes built.
    const carRequests = (unique: boolean) =>
      Array.from({ length: count }, (_, i) => ({
        method: 'GET' as const,
        path: `/cars/${carSlug}${unique ? '?r=[<id>]' : ''}`,
        headers: { host: `${densitySlug(i)}.example`, 'accept-encoding': 'br' },
      }));
    const pass = async (amount: number, unique: boolean) => {
      const cpuBefore = cpuSeconds(child.pid!);
      const latencies: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const run = autocannon(
          { url: `http://127.0.0.1:${port}`, connections: 10, amount, idReplacement: unique, requests: carRequests(unique) },
          (error, r) => (error ? reject(error) : resolve(r)),
        );
        run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      });
      latencies.sort((a, b) => a - b);
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        requests: result.requests.total,
        p50: round(percentile(latencies, 50)),
        p90: round(percentile(latencies, 90)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        errors: result.errors,
        non2xx: result.non2xx,
        cpuMs: round(((cpuSeconds(child.pid!) - cpuBefore) * 1000) / result.requests.total),
      };
    };
    // autocannon's connections each walk the request list from the start, so the cold pass uses
    // its own 10 workers taking the next dealer in turn: every dealer visited exactly once.
    const coldPass = async (pagePath: string, skip: ReadonlySet<number> = new Set()) => {
      const cpuBefore = cpuSeconds(child.pid!);
      const latencies: number[] = [];
      let next = 0;
      let non2xx = 0;
      const worker = async () => {
        while (next < count) {
          const i = next++;
          if (skip.has(i)) continue;
          const t = performance.now();
          const res = await get(port, `${densitySlug(i)}.example`, pagePath, { headers: { 'Accept-Encoding': 'br' }, timeoutMs: 120_000 });
          latencies.push(performance.now() - t);
          if (res.status !== 200) non2xx++;
        }
      };
      await Promise.all(Array.from({ length: 10 }, worker));
      latencies.sort((a, b) => a - b);
      const round = (n: number) => Math.round(n * 10) / 10;
      return {
        requests: latencies.length,
        p50: round(percentile(latencies, 50)),
        p90: round(percentile(latencies, 90)),
        p95: round(percentile(latencies, 95)),
        p99: round(percentile(latencies, 99)),
        errors: 0,
        non2xx,
        cpuMs: round(((cpuSeconds(child.pid!) - cpuBefore) * 1000) / latencies.length),
      };
    };
    // Every other dealer's first stock page (its index built on that request), then every
    // dealer's first car page (a cold render; the index is already there).
    const stockPageCold = await coldPass('/cars/', new Set([1, Math.floor(count / 2), count - 1]));
    const carPageCold = await coldPass(`/cars/${carSlug}`);
    const carPage = await pass(Math.max(3000, count * 3), false);
    const carPageRendered = await pass(Math.max(1000, count), true);
    const figures = { tenants, readyMs, rssAfterLoadMb, rssMb: rssMb(child.pid!), firstStockPageMs, stockPageCold, carPageCold, carPage, carPageRendered };
    const line = (name: string, r: DensityFigures['carPage']) =>
      `  ${name}: ${r.requests} requests p50 ${r.p50} p90 ${r.p90} p95 ${r.p95} p99 ${r.p99} ms, server CPU ${r.cpuMs} ms a request (${r.errors} errors, ${r.non2xx} non-2xx)`;
    console.log(
      [
        `density (load average ${loadBefore} before, ${loadAverage(loadavg())} after): ${tenants} tenants ready in ${readyMs} ms; RSS ${rssAfterLoadMb} MB when ready, ${figures.rssMb} MB after the runs; a cold dealer's first stock page ${firstStockPageMs.join(' / ')} ms`,
        line('stock page, first visit of each dealer (index built on that request)', stockPageCold),
        line('car page, first visit of each dealer (cold render)', carPageCold),
        line('car page, repeated (render cache)', carPage),
        line('car page, rendered every request', carPageRendered),
      ].join('\n'),
    );
    return figures;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runDensity(Number(process.argv[2] ?? 1000));
