// Tenant density: N generated dealers (~150 cars each) in one production server process.
// Figures: time to ready, resident memory, the first stock page of a dealer nobody has visited
// (its index is built on that request), and car-page latency at 10 connections across all dealers.
// Run alone: NODE_ENV=production npx tsx tests/bench/lib/density-run.ts [count]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { get } from '../../helpers/http';
import { densitySlug, generateTenants } from './generate-tenants';

export interface DensityFigures {
  tenants: number;
  readyMs: number;
  rssMb: number;
  rssAfterLoadMb: number;
  firstStockPageMs: number[];
  carPage: { requests: number; p50: number; p90: number; p95: number; p99: number; errors: number; non2xx: number };
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runDensity(count = 1000): Promise<DensityFigures> {
  const dir = await generateTenants(count);
  const stock = JSON.parse(readFileSync(path.join(dir, densitySlug(0), 'stock.json'), 'utf8')) as { cars: { slug: string; status: string; show_on_dealer_website?: boolean }[] };
  const carSlug = stock.cars.find((c) => c.status !== 'sold' && c.show_on_dealer_website !== false)!.slug;
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/bench/lib/density-server.ts'), dir, mkdtempSync(path.join(tmpdir(), 'density-data-'))], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      const rl = createInterface({ input: child.stdout! });
      rl.on('line', (l) => l.startsWith('{"port"') && resolve(l));
      child.once('exit', (code) => reject(new Error(`density server exited with ${code}`)));
    });
    const { port, readyMs, tenants } = JSON.parse(line) as { port: number; readyMs: number; tenants: number };
    const rssAfterLoadMb = rssMb(child.pid!);

    // A dealer's first stock page: its index is built on this request.
    const firstStockPageMs: number[] = [];
    for (const i of [1, Math.floor(count / 2), count - 1]) {
      const t = performance.now();
      const res = await get(port, `${densitySlug(i)}.example`, '/cars/');
      if (res.status !== 200) throw new Error(`stock page of ${densitySlug(i)}: ${res.status}`);
      firstStockPageMs.push(Math.round(performance.now() - t));
    }

    // Car pages across every dealer, 10 connections; each dealer's first is a cold render + index.
    const latencies: number[] = [];
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 10,
      amount: Math.max(3000, count * 3),
      requests: Array.from({ length: count }, (_, i) => ({ method: 'GET' as const, path: `/cars/${carSlug}`, headers: { host: `${densitySlug(i)}.example`, 'accept-encoding': 'br' } })),
    }).on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
    latencies.sort((a, b) => a - b);
    const carPage = {
      requests: result.requests.total,
      p50: Math.round(percentile(latencies, 50) * 10) / 10,
      p90: Math.round(percentile(latencies, 90) * 10) / 10,
      p95: Math.round(percentile(latencies, 95) * 10) / 10,
      p99: Math.round(percentile(latencies, 99) * 10) / 10,
      errors: result.errors,
      non2xx: result.non2xx,
    };
    const figures = { tenants, readyMs, rssAfterLoadMb, rssMb: rssMb(child.pid!), firstStockPageMs, carPage };
    console.log(`density: ${tenants} tenants ready in ${readyMs} ms, RSS ${rssAfterLoadMb} MB after load, ${figures.rssMb} MB after the car-page run; first stock page of a cold dealer ${firstStockPageMs.join('/')} ms; car page at 10 connections over ${carPage.requests} requests p50 ${carPage.p50} p95 ${carPage.p95} p99 ${carPage.p99} ms (${carPage.errors} errors, ${carPage.non2xx} non-2xx)`);
    return figures;
  } finally {
    child.kill('SIGTERM');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runDensity(Number(process.argv[2] ?? 1000));
