// Issue 18's "lead submission p99 on PostgreSQL against SQLite", printed, never asserted. Three
// real server processes run side by side: one on SQLite (DATA_DIR, synchronous=FULL), one on a
// PostgreSQL cluster with its defaults (fsync on: commits reach the disk, as on a real server), one
// on a cluster with fsync off (the test suite's). Each is warmed, then the three are measured in
// turn, twice, so the order of the runs and the machine's other jobs weigh on each alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster } from '../../setup/postgres-cluster';
import { tenantHost } from '../../helpers/http';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { loadTenants } from '../../helpers/tenants';
import { makeSandbox, validFields } from '../../integration/leads-support';
import { leadForm } from '../../integration/scale-out-support';
import { hammer, loadAverage, type Load } from './load';
import { cpuSeconds, postmasterOf, treeCpuSeconds } from './proc-cpu';

export interface StoreRun extends Load {
  store: string;
  round: number;
  /** CPU ms per lead: the server process, and the PostgreSQL backends. */
  serverCpuMs: number;
  databaseCpuMs: number;
}

const CONNECTIONS = 4;

export async function runLeadStores(seconds = 4): Promise<StoreRun[]> {
  const sandbox = await makeSandbox('bench-lead-store-');
  const tenant = (await loadTenants(sandbox.tenantsDir))[0]!;
  sandbox.editSite(tenant.slug, (site) => {
    site.captcha = { provider: 'off' };
    site.leadDelivery = [];
  });
  const form = leadForm(tenant);
  const clusters: Cluster[] = [];
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async (databaseUrl: string) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lead-store-data-'));
    dirs.push(dataDir);
    const server = await startServerProcess({
      tenantsDir: sandbox.tenantsDir,
      dataDir,
      startTimeoutMs: 120_000,
      env: { DATABASE_URL: databaseUrl, LEAD_RATE_LIMIT_PER_MIN: '100000000' },
    });
    servers.push(server);
    return server;
  };
  const cluster = async (durable: boolean) => {
    const c = await startCluster({ durable });
    clusters.push(c);
    return c;
  };
  let serial = 0;
  const measure = async (store: string, server: ServerProcess, postmaster: number | undefined, round: number, runSeconds: number): Promise<StoreRun> => {
    const body = JSON.stringify({ lead: { form, ...validFields(tenant, form), email: `store-${serial++}@example.com` } });
    const cpu = () => [cpuSeconds(server.child.pid!), postmaster === undefined ? 0 : treeCpuSeconds(postmaster)] as const;
    const [serverBefore, databaseBefore] = cpu();
    const load = await hammer(
      [{ port: server.port, host: tenantHost(tenant.slug, server.port), path: '/api/leads', method: 'POST', body }],
      CONNECTIONS,
      runSeconds,
    );
    const [serverAfter, databaseAfter] = cpu();
    const leads = Math.max(1, load.rps * runSeconds);
    return {
      store,
      round,
      ...load,
      serverCpuMs: Number((((serverAfter - serverBefore) * 1000) / leads).toFixed(2)),
      databaseCpuMs: Number((((databaseAfter - databaseBefore) * 1000) / leads).toFixed(2)),
    };
  };
  try {
    const before = loadAverage(loadavg());
    const durable = await cluster(true);
    const fast = await cluster(false);
    const port = (c: Cluster) => Number(new URL(c.adminUrl).port);
    const stores = [
      { store: 'SQLite (synchronous=FULL)', server: await start(''), postmaster: undefined },
      { store: 'PostgreSQL (fsync on)', server: await start(durable.adminUrl), postmaster: postmasterOf(port(durable)) },
      { store: 'PostgreSQL (fsync off)', server: await start(fast.adminUrl), postmaster: postmasterOf(port(fast)) },
    ];
    for (const s of stores) await measure(s.store, s.server, s.postmaster, 0, 2); // warm-up, unreported
    const runs: StoreRun[] = [];
    for (const round of [1, 2]) for (const s of stores) runs.push(await measure(s.store, s.server, s.postmaster, round, seconds));
    console.log(
      [
        `lead store bench, ${CONNECTIONS} connections, ${seconds} s per run, load average before ${before}, after ${loadAverage(loadavg())}`,
        '| store | round | leads/s | p50 ms | p99 ms | server CPU ms/lead | database CPU ms/lead | errors |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        ...runs.map((r) => `| ${r.store} | ${r.round} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.serverCpuMs} | ${r.databaseCpuMs} | ${r.errors} |`),
      ].join('\n'),
    );
    return runs;
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    for (const c of clusters) c.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    sandbox.remove();
  }
}
