// PostgreSQL connections the servers may open at most, against what the database allows. Each
// server process opens one pool per store area (leads, garage, counters, stock: DATABASE_POOL_MAX
// each) and one LISTEN connection; DATABASE_SERVERS says how many processes share the database
// (a rolling deploy runs one more for a moment). At start the server logs an error when the sum
// exceeds max_connections minus the superuser-reserved slots: it still starts (refusing would turn
// a sizing mistake into an outage), and the log says what to change.
import pg from 'pg';
import { log } from '../log';
import { openPoolCount } from '../store/pg-pool';

export interface ConnectionBudget {
  perServer: number;
  total: number;
  /** Connections ordinary roles may hold: max_connections − superuser_reserved_connections. */
  available: number;
  fits: boolean;
}

/** The connections `servers` processes may open at most, and whether the database has room for them. */
export function connectionBudget(input: {
  pools: number;
  poolMax: number;
  listeners: number;
  servers: number;
  maxConnections: number;
  reserved: number;
}): ConnectionBudget {
  const perServer = input.pools * input.poolMax + input.listeners;
  const total = perServer * input.servers;
  const available = Math.max(0, input.maxConnections - input.reserved);
  return { perServer, total, available, fits: total <= available };
}

/** DATABASE_SERVERS: how many server processes share the database (default 2: the fewest that scale out). */
export function expectedServers(env: NodeJS.ProcessEnv): number {
  const raw = env.DATABASE_SERVERS;
  if (raw === undefined || raw === '') return 2;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`DATABASE_SERVERS must be a positive whole number, got "${raw}"`);
  return n;
}

/** Reads max_connections and logs whether this process's pools, times DATABASE_SERVERS, fit in it. */
export async function checkConnectionBudget(
  databaseUrl: string,
  poolMax: number,
  listeners: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ConnectionBudget> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let row: { max: number; reserved: number };
  try {
    row = (
      await client.query<{ max: number; reserved: number }>(
        "SELECT current_setting('max_connections')::int AS max, current_setting('superuser_reserved_connections')::int AS reserved",
      )
    ).rows[0]!;
  } finally {
    await client.end();
  }
  const servers = expectedServers(env);
  const pools = openPoolCount();
  const budget = connectionBudget({ pools, poolMax, listeners, servers, maxConnections: row.max, reserved: row.reserved });
  const detail = { servers, pools, poolMax, listeners, perServer: budget.perServer, total: budget.total, maxConnections: row.max, reserved: row.reserved };
  if (budget.fits) log.info(detail, 'PostgreSQL connections: the servers fit in max_connections');
  else
    log.error(
      detail,
      `PostgreSQL connections may run out: ${servers} servers × ${budget.perServer} (${pools} pools × DATABASE_POOL_MAX ${poolMax} + ${listeners} listener) = ${budget.total} > ${budget.available} (max_connections ${row.max} − ${row.reserved} reserved): lower DATABASE_POOL_MAX, raise max_connections, or put PgBouncer in front`,
    );
  return budget;
}
