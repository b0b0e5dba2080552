// The store factory and its migrator, on SQLite and on the throwaway PostgreSQL: the dialect
// follows DATABASE_URL, migrations run once and in order, two servers starting at once on one
// database don't race, and a database migrated by newer code is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseUrl, openStore, storeConfig, writeTransaction, type StoreArea, type StoreConfig } from '../../../server/store/database';
import { DIALECTS, freshDatabase } from '../../helpers/postgres';

interface Counter {
  counter: { name: string; value: number };
}

const AREA: StoreArea = {
  name: 'test',
  sqliteFile: 'test.sqlite',
  migrations: () => ({
    '0001-counter': {
      up: async (db: Kysely<unknown>) => {
        await db.schema
          .createTable('counter')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('value', 'integer', (c) => c.notNull())
          .execute();
      },
    },
    '0002-seed': { up: async (db: Kysely<unknown>) => void (await sql`INSERT INTO counter (name, value) VALUES ('runs', 0)`.execute(db)) },
  }),
};

describe('databaseUrl', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['postgres://u@h/db', 'postgres://u@h/db'],
    ['postgresql://u@h/db', 'postgresql://u@h/db'],
  ])('%s -> %s', (value, expected) => expect(databaseUrl({ DATABASE_URL: value })).toBe(expected));

  it('refuses an address of another engine rather than falling back to SQLite', () => {
    expect(() => databaseUrl({ DATABASE_URL: 'mysql://u@h/db' })).toThrow(/postgres:\/\//);
  });
});

describe.each(DIALECTS)('the %s store', (dialect) => {
  let dir: string;
  let config: StoreConfig;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'store-'));
    config = dialect === 'postgres' ? { dataDir: dir, databaseUrl: await freshDatabase() } : storeConfig(dir, {});
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('applies the migrations once, in order, and records them', async () => {
    const first = await openStore<Counter>(AREA, config);
    expect(first.dialect).toBe(dialect);
    await first.db.updateTable('counter').set({ value: 5 }).execute();
    await first.close();
    const again = await openStore<Counter>(AREA, config);
    try {
      expect(await again.db.selectFrom('counter').selectAll().execute()).toEqual([{ name: 'runs', value: 5 }]);
      const applied = await sql<{ name: string }>`SELECT name FROM schema_migrations_test ORDER BY name`.execute(again.db);
      expect(applied.rows.map((r) => r.name)).toEqual(['0001-counter', '0002-seed']);
    } finally {
      await again.close();
    }
  });

  it('lets several stores opened at once migrate without racing', async () => {
    const stores = await Promise.all(Array.from({ length: 4 }, () => openStore<Counter>(AREA, config)));
    try {
      expect(await stores[0]!.db.selectFrom('counter').selectAll().execute()).toEqual([{ name: 'runs', value: 0 }]);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });

  it('refuses a database that newer code migrated', async () => {
    const newer: StoreArea = { ...AREA, migrations: () => ({ ...AREA.migrations(dialect), '0003-later': { up: async () => undefined } }) };
    await (await openStore(newer, config)).close();
    await expect(openStore(AREA, config)).rejects.toThrow(/migrating the test store: .*0003-later/);
  });

  it('a write transaction rolls back every statement when one fails', async () => {
    const store = await openStore<Counter>(AREA, config);
    try {
      await expect(
        writeTransaction(store, async (trx) => {
          await trx.updateTable('counter').set({ value: 7 }).execute();
          await trx.insertInto('counter').values({ name: 'runs', value: 1 }).execute(); // duplicate key
        }),
      ).rejects.toThrow();
      expect(await store.db.selectFrom('counter').select('value').executeTakeFirst()).toEqual({ value: 0 });
    } finally {
      await store.close();
    }
  });
});
