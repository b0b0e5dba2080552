// The store's one entry point: a Kysely query layer over PostgreSQL when DATABASE_URL is a
// postgres:// address (every server process shares it), else over the SQLite files of DATA_DIR
// (one file per area, as before: leads.sqlite, garage.sqlite). Each area's versioned migrations
// run when it opens, under a lock (server/store/migrate.ts).
import type Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Migration } from 'kysely';
import type pg from 'pg';
import path from 'node:path';
import { createPool, poolSettings } from './pg-pool';
import { openSqliteFile } from './sqlite-file';
import { migrateArea } from './migrate';

export type Dialect = 'sqlite' | 'postgres';

/** Where the durable records live: DATABASE_URL wins; DATA_DIR keeps the uploads folder and the SQLite files. */
export interface StoreConfig {
  dataDir: string;
  databaseUrl?: string;
}

/** DATABASE_URL when it names PostgreSQL; anything else is refused rather than silently ignored. */
export function databaseUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) return undefined;
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, got "${url.split(':')[0]}:…"`);
  return url;
}

export function storeConfig(dataDir: string, env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const url = databaseUrl(env);
  return { dataDir: path.resolve(dataDir), ...(url ? { databaseUrl: url } : {}) };
}

/** A part of the store with its own migrations (and, on SQLite, its own file). */
export interface StoreArea {
  name: string;
  sqliteFile: string;
  migrations: (dialect: Dialect) => Record<string, Migration>;
}

export interface Store<DB> {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The SQLite file, when the store is one. */
  file?: string;
  /** The SQLite connection under Kysely (tests read its pragmas). */
  sqlite?: Database.Database;
  close(): Promise<void>;
}

export async function openStore<DB>(area: StoreArea, config: StoreConfig): Promise<Store<DB>> {
  if (config.databaseUrl) {
    const pool: pg.Pool = createPool(config.databaseUrl, poolSettings());
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    const store: Store<DB> = { db, dialect: 'postgres', close: () => db.destroy() };
    try {
      await migrateArea(store, area, { pool });
    } catch (error) {
      await db.destroy();
      throw error;
    }
    return store;
  }
  const file = path.join(config.dataDir, area.sqliteFile);
  const sqlite = openSqliteFile(file);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  let closed = false;
  const store: Store<DB> = {
    db,
    dialect: 'sqlite',
    file,
    sqlite,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
  // Opens of one file in this process take turns: a second BEGIN IMMEDIATE would block the thread the first one needs.
  const before = sqliteMigrations.get(file) ?? Promise.resolve();
  const migrated = before.then(() => migrateArea(store, area, { sqlite }));
  sqliteMigrations.set(
    file,
    migrated.catch(() => undefined),
  );
  try {
    await migrated;
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

const sqliteMigrations = new Map<string, Promise<void>>();

/**
 * Runs `work` in one transaction that holds the write lock from its first statement: BEGIN
 * IMMEDIATE on SQLite (so a read-then-write never fails half-way on another process's lock), an
 * ordinary transaction on PostgreSQL (row locks and unique constraints arbitrate there).
 */
export async function writeTransaction<DB, T>(store: Store<DB>, work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
  if (store.dialect === 'postgres') return store.db.transaction().execute(work);
  return store.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}
