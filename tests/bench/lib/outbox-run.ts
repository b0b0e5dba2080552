// Issue 18's outbox figure, printed, never asserted on time: how fast three server processes on
// one PostgreSQL database drain a shared backlog of lead deliveries to one local webhook, and that
// each lead arrived once. The webhook holds its answers while the leads are submitted (so the
// backlog builds up in the database), then answers at once; deliveries/s is the backlog over the
// time from that release to the last delivery. Then the same with one worker (the other two
// stopped), both after a warm-up round. A delivery that arrives twice, or never, fails the bench:
// that is correctness, not time.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startCluster } from '../../setup/postgres-cluster';
import { tenantHost } from '../../helpers/http';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { makeSandbox, postJson, startReceiver, validFields, waitFor, type Receiver } from '../../integration/leads-support';
import { hookKeys, LEAD_DEALER, leadDealer, leadForm, pgQuery } from '../../integration/scale-out-support';
import { loadAverage } from './load';
import { cpuSeconds, postmasterOf, treeCpuSeconds } from './proc-cpu';

export interface Drain {
  workers: number;
  leads: number;
  submitSeconds: number;
  drainSeconds: number;
  deliveriesPerSecond: number;
  /** Deliveries each server logged ("lead delivered"). */
  perServer: number[];
  /** CPU ms per delivery while draining: the server processes, and the PostgreSQL backends. */
  serverCpuMs: number;
  databaseCpuMs: number;
}

/** Submissions in flight at once while the backlog is built. */
const SUBMIT_CONCURRENCY = 8;

export async function runOutbox(leads = 600): Promise<Drain[]> {
  const sandbox = await makeSandbox('bench-outbox-');
  const receiver: Receiver = await startReceiver();
  const dealer = await leadDealer(sandbox, receiver);
  const form = leadForm(dealer);
  const cluster = await startCluster();
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const start = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-outbox-data-'));
    dirs.push(dataDir);
    const server = await startServerProcess({
      tenantsDir: sandbox.tenantsDir,
      dataDir,
      startTimeoutMs: 120_000,
      env: {
        DATABASE_URL: cluster.adminUrl,
        LEAD_RATE_LIMIT_PER_MIN: '100000000',
        // A held send must not time out (and be retried) while the backlog is being submitted.
        LEAD_DELIVERY_TIMEOUT_MS: '120000',
      },
    });
    servers.push(server);
    return server;
  };
  let serial = 0;
  const drain = async (workers: ServerProcess[], count: number): Promise<Drain> => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    receiver.respond('/hook', async () => {
      await gate;
      return 200;
    });
    const receivedBefore = hookKeys(receiver).length;
    const deliveredBefore = workers.map((s) => s.logs.filter((l) => l.msg === 'lead delivered').length);
    const ids: string[] = [];
    const submitStarted = Date.now();
    let next = 0;
    // Alternately to every worker, so each is woken by a lead of its own.
    const submitter = async () => {
      for (let i = next++; i < count; i = next++) {
        const server = workers[i % workers.length]!;
        const n = serial++;
        const reply = await postJson(server.port, tenantHost(LEAD_DEALER, server.port), '/api/leads', {
          lead: { form, ...validFields(dealer, form), email: `outbox-${n}@example.com` },
        });
        if (reply.status !== 201) throw new Error(`lead ${n} answered ${reply.status}: ${reply.body}`);
        ids.push(reply.json<{ id: string }>().id);
      }
    };
    await Promise.all(Array.from({ length: SUBMIT_CONCURRENCY }, submitter));
    const submitSeconds = (Date.now() - submitStarted) / 1000;
    const postmaster = postmasterOf(Number(new URL(cluster.adminUrl).port));
    const cpu = () => [workers.reduce((sum, s) => sum + cpuSeconds(s.child.pid!), 0), postmaster === undefined ? 0 : treeCpuSeconds(postmaster)] as const;
    const [serverBefore, databaseBefore] = cpu();
    const released = Date.now();
    release();
    await waitFor(
      `${count} deliveries marked delivered`,
      async () => {
        const [row] = await pgQuery<{ n: string }>(cluster.adminUrl, "SELECT count(*) AS n FROM deliveries WHERE lead_id = ANY($1) AND state = 'delivered'", [
          ids,
        ]);
        return Number(row!.n) === count;
      },
      120_000,
    );
    const [serverAfter, databaseAfter] = cpu();
    const keys = hookKeys(receiver).slice(receivedBefore);
    const last = Math.max(...receiver.received.filter((r) => r.path === '/hook').map((r) => r.at));
    // Correctness, not time: every lead once, no repeat (nothing was killed).
    const byLead = new Set(keys.map((k) => ids.find((id) => k.startsWith(`${id}-`)) ?? `unknown ${k}`));
    if (keys.length !== count || byLead.size !== count || [...byLead].some((k) => k.startsWith('unknown')))
      throw new Error(`expected ${count} leads delivered once each, got ${keys.length} requests for ${byLead.size} leads`);
    const drainSeconds = (last - released) / 1000;
    return {
      workers: workers.length,
      leads: count,
      submitSeconds,
      drainSeconds,
      deliveriesPerSecond: Math.round(count / drainSeconds),
      perServer: workers.map((s, i) => s.logs.filter((l) => l.msg === 'lead delivered').length - deliveredBefore[i]!),
      serverCpuMs: Number((((serverAfter - serverBefore) * 1000) / count).toFixed(2)),
      databaseCpuMs: Number((((databaseAfter - databaseBefore) * 1000) / count).toFixed(2)),
    };
  };
  try {
    const before = loadAverage(loadavg());
    const a = await start();
    const b = await start();
    const c = await start();
    // Unreported: JIT and connection pools warm on every server, so the first figure is not the cold one.
    await drain([a, b, c], 60);
    const three = await drain([a, b, c], leads);
    await Promise.all([b.stop('SIGTERM'), c.stop('SIGTERM')]);
    const one = await drain([a], leads);
    const row = (d: Drain) =>
      `| ${d.workers} | ${d.leads} | ${d.submitSeconds.toFixed(1)} | ${d.drainSeconds.toFixed(2)} | ${d.deliveriesPerSecond} | ${d.perServer.join(' / ')} | ${d.serverCpuMs} | ${d.databaseCpuMs} |`;
    console.log(
      [
        `outbox bench: load average before ${before}, after ${loadAverage(loadavg())}`,
        '| workers (server processes) | leads | submit s | drain s | deliveries/s | delivered by each | server CPU ms/delivery | database CPU ms/delivery |',
        '| --- | --- | --- | --- | --- | --- | --- | --- |',
        row(three),
        row(one),
      ].join('\n'),
    );
    return [three, one];
  } finally {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await receiver.close();
    cluster.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    sandbox.remove();
  }
}
