// Car holds and slot bookings on a real SQLite file and on the throwaway PostgreSQL. Two stores
// opened on one database stand for two server processes: the unique indexes let only one live
// hold per car, and one booking per slot, exist, whoever asks first.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HoldStore } from '../../../server/checkout/hold-store';
import { BookingStore, type Booking } from '../../../server/dashboard/booking-store';
import { GARAGE_AREA, garageDatabasePath, type GarageTables } from '../../../server/garage/garage-schema';
import { openStore, type Store, type StoreConfig } from '../../../server/store/database';
import { DIALECTS, freshDatabase } from '../../helpers/postgres';

const hold = (carId: string, tenant = 't') => ({
  tenant,
  carId,
  provider: 'test',
  amount: 50000,
  currency: 'AUD',
  contact: { email: 'a@b.co' },
  holdMs: 15 * 60_000,
});

describe.each(DIALECTS)('holds and bookings on %s', (dialect) => {
  let dir: string;
  let config: StoreConfig;
  const stores: Store<GarageTables>[] = [];
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'garage-store-'));
    config = { dataDir: dir, ...(dialect === 'postgres' ? { databaseUrl: await freshDatabase() } : {}) };
  });
  afterEach(async () => {
    for (const s of stores.splice(0)) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Two server processes on one database, both migrating it at once. */
  async function twoServers(): Promise<[Store<GarageTables>, Store<GarageTables>]> {
    const pair = await Promise.all([openStore<GarageTables>(GARAGE_AREA, config), openStore<GarageTables>(GARAGE_AREA, config)]);
    stores.push(...pair);
    return pair;
  }

  it('gives one car to one of two servers, also when both ask at once', async () => {
    const [sa, sb] = await twoServers();
    const [a, b] = [new HoldStore(sa, () => 1000), new HoldStore(sb, () => 1000)];
    const raced = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).tryHold(hold('7'))));
    expect(raced.filter((h) => h !== null)).toHaveLength(1);
    expect(await b.tryHold(hold('8'))).not.toBeNull();
    expect(await a.tryHold(hold('7', 'other-tenant'))).not.toBeNull();
    expect([...(await a.liveCarIds('t'))].sort()).toEqual(['7', '8']);
  });

  it('a released hold frees the car; a reserved one keeps it', async () => {
    const [sa, sb] = await twoServers();
    const [a, b] = [new HoldStore(sa, () => 1000), new HoldStore(sb, () => 1000)];
    const first = (await a.tryHold(hold('7')))!;
    expect(await a.release(first.id, 'card_declined')).toBe(true);
    expect((await b.get('t', first.id))?.state).toBe('released');
    const second = (await b.tryHold(hold('7')))!;
    expect(second).not.toBeNull();
    await b.setPayment(second.id, 'pi_1');
    expect(await b.markReserved(second.id)).toBe(true);
    expect(await a.markReserved(second.id)).toBe(false);
    expect(await a.release(second.id, 'late')).toBe(false);
    await a.setLead(second.id, 'L1');
    expect(await a.byPayment('pi_1')).toMatchObject({ id: second.id, state: 'reserved', leadId: 'L1', amount: 50000, contact: { email: 'a@b.co' } });
    expect(await a.get('other-tenant', second.id)).toBeUndefined();
    expect(await a.tryHold(hold('7'))).toBeNull();
  });

  it('an expired hold is released at its expiry instant, once, by whichever server looks first', async () => {
    let now = 1000;
    const [sa, sb] = await twoServers();
    const [a, b] = [new HoldStore(sa, () => now), new HoldStore(sb, () => now)];
    const taken = (await a.tryHold(hold('7')))!;
    expect(taken.expiresAt).toBe(1000 + 15 * 60_000);
    now += 15 * 60_000 - 1;
    expect(await a.releaseExpired('t')).toEqual([]);
    expect((await b.liveCarIds('t')).has('7')).toBe(true);
    now += 1;
    expect((await b.liveCarIds('t')).size).toBe(0);
    const released = await Promise.all([a.releaseExpired('t'), b.releaseExpired('t')]);
    expect(released.flat()).toEqual(['7']);
    expect(await a.get('t', taken.id)).toMatchObject({ state: 'released', releaseReason: 'expired' });
  });

  it('books a slot once across servers; another kind, location or tenant is another slot', async () => {
    const [sa, sb] = await twoServers();
    const [a, b] = [new BookingStore(sa, () => 1000), new BookingStore(sb, () => 1000)];
    const start = '2026-11-30T21:00:00.000Z';
    const raced = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).tryBook('t', 'service', '102', start, {}, `L${i}`)));
    const winner = raced.findIndex((r) => r !== null);
    expect(raced.filter((r) => r !== null)).toHaveLength(1);
    expect((await b.holder('t', 'service', '102', start))?.lead_id).toBe(`L${winner}`);
    expect(await b.tryBook('t', 'appointment', '102', start, {})).not.toBeNull();
    expect(await b.tryBook('t', 'service', '101', start, {})).not.toBeNull();
    expect(await b.tryBook('u', 'service', '102', start, {})).not.toBeNull();
    expect([...(await a.booked('t', 'service', '102', '2026-11-30T00:00:00.000Z'))]).toEqual([start]);
    expect((await a.booked('t', 'service', '102', '2026-12-01T00:00:00.000Z')).size).toBe(0);
    expect((await a.holder('t', 'appointment', '102', start))?.lead_id).toBeNull();
    expect(await a.holder('t', 'service', '103', start)).toBeUndefined();
  });

  it("frees a cancelled slot and a lead's earlier choices", async () => {
    const [sa] = await twoServers();
    const a = new BookingStore(sa, () => 1000);
    const first = (await a.tryBook('t', 'service', '102', '2026-11-30T21:00:00.000Z', {}, 'L1')) as Booking;
    const second = (await a.tryBook('t', 'service', '102', '2026-11-30T22:00:00.000Z', {}, 'L1')) as Booking;
    expect(await a.releaseOthers('t', 'L1', 'service', second.id)).toBe(1);
    expect(await a.holder('t', 'service', '102', first.start)).toBeUndefined();
    await a.cancel('t', second.id);
    expect((await a.booked('t', 'service', '102', '2026-11-30T00:00:00.000Z')).size).toBe(0);
  });

  it('three live bookings per client address and per email, also when two servers race (issue 25)', async () => {
    let now = Date.parse('2026-11-29T00:00:00.000Z');
    const [sa, sb] = await twoServers();
    const [a, b] = [new BookingStore(sa, () => now), new BookingStore(sb, () => now)];
    const at = (hour: number) => new Date(Date.parse('2026-11-30T00:00:00.000Z') + hour * 3_600_000).toISOString();
    // Eight different slots at once, half through each server, one client address.
    const raced = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).tryBook('t', 'service', '102', at(i), {}, undefined, { client: '10.0.0.1' })),
    );
    expect(raced.filter((r) => r !== 'limit' && r !== null)).toHaveLength(3);
    expect(raced.filter((r) => r === 'limit')).toHaveLength(5);
    expect(await a.liveCount('t', { client: '10.0.0.1' })).toBe(3);
    // One email from eight addresses: the same.
    const byEmail = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).tryBook('t', 'service', '103', at(i), {}, undefined, { client: `10.0.1.${i}`, email: 'e@x.co' })),
    );
    expect(byEmail.filter((r) => r !== 'limit' && r !== null)).toHaveLength(3);
    // Another tenant is another count.
    expect(await a.tryBook('u', 'service', '102', at(0), {}, undefined, { client: '10.0.0.1' })).not.toBe('limit');
    // A released booking gives its seat back.
    const kept = raced.filter((r): r is Booking => r !== 'limit' && r !== null);
    const sameClient = () => b.tryBook('t', 'service', '104', at(20), {}, undefined, { client: '10.0.0.1' });
    expect(await sameClient()).toBe('limit');
    await sa.db.updateTable('bookings').set({ confirm_by: now }).where('id', '=', kept[0]!.id).execute();
    expect(await a.releaseUnconfirmed('t', () => Promise.resolve(false))).toBe(1);
    expect(await sameClient()).not.toBe('limit');
    // A booking whose time has begun gives its seat back too.
    expect(await b.tryBook('t', 'service', '104', at(21), {}, undefined, { client: '10.0.0.1' })).toBe('limit');
    now = Date.parse(at(7)) + 1;
    expect(await b.tryBook('t', 'service', '104', at(21), {}, undefined, { client: '10.0.0.1' })).not.toBe('limit');
  });

  describe.runIf(dialect === 'sqlite')('a garage.sqlite made before the Migrator', () => {
    it('keeps its holds, bookings and watchlist order, and gains the new columns', async () => {
      const file = garageDatabasePath(dir);
      const legacy = new Database(file);
      legacy.exec(`CREATE TABLE users (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, email TEXT NOT NULL, created_at INTEGER NOT NULL, UNIQUE (tenant, email));
CREATE TABLE sign_in_codes (id INTEGER PRIMARY KEY AUTOINCREMENT, tenant TEXT NOT NULL, email TEXT NOT NULL, code_hash TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE sessions (token_hash TEXT PRIMARY KEY, tenant TEXT NOT NULL, user_id TEXT NOT NULL REFERENCES users (id), created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE watchlist (user_id TEXT NOT NULL REFERENCES users (id), car_id TEXT NOT NULL, saved_price REAL, entry TEXT NOT NULL, added_at INTEGER NOT NULL, PRIMARY KEY (user_id, car_id));
CREATE TABLE holds (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, car_id TEXT NOT NULL, state TEXT NOT NULL CHECK (state IN ('held', 'reserved', 'released')), provider TEXT NOT NULL, payment_id TEXT, amount INTEGER NOT NULL, currency TEXT NOT NULL, contact TEXT NOT NULL, lead_id TEXT, release_reason TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE UNIQUE INDEX holds_one_per_car ON holds (tenant, car_id) WHERE state IN ('held', 'reserved');
CREATE TABLE bookings (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('service', 'appointment')), location_id TEXT NOT NULL, start_at TEXT NOT NULL, contact TEXT NOT NULL, lead_id TEXT, created_at INTEGER NOT NULL);
CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (tenant, kind, location_id, start_at);
CREATE TABLE mail (id TEXT PRIMARY KEY, tenant TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'dead')), attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL, last_error TEXT, created_at INTEGER NOT NULL);
INSERT INTO holds VALUES ('h1', 't', '7', 'reserved', 'test', NULL, 50000, 'AUD', '{}', NULL, NULL, 1, 2, 1);
INSERT INTO bookings VALUES ('b1', 't', 'service', '102', '2026-11-30T21:00:00.000Z', '{}', 'L1', 1);
INSERT INTO users VALUES ('u1', 't', 'a@b.co', 1);
INSERT INTO watchlist VALUES ('u1', '9', NULL, '{"id":9}', 5), ('u1', '3', NULL, '{"id":3}', 5);
PRAGMA user_version = 1;`);
      legacy.close();
      const [store] = await twoServers();
      expect(await new HoldStore(store, () => 10).tryHold(hold('7'))).toBeNull();
      expect((await new BookingStore(store).holder('t', 'service', '102', '2026-11-30T21:00:00.000Z'))?.lead_id).toBe('L1');
      const order = await store.db.selectFrom('watchlist').select('car_id').orderBy('added_at').orderBy('position').execute();
      expect(order.map((r) => r.car_id)).toEqual(['9', '3']);
      expect(await store.db.selectFrom('mail').select('leased_by').execute()).toEqual([]);
    });
  });
});
