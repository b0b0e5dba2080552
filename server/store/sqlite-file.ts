// One SQLite file of the data folder: created owner-only (0600, in a 0700 folder: leads and
// garage accounts are personal data) and opened durable (WAL, synchronous FULL, foreign keys, a
// busy timeout for a second process). Its schema is brought up to date by server/store/migrate.ts.
import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

const DATABASE_FILE_MODE = 0o600;

/** An existing file made owner-only; a file someone else owns (EPERM) is left as it is. */
function tightenMode(file: string): void {
  try {
    chmodSync(file, DATABASE_FILE_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** Opens `file`, creating it (and its folder) when missing. */
export function openSqliteFile(file: string): Database.Database {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (!existsSync(file)) closeSync(openSync(file, 'a', DATABASE_FILE_MODE));
  else tightenMode(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
