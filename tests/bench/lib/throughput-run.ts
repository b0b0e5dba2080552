// SSR throughput next to static files: for each sample tenant's home, stock and car page, the
// same server (one run, 10 connections, brotli) answers (a) the page from the render cache,
// (b) the page rendered every time (a unique query string per request), and (c) the very same
// HTML bytes as a precompressed static file under /assets. Prints requests per second and the
// ratios to static. Run alone: NODE_ENV=production npx tsx tests/bench/lib/throughput-run.ts [seconds]
// BENCH_ROUTES=car (home, stock, car; comma-separated) and BENCH_TENANT=<slug> narrow the run.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { get } from '../../helpers/http';
import { precompressDir } from '../../../build/precompress';
import { TenantRegistry } from '../../../server/tenants/tenant-registry';
import { benchRoutes } from './bench-routes';
import { startChildServer } from './child-server';
import { ensureClientBuild } from './ensure-build';

const STATIC_DIR = path.resolve('dist/client/assets/bench-static');

export interface ThroughputFigure {
  tenant: string;
  route: string;
  cached: number;
  rendered: number;
  static: number;
}

async function rps(port: number, host: string, p: string, seconds: number, unique = false): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${p}`,
    connections: 10,
    duration: seconds,
    // What Chromium sends: the server picks brotli, or gzip for a nonce-served cached page.
    headers: { host, 'accept-encoding': 'gzip, deflate, br' },
    idReplacement: unique,
  });
  if (result.non2xx || result.errors) throw new Error(`${host}${p}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return Math.round(result.requests.average);
}

export async function runThroughput(seconds = 5, tenantsDir = 'tenants'): Promise<ThroughputFigure[]> {
  ensureClientBuild();
  const registry = await TenantRegistry.load(tenantsDir);
  const routes = (process.env.BENCH_ROUTES ?? 'home,stock,car').split(',');
  const only = process.env.BENCH_TENANT;
  const pages = registry
    .tenants()
    .filter((t) => !only || t.slug === only)
    .flatMap((t) =>
      benchRoutes(t)
        .filter((r) => routes.includes(r.name))
        .map((r) => ({ tenant: t.slug, ...r })),
    );
  // The pages' HTML, written as static files (precompressed like the build's) before the bench server starts.
  await rm(STATIC_DIR, { recursive: true, force: true });
  await mkdir(STATIC_DIR, { recursive: true });
  const first = await startChildServer(tenantsDir);
  try {
    for (const page of pages) {
      const res = await get(first.port, `${page.tenant}.localhost`, page.path);
      if (res.status !== 200) throw new Error(`${page.tenant}${page.path}: ${res.status}`);
      await writeFile(path.join(STATIC_DIR, `${page.tenant}-${page.name}.html`), res.body);
    }
  } finally {
    await first.stop();
  }
  await precompressDir(STATIC_DIR);
  const server = await startChildServer(tenantsDir);
  const figures: ThroughputFigure[] = [];
  try {
    for (const page of pages) {
      const host = `${page.tenant}.localhost`;
      const sep = page.path.includes('?') ? '&' : '?';
      const figure: ThroughputFigure = {
        tenant: page.tenant,
        route: page.name,
        static: await rps(server.port, host, `/assets/bench-static/${page.tenant}-${page.name}.html`, seconds),
        cached: await rps(server.port, host, page.path, seconds),
        rendered: await rps(server.port, host, `${page.path}${sep}bench=[<id>]`, seconds, true),
      };
      figures.push(figure);
      const pct = (n: number) => `${Math.round((100 * n) / figure.static)}%`;
      console.log(
        `${figure.tenant.padEnd(22)} ${figure.route.padEnd(6)} static ${figure.static} req/s  page from cache ${figure.cached} (${pct(figure.cached)})  rendered each time ${figure.rendered} (${pct(figure.rendered)})`,
      );
    }
  } finally {
    await server.stop();
    await rm(STATIC_DIR, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await runThroughput(Number(process.argv[2] ?? 5));
