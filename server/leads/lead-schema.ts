// The lead store's tables (Kysely's types) and their versioned migrations, one definition for
// SQLite and PostgreSQL.
import { sql, type Generated, type Kysely } from 'kysely';
import path from 'node:path';
import type { Dialect, StoreArea } from '../store/database';
import { bytesType, legacySqliteVersion, withAutoId } from '../store/schema-builders';

export interface LeadTables {
  leads: { id: string; tenant: string; form: string; status: 'Incomplete' | 'Complete'; payload: string; created_at: string; updated_at: string };
  idempotency_keys: { tenant: string; key: string; lead_id: string; fingerprint: string | null; created_at: string };
  lead_files: {
    id: Generated<number>;
    lead_id: string;
    tenant: string;
    field: string;
    stored_path: string;
    original_name: string;
    mime: string;
    size: number;
    created_at: string;
    purged_at: string | null;
  };
  deliveries: {
    id: Generated<number>;
    lead_id: string;
    tenant: string;
    destination: number;
    kind: string;
    url: string;
    state: 'pending' | 'delivered' | 'dead';
    attempts: number;
    next_attempt_at: number;
    last_error: string | null;
    delivered_at: string | null;
    leased_by: string | null;
    /** The lead-routing.json rule whose destination this is; null: the site's leadDelivery. */
    rule: string | null;
  };
  /** How each routed lead was routed, and its acknowledge and escalation timer (server/leads/lead-routes.ts). */
  lead_routes: {
    lead_id: string;
    tenant: string;
    rule: string;
    /** Id of the lead's location (its hours count for escalation; stats are per location). */
    location: string | null;
    routed_at: number;
    /** When the escalation falls due (ms); null when the rule has no escalation contacts. */
    escalate_at: number | null;
    escalated_at: number | null;
    acknowledged_at: number | null;
    /** "link", or "destination <n>" for a receiver's POST. */
    acknowledged_by: string | null;
  };
  /** Keys the lead pipeline keeps across restarts and servers (the acknowledge links' HMAC key). */
  lead_secrets: { name: string; value: string };
  used_challenges: { id: string; expires_at: number };
  /** Uploaded files' bytes when the database is the upload storage (server/leads/upload-storage.ts). */
  upload_blobs: { key: string; tenant: string; data: Buffer; created_at: string };
}

/** How a SQLite file made before the Migrator (PRAGMA user_version 1 or 2) reaches version 3. */
const LEGACY_SQLITE_STEPS: Record<number, string> = {
  1: 'ALTER TABLE idempotency_keys ADD COLUMN fingerprint TEXT;',
  2: `CREATE TABLE used_challenges (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
CREATE INDEX used_challenges_by_expiry ON used_challenges (expires_at);
ALTER TABLE lead_files ADD COLUMN purged_at TEXT;
CREATE INDEX lead_files_by_age ON lead_files (tenant, created_at);
ALTER TABLE deliveries ADD COLUMN leased_by TEXT;`,
};

async function initial(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const legacy = await legacySqliteVersion(db, dialect);
  if (legacy > 0) {
    for (let v = legacy; v < 3; v++) for (const statement of LEGACY_SQLITE_STEPS[v]!.split(';\n')) await sql.raw(statement).execute(db);
    return;
  }
  const schema = db.schema;
  await schema
    .createTable('leads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('Incomplete', 'Complete')`))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await schema.createIndex('leads_by_tenant').on('leads').columns(['tenant', 'created_at']).execute();
  await schema
    .createTable('idempotency_keys')
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text')
    .addUniqueConstraint('idempotency_keys_tenant_key', ['tenant', 'key'])
    .execute();
  await withAutoId(schema.createTable('lead_files'), dialect)
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('stored_path', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('purged_at', 'text')
    .execute();
  await schema.createIndex('lead_files_by_lead').on('lead_files').columns(['tenant', 'lead_id']).execute();
  await schema.createIndex('lead_files_by_age').on('lead_files').columns(['tenant', 'created_at']).execute();
  await withAutoId(schema.createTable('deliveries'), dialect)
    .addColumn('lead_id', 'text', (c) => c.notNull().references('leads.id'))
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('destination', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state IN ('pending', 'delivered', 'dead')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('leased_by', 'text')
    .addUniqueConstraint('deliveries_lead_destination', ['lead_id', 'destination'])
    .execute();
  await schema.createIndex('deliveries_due').on('deliveries').columns(['state', 'next_attempt_at']).execute();
  await schema.createIndex('deliveries_by_lead').on('deliveries').columns(['tenant', 'lead_id']).execute();
  await schema
    .createTable('used_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await schema.createIndex('used_challenges_by_expiry').on('used_challenges').column('expires_at').execute();
}

async function uploadBlobs(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('upload_blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('data', bytesType(dialect), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

async function leadRoutes(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deliveries').addColumn('rule', 'text').execute();
  await db.schema
    .createTable('lead_routes')
    .addColumn('lead_id', 'text', (c) => c.primaryKey().references('leads.id'))
    .addColumn('tenant', 'text', (c) => c.notNull())
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('routed_at', 'bigint', (c) => c.notNull())
    .addColumn('escalate_at', 'bigint')
    .addColumn('escalated_at', 'bigint')
    .addColumn('acknowledged_at', 'bigint')
    .addColumn('acknowledged_by', 'text')
    .execute();
  await db.schema.createIndex('lead_routes_due').on('lead_routes').columns(['escalate_at']).execute();
  await db.schema.createIndex('lead_routes_by_tenant').on('lead_routes').columns(['tenant', 'routed_at']).execute();
  await db.schema
    .createTable('lead_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export const LEAD_AREA: StoreArea = {
  name: 'leads',
  sqliteFile: 'leads.sqlite',
  migrations: (dialect) => ({
    '0001-leads': { up: (db) => initial(db, dialect) },
    '0002-upload-blobs': { up: (db) => uploadBlobs(db, dialect) },
    '0003-lead-routing': { up: (db) => leadRoutes(db) },
  }),
};

/** Where the SQLite lead store lives in a data folder. */
export function leadDatabasePath(dataDir: string): string {
  return path.join(dataDir, LEAD_AREA.sqliteFile);
}
