// The outbox per destination (issue 10 item 10): a slow CRM never holds up another destination,
// each destination has at most LEAD_DELIVERY_CONCURRENCY sends open, and a restarted worker retries
// a crashed worker's in-flight deliveries at once instead of after their lease. Real SQLite, real HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LeadStore } from '../../../server/leads/lead-store';
import { Outbox } from '../../../server/leads/outbox';
import type { Tenant } from '../../../server/tenants/tenant';
import { waitFor } from '../../integration/leads-support';

interface Held {
  res: ServerResponse;
  path: string;
}

let dir: string;
let store: LeadStore;
let held: Held[];
let received: { path: string; key: string }[];
let open: Record<string, number>;
let maxOpen: Record<string, number>;
let server: ReturnType<typeof createServer>;
let base: string;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'outbox-fair-'));
  store = await LeadStore.open(dir);
  held = [];
  received = [];
  open = {};
  maxOpen = {};
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      const p = req.url ?? '/';
      received.push({ path: p, key: String(req.headers['idempotency-key']) });
      open[p] = (open[p] ?? 0) + 1;
      maxOpen[p] = Math.max(maxOpen[p] ?? 0, open[p]!);
      res.on('finish', () => (open[p] = open[p]! - 1));
      if (p === '/slow') held.push({ res, path: p });
      else res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const h of held) h.res.end('late');
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function tenant(urls: string[]): Tenant {
  return { slug: 'acme', site: { leadDelivery: urls.map((url) => ({ kind: 'webhook', url })) }, forms: {} } as unknown as Tenant;
}

async function storeLeads(n: number, urls: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = `lead-${i}-${Math.random().toString(36).slice(2)}`;
    await store.createLead({
      id,
      tenant: 'acme',
      form: 'enquiry',
      status: 'Complete',
      payload: { n: i },
      destinations: urls.map((url) => ({ kind: 'webhook', url })),
    });
    ids.push(id);
  }
  return ids;
}

const settings = { retryBaseMs: 60_000, retryCapMs: 60_000, maxAttempts: 3, deliveryTimeoutMs: 30_000, deliveryConcurrency: 2 };

describe('outbox per destination', () => {
  it('a destination that does not answer holds up neither the other destination nor more than 2 of its own sends', async () => {
    const urls = [`${base}/slow`, `${base}/fast`];
    const ids = await storeLeads(6, urls);
    const outbox = new Outbox({ store, tenantOf: () => tenant(urls), settings });
    await outbox.start();
    try {
      await waitFor('every lead delivered to the fast destination', async () =>
        (await Promise.all(ids.map((id) => store.deliveries('acme', id)))).every((ds) => ds.find((d) => d.destination === 1)?.state === 'delivered'),
      );
      // The slow one: exactly its concurrency is open, the rest wait their turn.
      await waitFor('two sends open at the slow destination', () => held.length === 2);
      expect(received.filter((r) => r.path === '/slow')).toHaveLength(2);
      expect(maxOpen['/slow']).toBe(2);

      while (received.filter((r) => r.path === '/slow').length < 6 || held.length) {
        const next = held.shift();
        if (next) next.res.end('ok');
        else await new Promise((r) => setTimeout(r, 10));
      }
      await waitFor('every slow delivery settled', async () =>
        (await Promise.all(ids.map((id) => store.deliveries('acme', id)))).every((ds) => ds.every((d) => d.state === 'delivered')),
      );
      expect(maxOpen['/slow']).toBe(2);
      // Each (lead, destination) was sent once, with its own key.
      expect(new Set(received.map((r) => r.key)).size).toBe(12);
    } finally {
      for (const h of held.splice(0)) h.res.end('ok');
      await outbox.stop();
    }
  });

  it('after a crash, a delivery leased by the dead worker is sent as soon as a new worker starts, not when the lease ends', async () => {
    const urls = [`${base}/fast`];
    const [id] = await storeLeads(1, urls);
    const frozen = 5_000_000_000_000;
    // The crashed process had claimed it with a long lease and never finished.
    expect(await store.claimDue('acme', frozen, 35_000, 1, { owner: 'dead-worker' })).toHaveLength(1);
    expect(await store.claimDue('acme', frozen, 35_000, 1, { owner: 'other' })).toHaveLength(0);

    // The clock never moves: the delivery can only go out because the lease was released.
    const outbox = new Outbox({ store, tenantOf: () => tenant(urls), settings, now: () => frozen });
    await outbox.start();
    try {
      await waitFor('the interrupted delivery', async () => (await store.deliveries('acme', id!))[0]?.state === 'delivered');
      expect(received.filter((r) => r.key === `${id}-0`)).toHaveLength(1);
    } finally {
      await outbox.stop();
    }
  });

  it('a worker does not release its own live leases', async () => {
    const [id] = await storeLeads(1, [`${base}/fast`]);
    const now = Date.now() + 1_000;
    expect(await store.claimDue('acme', now, 35_000, 1, { owner: 'me' })).toHaveLength(1);
    expect(await store.releaseLeases('me', now + 1)).toBe(0);
    expect(await store.releaseLeases('someone-else', now + 1)).toBe(1);
    expect((await store.deliveries('acme', id!))[0]?.nextAttemptAt).toBe(now + 1);
  });
});
