// Figures for issue 18, printed, never asserted: lead submission latency (p50/p99) on SQLite
// against PostgreSQL, and requests per second of one server against two servers on one
// PostgreSQL (pages from the render cache, and lead submissions). Real server processes
// (dist/server/start.js), autocannon as the client in this process, a throwaway PostgreSQL cluster
// of its own. On a 2-core machine the client and both servers share the cores: read the two-server
// figure as "what a second process adds here", not as scaling.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { vehiclePath } from '../../../runtime/lib/vehicle-route';
import { startCluster } from '../../setup/postgres-cluster';
import { tenantHost } from '../../helpers/http';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { loadTenants } from '../../helpers/tenants';
import { makeSandbox, validFields } from '../../integration/leads-support';

interface Load {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function hammer(
  targets: { port: number; path: string; method?: 'GET' | 'POST'; body?: string; host: string }[],
  connections: number,
  seconds: number,
): Promise<Load> {
  const results = await Promise.all(
    targets.map((t) =>
      autocannon({
        url: `http://127.0.0.1:${t.port}${t.path}`,
        method: t.method ?? 'GET',
        connections: Math.max(1, Math.round(connections / targets.length)),
        duration: seconds,
        headers: { host: t.host, 'content-type': 'application/json', 'accept-encoding': 'br' },
        ...(t.body ? { body: t.body } : {}),
      }),
    ),
  );
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    // Over several runs: the worst run's percentile (a conservative reading).
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

export interface ScaleOutFigures {
  leadsSqlite: Load;
  leadsPostgres: Load;
  pagesOne: Load;
  pagesTwo: Load;
  leadsOne: Load;
  leadsTwo: Load;
}

export async function runScaleOut(seconds = 5): Promise<ScaleOutFigures> {
  const sandbox = await makeSandbox('bench-scale-out-');
  const tenant = (await loadTenants(sandbox.tenantsDir))[0]!;
  sandbox.editSite(tenant.slug, (site) => {
    site.captcha = { provider: 'off' };
    site.leadDelivery = [];
  });
  const form = Object.hasOwn(tenant.forms, 'enquiry') ? 'enquiry' : Object.keys(tenant.forms)[0]!;
  const leadBody = JSON.stringify({ lead: { form, ...validFields(tenant, form) } });
  const carPath = vehiclePath(tenant.site.vehicles.basePath, tenant.stock[0]!.slug);
  const cluster = await startCluster();
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-scale-out-data-'));
    dirs.push(dataDir);
    const server = await startServerProcess({
      tenantsDir: sandbox.tenantsDir,
      dataDir,
      startTimeoutMs: 120_000,
      // Production logging (a JSON line per request) as deployed; the start waits for the "serving" line.
      env: { LEAD_RATE_LIMIT_PER_MIN: '100000000', ...env },
    });
    servers.push(server);
    return server;
  };
  const host = (s: ServerProcess) => tenantHost(tenant.slug, s.port);
  const leads = (list: ServerProcess[]) =>
    hammer(
      list.map((s) => ({ port: s.port, host: host(s), path: '/api/leads', method: 'POST' as const, body: leadBody })),
      4,
      seconds,
    );
  const pages = (list: ServerProcess[]) =>
    hammer(
      list.flatMap((s) => [carPath, '/'].map((p) => ({ port: s.port, host: host(s), path: p }))),
      10,
      seconds,
    );
  try {
    const sqlite = await start({ DATABASE_URL: '' });
    const leadsSqlite = await leads([sqlite]);
    await sqlite.stop('SIGTERM');
    const a = await start({ DATABASE_URL: cluster.adminUrl });
    const leadsPostgres = await leads([a]);
    const b = await start({ DATABASE_URL: cluster.adminUrl });
    await pages([a, b]); // warm both render caches
    const pagesOne = await pages([a]);
    const pagesTwo = await pages([a, b]);
    const leadsOne = await leads([a]);
    const leadsTwo = await leads([a, b]);
    const figures = { leadsSqlite, leadsPostgres, pagesOne, pagesTwo, leadsOne, leadsTwo };
    const row = (name: string, l: Load) => `| ${name} | ${l.rps} | ${l.p50} | ${l.p99} | ${l.errors} |`;
    console.log(
      [
        `scale-out bench, ${seconds} s per line, load average before the end ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
        '| run | req/s | p50 ms | p99 ms | errors |',
        '| --- | --- | --- | --- | --- |',
        row('lead POST, SQLite, 1 server, 4 connections', leadsSqlite),
        row('lead POST, PostgreSQL, 1 server, 4 connections', leadsPostgres),
        row('pages (car + home, cached), 1 server, 10 connections', pagesOne),
        row('pages (car + home, cached), 2 servers, 10 connections', pagesTwo),
        row('lead POST, PostgreSQL, 1 server, 4 connections (again)', leadsOne),
        row('lead POST, PostgreSQL, 2 servers, 4 connections', leadsTwo),
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
