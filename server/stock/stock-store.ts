// Stock rows in the database, for several servers (DATABASE_URL): one row per car and one version
// row per tenant. An import replaces a tenant's rows and bumps its version in one transaction, and
// on PostgreSQL sends NOTIFY stock_changed in it (delivered at commit) so every server reloads
// that tenant (server/stock/stock-sync.ts). Without DATABASE_URL stock.json stays the source and
// this store is not opened (the SQLite form exists for the dialect tests).
import { sql, type Kysely, type Migration } from 'kysely';
import type { Car } from '../../schemas/types/car';
import { mustPush, type IndexPush } from '../../runtime/lib/search/index-push';
import { openStore, writeTransaction, type Dialect, type Store, type StoreArea, type StoreConfig } from '../store/database';

interface StockDb {
  stock_cars: { tenant: string; id: string; position: number; data: string };
  stock_versions: { tenant: string; version: number; updated_at: number };
  search_pushes: { index_key: string; version: number; digest: string; pushed_at: number };
}

/** Namespaces the advisory locks of search pushes (pg_advisory_xact_lock(int, int)'s first key). */
const PUSH_LOCK_CLASS = 0x5eac;

/** The channel every server LISTENs on; the payload is the tenant's slug. */
export const STOCK_CHANNEL = 'stock_changed';

const bigint = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');

const STOCK_AREA: StoreArea = {
  name: 'stock',
  sqliteFile: 'stock.sqlite',
  migrations: (dialect): Record<string, Migration> => ({
    '0001_stock_rows': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('stock_cars')
          .addColumn('tenant', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('stock_cars_pk', ['tenant', 'id'])
          .execute();
        await db.schema
          .createTable('stock_versions')
          .addColumn('tenant', 'text', (c) => c.primaryKey())
          .addColumn('version', bigint(dialect), (c) => c.notNull())
          .addColumn('updated_at', bigint(dialect), (c) => c.notNull())
          .execute();
      },
    },
    // The last push of each shared search index (MEILI_HOST), so one server pushes an import.
    '0002_search_pushes': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('search_pushes')
          .addColumn('index_key', 'text', (c) => c.primaryKey())
          .addColumn('version', bigint(dialect), (c) => c.notNull())
          .addColumn('digest', 'text', (c) => c.notNull())
          .addColumn('pushed_at', bigint(dialect), (c) => c.notNull())
          .execute();
      },
    },
  }),
};

/** Rows per INSERT: well under PostgreSQL's 65535 and SQLite's 32766 bound parameters (4 a row). */
const INSERT_BATCH = 500;

export class StockStore {
  private constructor(
    private readonly store: Store<StockDb>,
    private readonly now: () => number,
  ) {}

  static async open(config: StoreConfig, now: () => number = Date.now): Promise<StockStore> {
    return new StockStore(await openStore<StockDb>(STOCK_AREA, config), now);
  }

  get dialect(): Dialect {
    return this.store.dialect;
  }

  private get db(): Kysely<StockDb> {
    return this.store.db;
  }

  /** Replaces a tenant's rows in one transaction and tells every server; the new version. */
  async replace(tenant: string, cars: readonly Car[]): Promise<number> {
    return writeTransaction(this.store, async (trx) => {
      const version = await this.bump(trx, tenant);
      await trx.deleteFrom('stock_cars').where('tenant', '=', tenant).execute();
      await this.insertCars(trx, tenant, cars);
      if (this.store.dialect === 'postgres') await sql`select pg_notify(${STOCK_CHANNEL}, ${tenant})`.execute(trx);
      return version;
    });
  }

  /**
   * A new version of a tenant's stock with the same rows, told to every server: its holds changed
   * (a hold, a reservation, a release), so each server indexes the stock again with the live holds
   * laid over it and drops its cached pages. The new version.
   */
  async touch(tenant: string): Promise<number> {
    return writeTransaction(this.store, async (trx) => {
      const version = await this.bump(trx, tenant);
      if (this.store.dialect === 'postgres') await sql`select pg_notify(${STOCK_CHANNEL}, ${tenant})`.execute(trx);
      return version;
    });
  }

