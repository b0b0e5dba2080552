// The leads.sqlite file: where it lives, its mode (0600: leads are personal data), and its schema
// with the migrations that bring an older file up to date (PRAGMA user_version).
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

export const SCHEMA_VERSION = 3;

const MIGRATION_1 = `
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  form TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('Incomplete', 'Complete')),
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX leads_by_tenant ON leads (tenant, created_at);

CREATE TABLE idempotency_keys (
  tenant TEXT NOT NULL,
  key TEXT NOT NULL,
  lead_id TEXT NOT NULL REFERENCES leads (id),
  created_at TEXT NOT NULL,
  UNIQUE (tenant, key)
);

CREATE TABLE lead_files (
  id INTEGER PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id),
  tenant TEXT NOT NULL,
  field TEXT NOT NULL,
  stored_path TEXT NOT NULL,
  original_name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX lead_files_by_lead ON lead_files (tenant, lead_id);

CREATE TABLE deliveries (
  id INTEGER PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id),
  tenant TEXT NOT NULL,
  destination INTEGER NOT NULL,
  kind TEXT NOT NULL,
  url TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  delivered_at TEXT,
  UNIQUE (lead_id, destination)
);
CREATE INDEX deliveries_due ON deliveries (state, next_attempt_at);
CREATE INDEX deliveries_by_lead ON deliveries (tenant, lead_id);
`;

/** What the first request with a key sent, so a key reused for a different lead is refused, not answered with the old one. */
const MIGRATION_2 = `ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT;`;

/**
 * Solved captcha challenges, kept until they expire so a challenge is accepted once even across
 * restarts; when an upload was deleted by the retention purge (the row stays for the record); and
 * which worker holds a delivery's lease, so a restarted server retries a crashed one's sends at once.
 */
const MIGRATION_3 = `
CREATE TABLE used_challenges (
  id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX used_challenges_by_expiry ON used_challenges (expires_at);
ALTER TABLE lead_files ADD COLUMN purged_at TEXT;
CREATE INDEX lead_files_by_age ON lead_files (tenant, created_at);
ALTER TABLE deliveries ADD COLUMN leased_by TEXT;
`;

const MIGRATIONS = [MIGRATION_1, MIGRATION_2, MIGRATION_3];

export function leadDatabasePath(dataDir: string): string {
  return path.join(dataDir, 'leads.sqlite');
}

/** Leads are personal data: the database (and, after it, SQLite's -wal and -shm files) is readable by the server's user only. */
export const DATABASE_FILE_MODE = 0o600;

/** A database made before 0600 was the rule is tightened; one owned by another user is left to its owner. */
function tightenMode(file: string): void {
  try {
    chmodSync(file, DATABASE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

export function openDatabase(file: string): Database.Database {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', DATABASE_FILE_MODE));
  else tightenMode(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > SCHEMA_VERSION) throw new Error(`${file} has schema version ${version}; this server knows up to ${SCHEMA_VERSION}`);
  if (version < SCHEMA_VERSION) {
    // Another process (a second server, the CLI) may be migrating the same file: decide under the write lock.
    db.transaction(() => {
      const current = db.pragma('user_version', { simple: true }) as number;
      for (let v = current; v < SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v]!);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
    }).immediate();
  }
  return db;
}
