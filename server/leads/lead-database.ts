// The leads.sqlite file: where it lives, its mode (0600: leads are personal data), and its schema
// with the migrations that bring an older file up to date (PRAGMA user_version).
import type Database from 'better-sqlite3';
import path from 'node:path';
import { openVersionedDatabase } from '../store/sqlite-file';

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

/** Leads are personal data: the file is owner-only (server/store/sqlite-file.ts). */
export function openDatabase(file: string): Database.Database {
  return openVersionedDatabase(file, MIGRATIONS);
}