  /**
   * Stores `cars` as a tenant's first stock when the database has none for it yet (a server
   * starting with tenant folders that predate the database); true when it did. Two servers
   * seeding at once: the version row's key lets one win, the other's transaction changes nothing.
   */
  async seed(tenant: string, cars: readonly Car[]): Promise<boolean> {
    return writeTransaction(this.store, async (trx) => {
      const inserted = await trx
        .insertInto('stock_versions')
        .values({ tenant, version: 1, updated_at: this.now() })
        .onConflict((oc) => oc.column('tenant').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await this.insertCars(trx, tenant, cars);
      return true;
    });
  }

  /**
   * Runs `push` (documents to a search index every server shares) unless a push of the same or a
   * newer version with this content is recorded for `indexKey`; true when it ran. One server at a
   * time decides and pushes for a key (an advisory lock held by the transaction on PostgreSQL,
   * the write lock on SQLite), so the others wait, then find the push recorded. A push that fails
   * records nothing. `holds` tells whether the index still holds a recorded push (an emptied
   * search server is filled again).
   */
  async pushOnce(
    indexKey: string,
    mine: IndexPush,
    push: () => Promise<unknown>,
    holds: () => Promise<boolean> = () => Promise.resolve(true),
  ): Promise<boolean> {
    return writeTransaction(this.store, async (trx) => {
      if (this.store.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${PUSH_LOCK_CLASS}, hashtext(${indexKey}))`.execute(trx);
      const row = await trx.selectFrom('search_pushes').select(['version', 'digest']).where('index_key', '=', indexKey).executeTakeFirst();
      if (!mustPush(row && { version: Number(row.version), digest: row.digest }, mine) && (await holds())) return false;
      await push();
      const values = { version: mine.version, digest: mine.digest, pushed_at: this.now() };
      await trx
        .insertInto('search_pushes')
        .values({ index_key: indexKey, ...values })
        .onConflict((oc) => oc.column('index_key').doUpdateSet(values))
        .execute();
      return true;
    });
  }

  /** Every tenant's stock version (what the servers poll). */
  async versions(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('stock_versions').select(['tenant', 'version']).execute();
    return new Map(rows.map((r) => [r.tenant, Number(r.version)]));
  }

  /** A tenant's cars in feed order with the version they belong to (at least), or undefined when it has none stored. */
  async cars(tenant: string): Promise<{ version: number; cars: Car[] } | undefined> {
    // The version is read first: cars newer than it only make the next check load them once more.
    const row = await this.db.selectFrom('stock_versions').select('version').where('tenant', '=', tenant).executeTakeFirst();
    if (!row) return undefined;
    const cars = await this.db.selectFrom('stock_cars').select('data').where('tenant', '=', tenant).orderBy('position').execute();
    return { version: Number(row.version), cars: cars.map((c) => JSON.parse(c.data) as Car) };
  }

  async close(): Promise<void> {
    await this.store.close();
  }

  private async bump(trx: Kysely<StockDb>, tenant: string): Promise<number> {
    const row = await trx
      .insertInto('stock_versions')
      .values({ tenant, version: 1, updated_at: this.now() })
      .onConflict((oc) => oc.column('tenant').doUpdateSet({ version: sql<number>`stock_versions.version + 1`, updated_at: this.now() }))
      .returning('version')
      .executeTakeFirstOrThrow();
    return Number(row.version);
  }

  private async insertCars(trx: Kysely<StockDb>, tenant: string, cars: readonly Car[]): Promise<void> {
    for (let start = 0; start < cars.length; start += INSERT_BATCH) {
      const rows = cars.slice(start, start + INSERT_BATCH).map((car, i) => ({ tenant, id: String(car.id), position: start + i, data: JSON.stringify(car) }));
      await trx.insertInto('stock_cars').values(rows).execute();
    }
  }
}
