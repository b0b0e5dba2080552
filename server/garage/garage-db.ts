// DATA_DIR/garage.sqlite (mode 0600): garage accounts, sign-in codes, sessions, watchlists, car
// holds and reservations, service and test-drive bookings, and the mail outbox. Kept apart from
// leads.sqlite so the lead store's schema has one owner.
import type Database from 'better-sqlite3';
import path from 'node:path';
import { openVersionedDatabase } from '../store/sqlite-file';

export type GarageDatabase = Database.Database;

const SCHEMA = `
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (tenant, email)
);
CREATE TABLE sign_in_codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant TEXT NOT NULL,
  email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX sign_in_codes_by_email ON sign_in_codes (tenant, email, created_at);
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE TABLE watchlist (
  user_id TEXT NOT NULL REFERENCES users (id),
  car_id TEXT NOT NULL,
  saved_price REAL,
  entry TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, car_id)
);
CREATE TABLE holds (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  car_id TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('held', 'reserved', 'released')),
  provider TEXT NOT NULL,
  payment_id TEXT,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  contact TEXT NOT NULL,
  lead_id TEXT,
  release_reason TEXT,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
-- Of two visitors reserving one car, the second insert fails here: exactly one wins.
CREATE UNIQUE INDEX holds_one_per_car ON holds (tenant, car_id) WHERE state IN ('held', 'reserved');
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('service', 'appointment')),
  location_id TEXT NOT NULL,
  start_at TEXT NOT NULL,
  contact TEXT NOT NULL,
  lead_id TEXT,
  created_at INTEGER NOT NULL
);
-- A slot is booked once, however many requests race for it.
CREATE UNIQUE INDEX bookings_one_per_slot ON bookings (tenant, kind, location_id, start_at);
CREATE TABLE mail (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at INTEGER NOT NULL
);
`;

export function garageDatabasePath(dataDir: string): string {
  return path.join(dataDir, 'garage.sqlite');
}

/** Opens (creating when missing, owner-only) the garage database of a data folder. */
export function openGarageDatabase(dataDir: string): GarageDatabase {
  return openVersionedDatabase(garageDatabasePath(dataDir), [SCHEMA]);
}
