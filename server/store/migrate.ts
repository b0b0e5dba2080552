// Applies an area's versioned migrations (Kysely's Migrator, one row per migration in
// `schema_migrations_<area>`) so that two servers starting at once never race: on PostgreSQL the
// whole run holds a session advisory lock (pg_advisory_lock), on SQLite the file's write lock
// (BEGIN IMMEDIATE; a second process waits for it through busy_timeout).
import type Database from 'better-sqlite3';
import { Migrator, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Store, StoreArea } from './database';

/** The advisory lock key every server takes while it migrates (any constant both sides agree on). */
const MIGRATION_LOCK_KEY = 0x6465_616c_6572n; // "dealer"

function migratorOf(db: Kysely<unknown>, area: StoreArea, dialect: Store<unknown>['dialect']): Migrator {
  const migrations = area.migrations(dialect);
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: `schema_migrations_${area.name}`,
    migrationLockTableName: `schema_migrations_${area.name}_lock`,
  });
}

async function run(migrator: Migrator, area: StoreArea): Promise<void> {
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'failed');
    throw new Error(`migrating the ${area.name} store${failed ? ` (${failed.migrationName})` : ''}: ${reason}`);
  }
}

export async function migrateArea<DB>(store: Store<DB>, area: StoreArea, handles: { pool?: pg.Pool; sqlite?: Database.Database }): Promise<void> {
  const migrator = migratorOf(store.db as Kysely<unknown>, area, store.dialect);
  if (handles.pool) {
    // Kysely's own lock covers the migrations but not the creation of its bookkeeping tables, which two servers would race on.
    const client = await handles.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
      try {
        await run(migrator, area);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
      }
    } finally {
      client.release();
    }
    return;
  }
  const sqlite = handles.sqlite!;
  // Kysely's SQLite adapter neither locks nor wraps DDL in a transaction: hold the write lock around the whole run.
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    await run(migrator, area);
    sqlite.exec('COMMIT');
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    throw error;
  }
}
