// Issue 18's "two servers against one", printed, never asserted: requests per second and latency
// of one server process against two on one PostgreSQL database, for each page kind (home, stock
// page, car page: from the render cache; the stock page's search request; a lead submission), and
// each run's requests per CPU-second of the server processes (a per-core figure that holds on a
// shared machine). Real server processes (dist/server/start.js), autocannon in this process, a
// throwaway PostgreSQL cluster of its own. On a 2-core machine the client and both servers share
// the cores: read the two-server figure as "what a second process adds here", not as scaling.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildMultiSearch } from '../../../runtime/lib/search/build-queries';
import { parseSearchLocation } from '../../../runtime/lib/search/search-url';
import { startCluster } from '../../setup/postgres-cluster';
import { tenantHost } from '../../helpers/http';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { loadTenants } from '../../helpers/tenants';
import { makeSandbox, validFields } from '../../integration/leads-support';
import { leadForm } from '../../integration/scale-out-support';
import { benchRoutes } from './bench-routes';
import { hammer, loadAverage, type Load, type Target } from './load';
import { cpuSeconds } from './proc-cpu';

export interface KindFigures {
  kind: string;
  connections: number;
  one: Load & { perCpuSecond: number };
  two: Load & { perCpuSecond: number };
}

export async function runScaleOut(seconds = 3): Promise<KindFigures[]> {
  const sandbox = await makeSandbox('bench-scale-out-');
  const tenant = (await loadTenants(sandbox.tenantsDir))[0]!;
  sandbox.editSite(tenant.slug, (site) => {
    site.captcha = { provider: 'off' };
    site.leadDelivery = [];
  });
  const form = leadForm(tenant);
  const routes = benchRoutes(tenant);
  const pathOf = (name: string) => routes.find((r) => r.name === name)!.path;
  const stockPath = pathOf('stock');
  const [stockPathname, stockSearch = ''] = stockPath.split('?');
  const searchBody = JSON.stringify(
    buildMultiSearch(parseSearchLocation(stockPathname!, stockSearch, tenant.publicSite), tenant.publicSite, Math.floor(Date.now() / 1000)),
  );
  const cluster = await startCluster();
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-out-data-'));
    dirs.push(dataDir);
    const server = await startServerProcess({
      tenantsDir: sandbox.tenantsDir,
      dataDir,
      startTimeoutMs: 120_000,
      // Production logging (a JSON line per request) as deployed; no rate limit in the way of the load.
      env: { DATABASE_URL: cluster.adminUrl, LEAD_RATE_LIMIT_PER_MIN: '100000000', SEARCH_RATE_LIMIT_PER_MINUTE: '100000000' },
    });
    servers.push(server);
    return server;
  };
  let serial = 0;
  const kinds: { kind: string; connections: number; target: (s: ServerProcess) => Omit<Target, 'port' | 'host'> }[] = [
    { kind: 'home (cached)', connections: 10, target: () => ({ path: '/' }) },
    { kind: 'stock page (cached)', connections: 10, target: () => ({ path: stockPath }) },
    { kind: 'car page (cached)', connections: 10, target: () => ({ path: pathOf('car') }) },
    {
      kind: 'stock search (POST /api/search/multi-search)',
      connections: 10,
      target: () => ({ path: '/api/search/multi-search', method: 'POST', body: searchBody }),
    },
    {
      kind: 'lead submission (POST /api/leads)',
      connections: 4,
      // One body per run: autocannon repeats it, and each POST stores a new lead.
      target: () => ({
        path: '/api/leads',
        method: 'POST',
        body: JSON.stringify({ lead: { form, ...validFields(tenant, form), email: `bench-${serial++}@example.com` } }),
      }),
    },
  ];
  const measure = async (list: ServerProcess[], kind: (typeof kinds)[number], runSeconds: number) => {
    const cpuBefore = list.reduce((sum, s) => sum + cpuSeconds(s.child.pid!), 0);
    const load = await hammer(
      list.map((s) => ({ port: s.port, host: tenantHost(tenant.slug, s.port), ...kind.target(s) })),
      kind.connections,
      runSeconds,
    );
    const cpu = list.reduce((sum, s) => sum + cpuSeconds(s.child.pid!), 0) - cpuBefore;
    return { ...load, perCpuSecond: Math.round((load.rps * runSeconds) / cpu) };
  };
  try {
    const before = loadAverage(loadavg());
    const a = await start();
    const b = await start();
    // Unreported: every page rendered and cached, the JIT warm, on both servers.
    for (const kind of kinds) await measure([a, b], kind, 1);
    const figures: KindFigures[] = [];
    for (const kind of kinds) {
      const one = await measure([a], kind, seconds);
      const two = await measure([a, b], kind, seconds);
      figures.push({ kind: kind.kind, connections: kind.connections, one, two });
    }
    const cells = (l: KindFigures['one']) => `${l.rps} | ${l.p50} | ${l.p99} | ${l.perCpuSecond} | ${l.errors}`;
    console.log(
      [
        `scale-out bench, ${tenant.slug} (${tenant.stock.length} cars), ${seconds} s per run, load average before ${before}, after ${loadAverage(loadavg())}`,
        '| page kind | connections | servers | req/s | p50 ms | p99 ms | req per server CPU-s | errors |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        ...figures.flatMap((f) => [`| ${f.kind} | ${f.connections} | 1 | ${cells(f.one)} |`, `| ${f.kind} | ${f.connections} | 2 | ${cells(f.two)} |`]),
      ].join('\n'),
    );
    return figures;
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    cluster.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    sandbox.remove();
  }
}
