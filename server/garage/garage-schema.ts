// The garage area's tables (Kysely's types) and their versioned migrations, one definition for
// SQLite (DATA_DIR/garage.sqlite) and PostgreSQL: garage accounts, sign-in codes, sessions and
// watchlists, car holds and reservations, service and test-drive bookings, and the mail outbox.
import { sql, type Generated, type Kysely } from 'kysely';
import path from 'node:path';
import type { Dialect, StoreArea } from '../store/database';
import { legacySqliteVersion, withAutoId } from '../store/schema-builders';

export type HoldState = 'held' | 'reserved' | 'released';
export type BookingKind = 'service' | 'appointment';
type MailState = 'pending' | 'sent' | 'dead';

export interface GarageTables {
  users: { id: string; tenant: string; email: string; created_at: number };
  sign_in_codes: {
    id: Generated<number>;
    tenant: string;
    email: string;
    code_hash: string;
    created_at: number;
    expires_at: number;
    attempts: Generated<number>;
    used: Generated<number>;
  };
  sessions: { token_hash: string; tenant: string; user_id: string; created_at: number; expires_at: number };
  /** `position` orders entries added in the same millisecond (a merged list keeps its order). */
  watchlist: { user_id: string; car_id: string; saved_price: number | null; entry: string; added_at: number; position: number };
  holds: {
    id: string;
    tenant: string;
    car_id: string;
    state: HoldState;
    provider: string;
    payment_id: string | null;
    amount: number;
    currency: string;
    contact: string;
    lead_id: string | null;
    release_reason: string | null;
    created_at: number;
    expires_at: number;
    updated_at: number;
    /** The client address that took the hold (req.ip), and the contact's normalised email: one live hold each per site. */
    client: string | null;
    email: string | null;
  };
  bookings: {
    id: string;
    tenant: string;
    kind: BookingKind;
    location_id: string;
    start_at: string;
    contact: string;
    lead_id: string | null;
    created_at: number;
    /** Issue 25: who booked (req.ip, normalised email; at most 3 live each), and when the dealer confirmed or the booking was released. */
    client: string | null;
    email: string | null;
    /** Released unless confirmed by then (set when the dealer got a way to confirm: a routed lead's acknowledge link). */
    confirm_by: number | null;
    confirmed_at: number | null;
    released_at: number | null;
    release_reason: string | null;
    /** Which of its 3 places (1-3) the booking takes for its client address, and for its email, while live; null once released or begun. */
    client_seat: number | null;
    email_seat: number | null;
  };
  mail: {
    id: string;
    tenant: string;
    recipient: string;
    subject: string;
    body: string;
    state: MailState;
    attempts: number;
    next_attempt_at: number;
    last_error: string | null;
    created_at: number;
    /** The server sending it now, until the lease (next_attempt_at) runs out. */
    leased_by: string | null;
  };
}

/** What a garage.sqlite made before the Migrator (PRAGMA user_version 1) lacks. */
const LEGACY_SQLITE_STEPS = [
  'ALTER TABLE watchlist ADD COLUMN position INTEGER NOT NULL DEFAULT 0',
  'UPDATE watchlist SET position = rowid',
  'ALTER TABLE mail ADD COLUMN leased_by TEXT',
  'CREATE INDEX mail_due ON mail (state, next_attempt_at)',
];

