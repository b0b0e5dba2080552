// The lead store on a real SQLite file and on the throwaway PostgreSQL: durability settings,
// idempotency, tenant scoping, the delivery outbox rows, leases and resend.
import Database from 'better-sqlite3';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LeadStore, leadDatabasePath, type CreateLeadInput } from '../../../server/leads/lead-store';
import type { StoreConfig } from '../../../server/store/database';
import { DIALECTS, freshDatabase } from '../../helpers/postgres';

describe.each(DIALECTS)('the lead store on %s', (dialect) => {
  let dir: string;
  let config: StoreConfig;
  let store: LeadStore;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lead-store-'));
    config = { dataDir: path.join(dir, 'nested', 'data'), ...(dialect === 'postgres' ? { databaseUrl: await freshDatabase() } : {}) };
    store = await LeadStore.open(config);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const destinations = [
    { kind: 'webhook', url: 'http://127.0.0.1:9/hook' },
    { kind: 'adf', url: 'http://127.0.0.1:9/adf' },
  ];

  function input(over: Partial<CreateLeadInput> = {}): CreateLeadInput {
    return {
      id: `L${Math.random().toString(36).slice(2)}`,
      tenant: 'acme',
      form: 'enquiry',
      status: 'Complete',
      payload: { name: 'Jane' },
      destinations,
      ...over,
    };
  }

  describe.runIf(dialect === 'sqlite')('the database file', () => {
    it('is created under the data dir in WAL mode with synchronous FULL', async () => {
      const file = leadDatabasePath(path.join(dir, 'nested', 'data'));
      expect(store.file).toBe(file);
      await store.createLead(input());
      const db = new Database(file, { readonly: true });
      try {
        expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
        expect(db.prepare('SELECT COUNT(*) AS n FROM leads').get()).toEqual({ n: 1 });
      } finally {
        db.close();
      }
      // synchronous is per connection: ask the store's own.
      expect(store.store.sqlite?.pragma('synchronous', { simple: true })).toBe(2);
    });

    it('migrates a version 1 file (no fingerprints) in place, keeping its leads', async () => {
      const old = path.join(dir, 'v1');
      const file = leadDatabasePath(old);
      await store.close();
      store = await LeadStore.open(old);
      const { lead } = await store.createLead(input({ idempotencyKey: 'k' }));
      await store.close();
      const raw = new Database(file);
      raw.exec('CREATE TABLE keys_v1 AS SELECT tenant, key, lead_id, created_at FROM idempotency_keys; DROP TABLE idempotency_keys;');
      raw.exec(
        'CREATE TABLE idempotency_keys (tenant TEXT NOT NULL, key TEXT NOT NULL, lead_id TEXT NOT NULL REFERENCES leads (id), created_at TEXT NOT NULL, UNIQUE (tenant, key)); INSERT INTO idempotency_keys SELECT * FROM keys_v1; DROP TABLE keys_v1;',
      );
      raw.exec(
        'DROP TABLE used_challenges; DROP INDEX lead_files_by_age; ALTER TABLE lead_files DROP COLUMN purged_at; ALTER TABLE deliveries DROP COLUMN leased_by;',
      ); // version 3's
      // A file made before the Migrator has none of its bookkeeping, nor the tables added since.
      raw.exec('DROP TABLE schema_migrations_leads; DROP TABLE schema_migrations_leads_lock; DROP TABLE upload_blobs;');
      raw.exec(
        'DROP TABLE lead_routes; DROP TABLE lead_secrets; DROP INDEX deliveries_due; ALTER TABLE deliveries DROP COLUMN rule; CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);',
      );
      raw.pragma('user_version = 1');
      raw.close();
      store = await LeadStore.open(old);
      expect(await store.idempotentLead('acme', 'k')).toMatchObject({ fingerprint: null, lead: { id: lead.id } });
      expect(await store.useChallenge('v2:x', 10, 0)).toBe(true);
      expect(await store.uploadedBytes('acme')).toBe(0);
    });

    it('creates leads.sqlite readable by its owner only (issue 10 item 7)', async () => {
      const file = leadDatabasePath(path.join(dir, 'private'));
      await store.close();
      store = await LeadStore.open(path.join(dir, 'private'));
      await store.createLead(input());
      expect(statSync(file).mode & 0o777).toBe(0o600);
      for (const side of [`${file}-wal`, `${file}-shm`]) if (existsSync(side)) expect(statSync(side).mode & 0o077, side).toBe(0);
    });

    it('tightens an existing world-readable database to 0600 when it opens it', async () => {
      const folder = path.join(dir, 'loose');
      await store.close();
      store = await LeadStore.open(folder);
      await store.close();
      chmodSync(leadDatabasePath(folder), 0o644);
      store = await LeadStore.open(folder);
      expect(statSync(leadDatabasePath(folder)).mode & 0o777).toBe(0o600);
    });

    it('reopens an existing file without migrating it again', async () => {
      const { lead } = await store.createLead(input());
      await store.close();
      store = await LeadStore.open(path.join(dir, 'nested', 'data'));
      expect((await store.getLead('acme', lead.id))?.payload).toEqual({ name: 'Jane' });
    });
  });

  describe('idempotency keys', () => {
    it('the same key for the same tenant returns the first lead and writes nothing', async () => {
      const first = await store.createLead(input({ idempotencyKey: 'k1', payload: { name: 'First' } }));
      const second = await store.createLead(input({ idempotencyKey: 'k1', payload: { name: 'Second' } }));
      expect(first.created).toBe(true);
      expect(second).toMatchObject({ created: false, lead: { id: first.lead.id, payload: { name: 'First' } } });
      expect(await store.listLeads('acme')).toHaveLength(1);
      expect(await store.deliveries('acme', first.lead.id)).toHaveLength(2);
    });

    it('keeps the fingerprint of the request that created the lead', async () => {
      const first = await store.createLead(input({ idempotencyKey: 'k1', fingerprint: 'fp-1' }));
      expect(first.fingerprint).toBe('fp-1');
      expect(await store.idempotentLead('acme', 'k1')).toMatchObject({ fingerprint: 'fp-1', lead: { id: first.lead.id } });
      expect(await store.createLead(input({ idempotencyKey: 'k1', fingerprint: 'fp-2' }))).toMatchObject({ created: false, fingerprint: 'fp-1' });
    });

    it('keys are per tenant', async () => {
      const a = await store.createLead(input({ idempotencyKey: 'k1' }));
      const b = await store.createLead(input({ tenant: 'other', idempotencyKey: 'k1' }));
      expect(b.created).toBe(true);
      expect(b.lead.id).not.toBe(a.lead.id);
      expect((await store.idempotentLead('other', 'k1'))?.lead.id).toBe(b.lead.id);
    });

    it('different keys make different leads; no key never deduplicates', async () => {
      await store.createLead(input({ idempotencyKey: 'k1' }));
      await store.createLead(input({ idempotencyKey: 'k2' }));
      await store.createLead(input());
      await store.createLead(input());
      expect(await store.listLeads('acme')).toHaveLength(4);
    });

    it('a failing insert leaves neither the lead nor the key behind', async () => {
      await store.createLead(input({ id: 'dup' }));
      await expect(store.createLead(input({ id: 'dup', idempotencyKey: 'k9' }))).rejects.toThrow();
      expect(await store.idempotentLead('acme', 'k9')).toBeUndefined();
      expect(await store.listLeads('acme')).toHaveLength(1);
    });
  });

  describe('tenant scoping', () => {
    it('a lead is invisible and unchangeable through another tenant', async () => {
      const { lead } = await store.createLead(input());
      expect(await store.getLead('other', lead.id)).toBeUndefined();
      expect(await store.updateLead({ tenant: 'other', id: lead.id, status: 'Complete', payload: { name: 'Hijack' }, destinations })).toBeUndefined();
      expect((await store.getLead('acme', lead.id))?.payload).toEqual({ name: 'Jane' });
      expect(await store.listLeads('other')).toEqual([]);
      expect(await store.deliveries('other', lead.id)).toEqual([]);
      expect(await store.resend('other', { leadId: lead.id })).toBe(0);
    });
  });

  describe('deliveries', () => {
    it('a Complete lead gets one pending row per destination; an Incomplete one none until it completes', async () => {
      const { lead } = await store.createLead(input({ status: 'Incomplete' }));
      expect(await store.deliveries('acme', lead.id)).toEqual([]);
      await store.updateLead({ tenant: 'acme', id: lead.id, status: 'Incomplete', payload: { step: 2 }, destinations });
      expect(await store.deliveries('acme', lead.id)).toEqual([]);
      const done = await store.updateLead({ tenant: 'acme', id: lead.id, status: 'Complete', payload: { step: 3 }, destinations });
      expect(done?.status).toBe('Complete');
      expect((await store.deliveries('acme', lead.id)).map((d) => [d.destination, d.kind, d.state, d.attempts])).toEqual([
        [0, 'webhook', 'pending', 0],
        [1, 'adf', 'pending', 0],
      ]);
      // A later update never queues the lead twice, nor makes it Incomplete again.
      const again = await store.updateLead({ tenant: 'acme', id: lead.id, status: 'Incomplete', payload: { step: 4 }, destinations });
      expect(again?.status).toBe('Complete');
      expect(await store.deliveries('acme', lead.id)).toHaveLength(2);
    });

    it('claims due rows with a lease, records failures, delivery and death', async () => {
      const { lead } = await store.createLead(input({ now: new Date(1_000) }));
      expect(await store.tenantsWithDueDeliveries(999)).toEqual([]);
      expect(await store.tenantsWithDueDeliveries(1_000)).toEqual(['acme']);
      const claimed = await store.claimDue('acme', 2_000, 60_000);
      expect(claimed).toHaveLength(2);
      expect(await store.claimDue('acme', 2_000, 60_000)).toEqual([]); // leased
      expect(await store.nextDueAt()).toBe(62_000);
      await store.markFailed('acme', claimed[0]!.id, 1, 'HTTP 500', 5_000);
      await store.markDelivered('acme', claimed[1]!.id, 1);
      expect((await store.deliveries('acme', lead.id)).map((d) => [d.state, d.attempts, d.lastError])).toEqual([
        ['pending', 1, 'HTTP 500'],
        ['delivered', 1, null],
      ]);
      expect((await store.listLeads('acme', { failedOnly: true })).map((l) => l.id)).toEqual([lead.id]);
      await store.markFailed('acme', claimed[0]!.id, 8, 'HTTP 500', null);
      expect((await store.deliveries('acme', lead.id))[0]).toMatchObject({ state: 'dead', attempts: 8 });
      expect(await store.tenantsWithDueDeliveries(Number.MAX_SAFE_INTEGER)).toEqual([]);
    });

    it('resend puts dead and retrying deliveries back to pending, never delivered ones', async () => {
      const a = (await store.createLead(input())).lead;
      const b = (await store.createLead(input())).lead;
      const [a0, a1] = await store.deliveries('acme', a.id);
      const [b0] = await store.deliveries('acme', b.id);
      await store.markFailed('acme', a0!.id, 8, 'dead', null);
      await store.markDelivered('acme', a1!.id, 1);
      await store.markFailed('acme', b0!.id, 2, 'retrying', Date.now() + 60_000);
      expect((await store.listLeads('acme', { failedOnly: true })).map((l) => l.id).sort()).toEqual([a.id, b.id].sort());
      expect(await store.resend('acme', 'all-failed', 123)).toBe(2);
      expect(await store.delivery('acme', a0!.id)).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: 123 });
      expect((await store.delivery('acme', a1!.id))?.state).toBe('delivered');
      expect(await store.resend('acme', { leadId: a.id })).toBe(1);
    });

    it('queueDeliveries adds rows to a Complete lead stored without destinations, once', async () => {
      const { lead } = await store.createLead(input({ destinations: [] }));
      expect(await store.deliveries('acme', lead.id)).toEqual([]);
      expect(await store.queueDeliveries('acme', lead.id, destinations)).toBe(2);
      expect(await store.queueDeliveries('acme', lead.id, destinations)).toBe(0);
    });
  });

  describe('files', () => {
    it('are stored with the lead in the same transaction and read per tenant', async () => {
      const file = { field: 'photo', storedPath: '/data/uploads/acme/abc', originalName: 'car.jpg', mime: 'image/jpeg', size: 1234 };
      const { lead } = await store.createLead(input({ files: [file] }));
      expect(await store.files('acme', lead.id)).toMatchObject([file]);
      expect(await store.files('other', lead.id)).toEqual([]);
    });
  });
});
