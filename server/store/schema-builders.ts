// The few column kinds the two dialects spell differently; everything else in a migration is
// Kysely's schema builder, shared by SQLite and PostgreSQL.
import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from './database';

/** A generated integer key: SQLite's rowid alias, PostgreSQL's serial. */
export function withAutoId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect, column = 'id'): CreateTableBuilder<T, never> {
  return dialect === 'postgres'
    ? table.addColumn(column, 'serial', (c) => c.primaryKey())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Bytes: SQLite's BLOB, PostgreSQL's bytea. */
export const bytesType = (dialect: Dialect) => (dialect === 'postgres' ? sql`bytea` : sql`blob`);

/** The legacy schema version of a SQLite file made before the Migrator (PRAGMA user_version), 0 for a new one. */
export async function legacySqliteVersion(db: Kysely<unknown>, dialect: Dialect): Promise<number> {
  if (dialect !== 'sqlite') return 0;
  const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
  return rows[0]?.user_version ?? 0;
}
