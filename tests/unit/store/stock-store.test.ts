// Stock rows in the store on SQLite and the throwaway PostgreSQL: an import replaces a tenant's
// rows in one transaction and bumps its version; seeding happens once; on PostgreSQL the import
// sends NOTIFY stock_changed with the tenant's slug. And the rule of which tenants to read again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '../../../schemas/types/car';
import { STOCK_CHANNEL, StockStore } from '../../../server/stock/stock-store';
import { stockSyncSettings, tenantsToReload } from '../../../server/stock/stock-sync';
import type { StoreConfig } from '../../../server/store/database';
import { DIALECTS, freshDatabase } from '../../helpers/postgres';

const car = (id: number, name = `Car ${id}`) => ({ id, name, price: 1000 * id }) as unknown as Car;

describe.each(DIALECTS)('StockStore on %s', (dialect) => {
  let dir: string;
  let config: StoreConfig;
  let store: StockStore;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stock-store-'));
    config = { dataDir: dir, ...(dialect === 'postgres' ? { databaseUrl: await freshDatabase() } : {}) };
    store = await StockStore.open(config);
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('replaces a tenant’s rows in feed order and bumps its version; other tenants keep theirs', async () => {
    expect(await store.cars('a')).toBeUndefined();
    expect(await store.replace('a', [car(3), car(1), car(2)])).toBe(1);
    expect(await store.replace('b', [car(9)])).toBe(1);
    expect(await store.cars('a')).toEqual({ version: 1, cars: [car(3), car(1), car(2)] });
    expect(await store.replace('a', [car(1, 'Renamed')])).toBe(2);
    expect(await store.cars('a')).toEqual({ version: 2, cars: [car(1, 'Renamed')] });
    expect(await store.cars('b')).toEqual({ version: 1, cars: [car(9)] });
    expect(await store.versions()).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
    expect(await store.replace('a', [])).toBe(3);
    expect(await store.cars('a')).toEqual({ version: 3, cars: [] });
  });

  it('stores more cars than one INSERT takes', async () => {
    const many = Array.from({ length: 1203 }, (_, i) => car(i + 1));
    await store.replace('big', many);
    expect((await store.cars('big'))!.cars.map((c) => c.id)).toEqual(many.map((c) => c.id));
  });

  it('an import that fails leaves the previous rows and version', async () => {
    await store.replace('a', [car(1)]);
    // Two cars with one id break the primary key half-way: the transaction rolls back.
    await expect(store.replace('a', [car(2), car(2)])).rejects.toThrow();
    expect(await store.cars('a')).toEqual({ version: 1, cars: [car(1)] });
  });

  it('seeds a tenant once: later seeds (another server starting) change nothing', async () => {
    const other = await StockStore.open(config);
    try {
      // At once on PostgreSQL; on SQLite one after the other (two connections of one thread would wait on each other's lock).
      const results =
        dialect === 'postgres'
          ? await Promise.all([store.seed('a', [car(1)]), other.seed('a', [car(2)])])
          : [await store.seed('a', [car(1)]), await other.seed('a', [car(2)])];
      expect(results.filter(Boolean)).toHaveLength(1);
      const stored = (await store.cars('a'))!;
      expect(stored.version).toBe(1);
      expect(stored.cars).toEqual([results[0] ? car(1) : car(2)]);
      await store.replace('a', [car(5)]);
      expect(await other.seed('a', [car(6)])).toBe(false);
      expect((await other.cars('a'))!.cars).toEqual([car(5)]);
    } finally {
      await other.close();
    }
  });

  it('a search push runs once per content: two servers at once push once, a failed push records nothing', async () => {
    const other = await StockStore.open(config);
    try {
      let pushes = 0;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const push = async () => {
        pushes += 1;
        await held;
      };
      const first = store.pushOnce('idx a', { version: 1, digest: 'd1' }, push);
      // SQLite's write lock blocks the process while another connection holds it: one at a time there.
      if (dialect === 'sqlite') release();
      const second =
        dialect === 'sqlite'
          ? await first.then(() => other.pushOnce('idx a', { version: 1, digest: 'd1' }, push))
          : other.pushOnce('idx a', { version: 1, digest: 'd1' }, push);
      release();
      expect((await Promise.all([first, second])).sort()).toEqual([false, true]);
      expect(pushes).toBe(1);
      await expect(store.pushOnce('idx a', { version: 2, digest: 'd2' }, () => Promise.reject(new Error('meili down')))).rejects.toThrow('meili down');
      expect(await other.pushOnce('idx a', { version: 2, digest: 'd2' }, push)).toBe(true);
      expect(await store.pushOnce('idx a', { version: 1, digest: 'd1' }, push)).toBe(false);
      expect(await store.pushOnce('idx b', { version: 1, digest: 'd1' }, push)).toBe(true);
      expect(pushes).toBe(3);
    } finally {
      await other.close();
    }
  });

  it.runIf(dialect === 'postgres')('an import notifies every listener with the tenant, at commit', async () => {
    const listener = new pg.Client({ connectionString: config.databaseUrl });
    await listener.connect();
    try {
      await listener.query(`LISTEN ${STOCK_CHANNEL}`);
      const heard = new Promise<string | undefined>((resolve) => listener.once('notification', (m) => resolve(m.payload)));
      await store.replace('riverbend', [car(1)]);
      expect(await heard).toBe('riverbend');
    } finally {
      await listener.end();
    }
  });
});

describe('which tenants a server reads again', () => {
  const applied = new Map([
    ['a', 1],
    ['b', 2],
  ]);
  it.each([
    [
      'nothing moved',
      new Map([
        ['a', 1],
        ['b', 2],
      ]),
      ['a', 'b'],
      [],
    ],
    [
      'a new version',
      new Map([
        ['a', 2],
        ['b', 2],
      ]),
      ['a', 'b'],
      ['a'],
    ],
    [
      'a version never applied',
      new Map([
        ['a', 1],
        ['b', 2],
        ['c', 1],
      ]),
      ['a', 'b', 'c'],
      ['c'],
    ],
    [
      'a tenant this server does not serve',
      new Map([
        ['a', 1],
        ['b', 2],
        ['z', 4],
      ]),
      ['a', 'b'],
      [],
    ],
    ['a served tenant with no stored stock keeps stock.json', new Map([['a', 1]]), ['a', 'b'], []],
    [
      'a lower version (the database was restored) is read too',
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
      ['a', 'b'],
      ['b'],
    ],
  ] as const)('%s', (_, stored, served, expected) => {
    expect(tenantsToReload(applied, stored, served)).toEqual(expected);
  });

  it('STOCK_POLL_MS and STOCK_RELISTEN_MS are positive whole numbers, 1000 by default', () => {
    expect(stockSyncSettings({})).toEqual({ pollMs: 1000, reconnectMs: 1000 });
    expect(stockSyncSettings({ STOCK_RELISTEN_MS: '5000' }).reconnectMs).toBe(5000);
    expect(() => stockSyncSettings({ STOCK_RELISTEN_MS: 'soon' })).toThrow('STOCK_RELISTEN_MS must be a positive whole number, got "soon"');
    expect(stockSyncSettings({ STOCK_POLL_MS: '250' }).pollMs).toBe(250);
    expect(() => stockSyncSettings({ STOCK_POLL_MS: '0' })).toThrow('STOCK_POLL_MS must be a positive whole number, got "0"');
  });
});
