// The mail outbox on a real SQLite file and on the throwaway PostgreSQL, on an injected clock:
// retries with doubling delays, and several workers (stores opened on one database stand for
// servers) draining one outbox so each message is sent once; a worker that dies mid-send leaves
// a lease, and when it runs out another worker sends the message again with the same id.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GARAGE_AREA, type GarageTables } from '../../../server/garage/garage-schema';
import { MAIL_LEASE_MS, MailOutbox } from '../../../server/mail/mail-outbox';
import type { MailMessage, MailTransport } from '../../../server/mail/mail-transport';
import { openStore, type Store, type StoreConfig } from '../../../server/store/database';
import { DIALECTS, freshDatabase } from '../../helpers/postgres';

const mail = (to: string) => ({ tenant: 't', from: 'f@example.com', to, subject: 's', text: 'hello' });

describe.each(DIALECTS)('the mail outbox on %s', (dialect) => {
  let dir: string;
  let config: StoreConfig;
  const stores: Store<GarageTables>[] = [];
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mail-outbox-'));
    config = { dataDir: dir, ...(dialect === 'postgres' ? { databaseUrl: await freshDatabase() } : {}) };
  });
  afterEach(async () => {
    for (const s of stores.splice(0)) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });
  async function open(): Promise<Store<GarageTables>> {
    const store = await openStore<GarageTables>(GARAGE_AREA, config);
    stores.push(store);
    return store;
  }

  it('retries a failed delivery with doubling delays and keeps the error', async () => {
    const store = await open();
    let now = 0;
    let failures = 2;
    const delivered: string[] = [];
    const flaky: MailTransport = {
      kind: 'smtp',
      async deliver(m) {
        if (failures-- > 0) throw new Error('connection refused');
        delivered.push(m.to);
      },
    };
    const outbox = new MailOutbox(store, flaky, () => now);
    await outbox.send(mail('x@example.com'));
    expect(delivered).toEqual([]);
    now += 29_999;
    expect(await outbox.deliverDue()).toBe(0);
    now += 1;
    await outbox.deliverDue();
    expect(await store.db.selectFrom('mail').select(['state', 'attempts', 'last_error']).executeTakeFirst()).toEqual({
      state: 'pending',
      attempts: 2,
      last_error: 'connection refused',
    });
    now += 60_000;
    await outbox.deliverDue();
    expect(delivered).toEqual(['x@example.com']);
    expect(await outbox.stats()).toEqual({ pending: 0, sent: 1, dead: 0 });
  });

  it('three workers draining one outbox send each message once', async () => {
    let now = 1_000_000;
    const sent: string[] = [];
    // The first delivery of every message fails, so all of them wait in the outbox for the workers.
    const failOnce = new Set<string>();
    const transport: MailTransport = {
      kind: 'smtp',
      async deliver(m) {
        if (!failOnce.has(m.id)) {
          failOnce.add(m.id);
          throw new Error('greylisted');
        }
        await new Promise((resolve) => setImmediate(resolve));
        sent.push(m.id);
      },
    };
    const workers = await Promise.all([open(), open(), open()]).then((s) => s.map((store) => new MailOutbox(store, transport, () => now)));
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) ids.push(await workers[i % 3]!.send(mail(`r${i}@example.com`)));
    expect(sent).toEqual([]);
    now += 30_000;
    const counts = await Promise.all(workers.map((w) => w.deliverDue(5)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(45);
    expect([...sent].sort()).toEqual([...ids].sort());
    expect(await workers[0]!.stats()).toEqual({ pending: 0, sent: 45, dead: 0 });
  });

  it('a worker killed mid-send leaves a lease; when it runs out another sends the same message again', async () => {
    let now = 5_000;
    const [a, b] = [await open(), await open()];
    const seen: MailMessage[] = [];
    const hangs: MailTransport = { kind: 'smtp', deliver: (m) => (seen.push(m), new Promise<void>(() => undefined)) };
    const works: MailTransport = { kind: 'smtp', deliver: async (m) => void seen.push(m) };
    // Worker A claims the message and never finishes (the process was killed during the send).
    void new MailOutbox(a, hangs, () => now).send(mail('k@example.com'));
    await expect.poll(() => seen.length, { timeout: 5_000 }).toBe(1);
    const other = new MailOutbox(b, works, () => now);
    now += MAIL_LEASE_MS - 1;
    expect(await other.deliverDue()).toBe(0);
    now += 1;
    expect(await other.deliverDue()).toBe(1);
    expect(seen.map((m) => m.id)).toEqual([seen[0]!.id, seen[0]!.id]);
    expect(seen[1]).toEqual(seen[0]);
    expect(await other.stats()).toEqual({ pending: 0, sent: 1, dead: 0 });
  });

  it("a message queued under the caller's id is queued once, and its attachments are sent on a retry", async () => {
    let now = 7_000;
    let down = true;
    const seen: MailMessage[] = [];
    const transport: MailTransport = {
      kind: 'smtp',
      async deliver(m) {
        if (down) throw new Error('connection refused');
        seen.push(m);
      },
    };
    const outbox = new MailOutbox(await open(), transport, () => now);
    const attachments = [{ filename: 'lead-L1.adf.xml', contentType: 'application/xml', content: '<adf/>' }];
    expect(await outbox.queue('L1-sales-1', { ...mail('sales@example.com'), attachments })).toBe(true);
    // The lead outbox retrying the same delivery (it died before recording it as queued) queues nothing more.
    expect(await outbox.queue('L1-sales-1', mail('sales@example.com'))).toBe(false);
    expect(await outbox.stats()).toEqual({ pending: 1, sent: 0, dead: 0 });
    down = false;
    now += 30_000;
    expect(await outbox.deliverDue()).toBe(1);
    expect(seen).toEqual([expect.objectContaining({ id: 'L1-sales-1', to: 'sales@example.com', attachments })]);
    expect(await outbox.queue('L1-sales-1', mail('sales@example.com'))).toBe(false);
    expect(await outbox.stats()).toEqual({ pending: 0, sent: 1, dead: 0 });
  });
});
