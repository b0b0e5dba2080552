// The `pg` connection pool of a server process, configured from the environment (docs/deploy.md,
// "Database"). Numbers come back as numbers: our millisecond timestamps are BIGINT and sums are
// NUMERIC, both far below 2^53, which pg would otherwise return as strings.
import pg from 'pg';
import { log } from '../log';

export interface PoolSettings {
  /** Connections at most (DATABASE_POOL_MAX, 10): servers × max must stay under the server's max_connections. */
  max: number;
  /** How long an idle connection stays open (DATABASE_IDLE_TIMEOUT_MS, 30 s). */
  idleTimeoutMillis: number;
  /** How long a query waits for a free connection or a new one before failing (DATABASE_CONNECT_TIMEOUT_MS, 5 s). */
  connectionTimeoutMillis: number;
  /** A statement running longer is cancelled by the server (DATABASE_STATEMENT_TIMEOUT_MS, 15 s). */
  statementTimeoutMillis: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}

export function poolSettings(env: NodeJS.ProcessEnv = process.env): PoolSettings {
  return {
    max: positive(env, 'DATABASE_POOL_MAX', 10),
    idleTimeoutMillis: positive(env, 'DATABASE_IDLE_TIMEOUT_MS', 30_000),
    connectionTimeoutMillis: positive(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000),
    statementTimeoutMillis: positive(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
  };
}

const INT8_OID = 20;
const NUMERIC_OID = 1700;
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

let openPools = 0;

/** Pools this process has open (one per store area on PostgreSQL): what the connection budget counts. */
export function openPoolCount(): number {
  return openPools;
}

export function createPool(connectionString: string, settings: PoolSettings = poolSettings()): pg.Pool {
  openPools++;
  const pool = new pg.Pool({
    connectionString,
    max: settings.max,
    idleTimeoutMillis: settings.idleTimeoutMillis,
    connectionTimeoutMillis: settings.connectionTimeoutMillis,
    statement_timeout: settings.statementTimeoutMillis,
    types: typeParsers,
  });
  // An idle client whose connection drops (database restart) emits here; without a listener the process would exit.
  const end = pool.end.bind(pool);
  let ended = false;
  pool.end = (async () => {
    if (!ended) openPools--;
    ended = true;
    await end();
  }) as typeof pool.end;
  pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'));
  // A checked-out client has no pool listener: one whose connection drops between two queries of
  // a transaction (the database shutting down) would throw an unhandled 'error' and end the
  // process. Its query fails on its own and the pool drops it on release; only log here.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'a database connection in use failed'));
  });
  return pool;
}
