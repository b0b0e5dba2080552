// 500 leads sent alternately to two real server processes on one PostgreSQL database while one of
// them is SIGKILLed mid-send and restarted: every acknowledged lead reaches the local webhook, and
// a repeat (the killed worker's send whose answer it never saw, sent again when its lease ran out)
// carries the same Idempotency-Key. A submission whose request died with the server is sent again
// by the client, with its Idempotency-Key, to the other server: one lead per submission still.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantHost } from '../helpers/http';
import { freshDatabase } from '../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { makeSandbox, postJson, startReceiver, validFields, waitFor, type Receiver, type Sandbox } from './leads-support';
import { allDelivered, dataDirIn, hookKeys, LEAD_DEALER, leadDealer, leadForm, pgQuery } from './scale-out-support';

const LEADS = 500;
/** Leads posted at once; the next batch goes when this one is answered. */
const BATCH = 20;
/** A send may take this long; its lease is this plus 5 s, after which another worker sends it again. */
const DELIVERY_TIMEOUT_MS = 2000;

const sandbox: Sandbox = await makeSandbox('scale-out-kill-');
const receiver: Receiver = await startReceiver();
const dealer = await leadDealer(sandbox, receiver);
const form = leadForm(dealer);

let databaseUrl: string;
let env: Record<string, string>;
const running: ServerProcess[] = [];
const start = async (extra: Record<string, string> = {}) => {
  const server = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: dataDirIn(sandbox), env: { ...env, ...extra } });
  running.push(server);
  return server;
};
beforeAll(async () => {
  databaseUrl = await freshDatabase();
  env = {
    DATABASE_URL: databaseUrl,
    LEAD_DELIVERY_TIMEOUT_MS: String(DELIVERY_TIMEOUT_MS),
    // At most 2 sends in flight per server: 3 held sends are at least one of each server's.
    LEAD_DELIVERY_CONCURRENCY: '2',
    LEAD_RETRY_BASE_MS: '500',
  };
});
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  await receiver.close();
  sandbox.remove();
});

describe('a server SIGKILLed and restarted under a stream of leads', () => {
  it(`${LEADS} leads sent alternately: every acknowledged lead arrives, a repeat carries the same Idempotency-Key`, async () => {
    const t0 = Date.now();
    const a = await start();
    const b = await start();
    const bPort = b.port;

    /** Submission index → lead id, once a server answered 201. */
    const acknowledged = new Map<number, string>();
    /** Submissions whose request failed (the server died under it, or was down). */
    const lost: number[] = [];
    const statuses: number[] = [];
    const submit = async (i: number, port: number) => {
      try {
        const reply = await postJson(
          port,
          tenantHost(LEAD_DEALER, port),
          '/api/leads',
          { lead: { form, ...validFields(dealer, form), email: `kill-${i}@example.com` } },
          { headers: { 'Idempotency-Key': `kill-test-${i}` } },
        );
        statuses.push(reply.status);
        if (reply.status === 201) acknowledged.set(i, reply.json<{ id: string }>().id);
      } catch {
        lost.push(i);
      }
    };
    // Even submissions to A, odd ones to B's port (down while B is dead, the restarted B after).
    const batch = (from: number) =>
      Promise.all(Array.from({ length: Math.min(BATCH, LEADS - from) }, (_, k) => submit(from + k, (from + k) % 2 ? bPort : a.port)));

    let next = 0;
    for (; next < 160; next += BATCH) await batch(next);

    // The webhook holds its answers until B is dead, so B dies with sends in flight.
    let held = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    receiver.respond('/hook', async () => {
      if (held >= 0) {
        held++;
        await gate;
      }
      return 200;
    });
    const during = batch(next);
    next += BATCH;
    await waitFor('3 webhook sends held (so at least one is B’s)', () => held >= 3);
    expect(await b.stop('SIGKILL')).toBeNull();
    held = -1;
    release();
    const leasedByDeadB = await pgQuery<{ n: string }>(databaseUrl, "SELECT count(*) AS n FROM deliveries WHERE leased_by LIKE $1 AND state <> 'delivered'", [
      `${b.child.pid}-%`,
    ]);
    const leftLeased = Number(leasedByDeadB[0]!.n);
    expect(leftLeased).toBeGreaterThan(0);
    // Each of its 2 send workers claims one delivery at a time (the claim honours its LIMIT).
    expect(leftLeased).toBeLessThanOrEqual(2);
    await during;

    // B is down for a batch, and restarts on its port while the next one is sent.
    await batch(next);
    next += BATCH;
    const restarting = start({ PORT: String(bPort) });
    await batch(next);
    next += BATCH;
    await restarting;
    for (; next < LEADS; next += BATCH) await batch(next);

    const firstTry = acknowledged.size;
    expect(lost.length, 'the submissions to the dead B failed').toBeGreaterThan(0);
    expect(firstTry + lost.length).toBe(LEADS);
    // The client sends what failed again, with the same Idempotency-Key, to A.
    for (const i of lost.splice(0)) await submit(i, a.port);
    expect(lost).toEqual([]);
    expect(statuses.every((s) => s === 201)).toBe(true);
    expect(acknowledged.size).toBe(LEADS);
    const ids = [...acknowledged.values()];
    expect(new Set(ids).size).toBe(LEADS);

    // The dead B's leases run out (DELIVERY_TIMEOUT_MS + 5 s) before its deliveries are sent again.
    await allDelivered(databaseUrl, ids, 30_000);
    const keys = hookKeys(receiver);
    const byLead = new Map<string, string[]>();
    for (const key of keys) {
      const id = ids.find((candidate) => key.startsWith(`${candidate}-`));
      expect(id, `a webhook request for a lead no client was given: ${key}`).toBeDefined();
      byLead.set(id!, [...(byLead.get(id!) ?? []), key]);
    }
    // Every acknowledged lead arrived; its repeats carry its one key.
    expect(byLead.size).toBe(LEADS);
    for (const sent of byLead.values()) expect(new Set(sent).size).toBe(1);
    // The only repeats: sends B had in flight when it died (a leased row it had not sent yet arrives once).
    const repeats = keys.length - LEADS;
    expect(repeats).toBeGreaterThan(0);
    expect(repeats).toBeLessThanOrEqual(leftLeased);
    console.info(
      `${Date.now() - t0} ms: ${LEADS} leads: ${firstTry} acknowledged at first, ${LEADS - firstTry} sent again by the client; ${repeats} repeated webhook sends (${leftLeased} leases left by the killed server)`,
    );
  }, 120_000);
});