async function initial(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if ((await legacySqliteVersion(db, dialect)) > 0) {
    for (const statement of LEGACY_SQLITE_STEPS) await sql.raw(statement).execute(db);
    return;
  }
  const schema = db.schema;
  await schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_tenant_email', ['tenant', 'email'])
    .execute();
  await withAutoId(schema.createTable('sign_in_codes'), dialect)
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await schema.createIndex('sign_in_codes_by_email').on('sign_in_codes').columns(['tenant', 'email', 'created_at']).execute();
  await schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await schema
    .createTable('watchlist')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('saved_price', 'double precision')
    .addColumn('entry', 'text', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('watchlist_pk', ['user_id', 'car_id'])
    .execute();
  await schema
    .createTable('holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('car_id', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('held', 'reserved', 'released')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('release_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Of two visitors reserving one car (on any server), the second insert fails here: exactly one wins.
  await schema
    .createIndex('holds_one_per_car')
    .on('holds')
    .columns(['tenant', 'car_id'])
    .unique()
    .where(sql.ref('state'), 'in', ['held', 'reserved'])
    .execute();
  await schema
    .createTable('bookings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('service', 'appointment')`))
    .addColumn('location_id', 'text', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A slot is booked once, however many requests (or servers) race for it.
  await schema.createIndex('bookings_one_per_slot').on('bookings').columns(['tenant', 'kind', 'location_id', 'start_at']).unique().execute();
  await schema
    .createTable('mail')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('pending', 'sent', 'dead')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('leased_by', 'text')
    .execute();
  await schema.createIndex('mail_due').on('mail').columns(['state', 'next_attempt_at']).execute();
}

/** Issue 25: who took a hold, and one live (`held`) hold per client address and per email on a site. */
async function holdLimits(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('holds').addColumn('client', 'text').execute();
  await db.schema.alterTable('holds').addColumn('email', 'text').execute();
  // Older holds have neither (NULLs never conflict); a second `held` row of one client or email fails here, on any server.
  for (const column of ['client', 'email'] as const) {
    await db.schema.createIndex(`holds_one_per_${column}`).on('holds').columns(['tenant', column]).unique().where(sql.ref('state'), '=', 'held').execute();
  }
}

/** Issue 25: who booked, confirmation and release; a released booking frees its slot. */
async function bookingLimits(db: Kysely<unknown>): Promise<void> {
  for (const column of ['client', 'email', 'release_reason'] as const) await db.schema.alterTable('bookings').addColumn(column, 'text').execute();
  for (const column of ['confirm_by', 'confirmed_at', 'released_at'] as const) await db.schema.alterTable('bookings').addColumn(column, 'bigint').execute();
  await db.schema.dropIndex('bookings_one_per_slot').execute();
  await db.schema
    .createIndex('bookings_one_per_slot')
    .on('bookings')
    .columns(['tenant', 'kind', 'location_id', 'start_at'])
    .unique()
    .where(sql.ref('released_at'), 'is', null)
    .execute();
  await db.schema.createIndex('bookings_by_client').on('bookings').columns(['tenant', 'client']).execute();
  await db.schema.createIndex('bookings_by_email').on('bookings').columns(['tenant', 'email']).execute();
}

/**
 * Issue 25: the 3-bookings limit as a constraint, so two servers racing cannot make a fourth. A
 * live booking takes one of its visitor's 3 seats (1-3) per client address and per email; a
 * partial unique index lets each seat be taken once. Released and begun bookings give theirs back.
 */
async function bookingSeats(db: Kysely<unknown>): Promise<void> {
  for (const column of ['client', 'email'] as const) {
    await db.schema.alterTable('bookings').addColumn(`${column}_seat`, 'integer').execute();
    await db.schema
      .createIndex(`bookings_${column}_seat`)
      .on('bookings')
      .columns(['tenant', column, `${column}_seat`])
      .unique()
      .where(sql.ref(`${column}_seat`), 'is not', null)
      .execute();
  }
}

export const GARAGE_AREA: StoreArea = {
  name: 'garage',
  sqliteFile: 'garage.sqlite',
  migrations: (dialect) => ({
    '0001-garage': { up: (db) => initial(db, dialect) },
    '0002-hold-limits': { up: (db) => holdLimits(db) },
    '0003-booking-limits': { up: (db) => bookingLimits(db) },
    '0004-booking-seats': { up: (db) => bookingSeats(db) },
  }),
};

/** Where the SQLite garage store lives in a data folder. */
export function garageDatabasePath(dataDir: string): string {
  return path.join(dataDir, GARAGE_AREA.sqliteFile);
}
