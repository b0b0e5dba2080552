// Counters every server process shares through the store (DATABASE_URL): the per-client request
// limits (express-rate-limit's Store) and the admin-key lockout, so a client's limit is the same
// whichever server answers it. Without DATABASE_URL one process serves and keeps them in memory
// (server/http/rate-limits.ts, server/http/admin-lockout.ts), as before. The same area keeps the
// secrets every server must agree on (the captcha key when ALTCHA_HMAC_KEY is not set).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import type { ClientRateLimitInfo, Options, Store as RateLimitStore } from 'express-rate-limit';
import { openStore, type Dialect, type Store, type StoreArea, type StoreConfig } from '../store/database';
import { LOCKOUT_MS, MAX_FAILURES, WINDOW_MS, type Lockout } from '../http/admin-lockout';
import { log } from '../log';

interface CountersDb {
  rate_limit_hits: { key: string; hits: number; reset_at: number };
  admin_lockouts: { client: string; failures: number; first_failure_at: number; locked_until: number };
  shared_secrets: { name: string; value: string };
}

const bigint = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');

const COUNTERS_AREA: StoreArea = {
  name: 'counters',
  sqliteFile: 'counters.sqlite',
  migrations: (dialect): Record<string, Migration> => ({
    '0001_rate_limits_and_lockouts': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('rate_limit_hits')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('hits', 'integer', (c) => c.notNull())
          .addColumn('reset_at', bigint(dialect), (c) => c.notNull())
          .execute();
        await db.schema.createIndex('rate_limit_hits_by_reset').on('rate_limit_hits').column('reset_at').execute();
        await db.schema
          .createTable('admin_lockouts')
          .addColumn('client', 'text', (c) => c.primaryKey())
          .addColumn('failures', 'integer', (c) => c.notNull())
          .addColumn('first_failure_at', bigint(dialect), (c) => c.notNull())
          .addColumn('locked_until', bigint(dialect), (c) => c.notNull())
          .execute();
      },
    },
    '0002_shared_secrets': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('shared_secrets')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      },
    },
  }),
};

/** The shared_secrets row of the ALTCHA key. */
export const CAPTCHA_SECRET = 'altcha_hmac_key';

/** Rows whose window ended are deleted this often. */
const PURGE_EVERY_MS = 60_000;

export class SharedCounters {
  private readonly purgeTimer: NodeJS.Timeout;

  private constructor(
    private readonly store: Store<CountersDb>,
    private readonly now: () => number,
  ) {
    this.purgeTimer = setInterval(() => {
      this.purge().catch((error: unknown) => log.warn({ err: error }, 'purging expired counters failed'));
    }, PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  static async open(config: StoreConfig, now: () => number = Date.now): Promise<SharedCounters> {
    return new SharedCounters(await openStore<CountersDb>(COUNTERS_AREA, config), now);
  }

  private get db(): Kysely<CountersDb> {
    return this.store.db;
  }

  /** Counts one request of `key` in its window (a new window when the last one ended). */
  async hit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }> {
    const now = this.now();
    const row = await this.db
      .insertInto('rate_limit_hits')
      .values({ key, hits: 1, reset_at: now + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
          reset_at: sql<number>`case when rate_limit_hits.reset_at <= ${now} then ${now + windowMs} else rate_limit_hits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
  }

  async unhit(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limit_hits')
      .set({ hits: sql<number>`hits - 1` })
      .where('key', '=', key)
      .where('hits', '>', 0)
      .execute();
  }

  async resetHits(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
  }

  /** An express-rate-limit Store counting in this table; `name` keeps one limiter's clients apart from another's. */
  rateLimitStore(name: string): RateLimitStore {
    let windowMs = 60_000;
    const keyOf = (key: string) => `${name}\n${key}`;
    return {
      localKeys: false,
      prefix: name,
      init: (options: Options) => {
        windowMs = options.windowMs;
      },
      increment: async (key: string): Promise<ClientRateLimitInfo> => {
        const { hits, resetAt } = await this.hit(keyOf(key), windowMs);
        return { totalHits: hits, resetTime: new Date(resetAt) };
      },
      decrement: (key: string) => this.unhit(keyOf(key)),
      resetKey: (key: string) => this.resetHits(keyOf(key)),
    };
  }

  /** The admin-key lockout (the rule of server/http/admin-lockout.ts) over the shared table. */
  lockout(): Lockout {
    return {
      lockedFor: async (client) => {
        const row = await this.db.selectFrom('admin_lockouts').select('locked_until').where('client', '=', client).executeTakeFirst();
        return row ? Math.max(0, Number(row.locked_until) - this.now()) : 0;
      },
      fail: async (client) => {
        const now = this.now();
        const fresh = sql<boolean>`admin_lockouts.first_failure_at + ${WINDOW_MS} <= ${now}`;
        const failures = sql<number>`case when ${fresh} then 1 else admin_lockouts.failures + 1 end`;
        const row = await this.db
          .insertInto('admin_lockouts')
          .values({ client, failures: 1, first_failure_at: now, locked_until: MAX_FAILURES <= 1 ? now + LOCKOUT_MS : 0 })
          .onConflict((oc) =>
            oc.column('client').doUpdateSet({
              failures,
              first_failure_at: sql<number>`case when ${fresh} then ${now} else admin_lockouts.first_failure_at end`,
              locked_until: sql<number>`case when ${failures} >= ${MAX_FAILURES} then ${now + LOCKOUT_MS} when ${fresh} then 0 else admin_lockouts.locked_until end`,
            }),
          )
          .returning(['failures', 'locked_until'])
          .executeTakeFirstOrThrow();
        return Number(row.failures) === MAX_FAILURES && Number(row.locked_until) > now;
      },
      succeed: async (client) => {
        await this.db.deleteFrom('admin_lockouts').where('client', '=', client).execute();
      },
    };
  }

  /**
   * The secret every server uses under `name`: the first server to ask makes a random one, the
   * others (and later starts) read it back. Two servers asking at once agree (the insert loses
   * quietly to the row already there).
   */
  async sharedSecret(name: string): Promise<string> {
    await this.db
      .insertInto('shared_secrets')
      .values({ name, value: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db.selectFrom('shared_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
    return row.value;
  }

  /** The readiness check: the database answers a query. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async purge(): Promise<void> {
    const now = this.now();
    await this.db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now).execute();
    await this.db
      .deleteFrom('admin_lockouts')
      .where('locked_until', '<=', now)
      .where('first_failure_at', '<=', now - WINDOW_MS)
      .execute();
  }

  async close(): Promise<void> {
    clearInterval(this.purgeTimer);
    await this.store.close();
  }
}

/**
 * The counters of this process's servers when they share a database (set by startServer with
 * DATABASE_URL), read when a limiter or the admin routes are built. One database per process.
 */
let installed: SharedCounters | undefined;

export function installSharedCounters(counters: SharedCounters | undefined): void {
  installed = counters;
}

/** A shared Store for a named limiter, or undefined (memory) when no database is shared. */
export function sharedRateLimitStore(name: string): RateLimitStore | undefined {
  return installed?.rateLimitStore(name);
}

/** The shared admin lockout, or undefined (memory) when no database is shared. */
export function sharedLockout(): Lockout | undefined {
  return installed?.lockout();
}
