// Keeps this server's stock equal to the database's (DATABASE_URL). A change is found two ways:
// LISTEN stock_changed wakes the server at once, and a poll of the version rows every
// STOCK_POLL_MS (1 s) catches what a notification missed (a dropped listening connection,
// PgBouncer in transaction mode). A tenant whose version moved is read back and put in the
// registry again, which reindexes its search and drops its cached pages (the registry's onServe
// listeners), so a change on one server reaches every server within about a second.
import pg from 'pg';
import type { Car } from '../../schemas/types/car';
import type { IndexPush } from '../../runtime/lib/search/index-push';
import type { TenantRegistry } from '../tenants/tenant-registry';
import { log } from '../log';
import { STOCK_CHANNEL, type StockStore } from './stock-store';

interface StockSyncSettings {
  /** How often the version rows are read (STOCK_POLL_MS, 1000). */
  pollMs: number;
  /** Wait before listening again after the connection dropped (STOCK_RELISTEN_MS, 1000). */
  reconnectMs: number;
}

function positiveMs(env: NodeJS.ProcessEnv, name: string): number {
  const raw = env[name];
  const ms = raw === undefined || raw === '' ? 1000 : Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return ms;
}

export function stockSyncSettings(env: NodeJS.ProcessEnv = process.env): StockSyncSettings {
  return { pollMs: positiveMs(env, 'STOCK_POLL_MS'), reconnectMs: positiveMs(env, 'STOCK_RELISTEN_MS') };
}

/** The tenants to read again: served ones whose stored version differs from the one applied. */
export function tenantsToReload(applied: ReadonlyMap<string, number>, stored: ReadonlyMap<string, number>, served: readonly string[]): string[] {
  return served.filter((slug) => stored.has(slug) && stored.get(slug) !== applied.get(slug));
}

/**
 * The version row that counts tenant-folder reloads asked for on any server (POST
 * /api/admin/tenants/reload): not a tenant, since a slug has no `*`.
 */
const FOLDERS_KEY = '*folders';

/** The application_name of the listening connection (an operator can find it in pg_stat_activity). */
export const LISTENER_NAME = 'dealer-stock-listener';

export class StockSync {
  private readonly applied = new Map<string, number>();
  private readonly stock = new Map<string, readonly Car[]>();
  private listener: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;
  private failing = false;
  private closed = false;
  private reloadFolders: (() => Promise<unknown>) | undefined;

  constructor(
    private readonly store: StockStore,
    private readonly registry: TenantRegistry,
    private readonly databaseUrl: string,
    private readonly settings: StockSyncSettings = stockSyncSettings(),
  ) {}

  /** The database's cars of a tenant, once read (the registry serves them instead of stock.json). */
  stockOf(slug: string): readonly Car[] | undefined {
    return this.stock.get(slug);
  }

  /**
   * Seeds the database with the stock.json of tenants it has no stock for, reads every tenant's
   * stock from it, then listens and polls. The registry serves the database's rows from now on.
   */
  async start(): Promise<void> {
    this.registry.setStockSource((slug) => this.stockOf(slug));
    // This server has just read its folders: only a reload announced from now on is news.
    this.applied.set(FOLDERS_KEY, (await this.store.versions()).get(FOLDERS_KEY) ?? 0);
    await this.seedMissing();
    await this.check();
    await this.listen().catch((error: unknown) => this.listenFailed(error));
    this.timer = setInterval(() => void this.kick(), this.settings.pollMs);
    this.timer.unref();
  }

  /** Tenants new to the database (a first start, a folder added and reloaded) store their stock.json. */
  async seedMissing(): Promise<void> {
    const stored = await this.store.versions();
    for (const load of this.registry.loads()) {
      if (!load.tenant || stored.has(load.slug)) continue;
      if (await this.store.seed(load.slug, load.tenant.stock))
        log.info({ tenant: load.slug, cars: load.tenant.stock.length }, 'stock.json stored in the database');
    }
  }

  /** The stock version of a tenant this server serves (0 before it read one). */
  versionOf(slug: string): number {
    return this.applied.get(slug) ?? 0;
  }

  /** Runs a push to a search index every server shares unless one of this content is recorded (StockStore.pushOnce). */
  pushOnce(indexKey: string, mine: IndexPush, push: () => Promise<unknown>, holds?: () => Promise<boolean>): Promise<boolean> {
    return this.store.pushOnce(indexKey, mine, push, holds);
  }

  /** Writes a tenant's new stock for every server (one transaction) and applies it here before answering. */
  async publish(slug: string, cars: readonly Car[]): Promise<number> {
    const version = await this.store.replace(slug, cars);
    await this.kick();
    return version;
  }

  /**
   * A tenant's holds changed (this server patched its own index already): a new stock version,
   * so every server indexes the tenant again with the live holds and drops its cached pages.
   */
  async holdsChanged(slug: string): Promise<void> {
    await this.store.touch(slug);
    void this.kick();
  }

  /** Reads this server's tenant folders again whenever any server announces a reload. */
  followFolderReloads(reload: () => Promise<unknown>): void {
    this.reloadFolders = reload;
  }

  /** This server read its folders again on request: every other server reads its own (NOTIFY, or the version poll). */
  async announceFolderReload(): Promise<void> {
    const version = await this.store.touch(FOLDERS_KEY);
    if (version > (this.applied.get(FOLDERS_KEY) ?? 0)) this.applied.set(FOLDERS_KEY, version);
  }

  /** Runs a check after the one in progress (at most one waits). */
  kick(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.running.then(() => {
      this.queued = undefined;
      return this.check();
    });
    this.queued = run;
    this.running = run.catch(() => undefined);
    return run.catch(() => undefined);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    clearTimeout(this.reconnect);
    this.registry.setStockSource(undefined);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.running;
    await this.store.close();
  }

  private async check(): Promise<void> {
    if (this.closed) return;
    try {
      const stored = await this.store.versions();
      const folders = stored.get(FOLDERS_KEY) ?? 0;
      if (this.applied.has(FOLDERS_KEY) && folders > this.applied.get(FOLDERS_KEY)!) {
        this.applied.set(FOLDERS_KEY, folders);
        // Not awaited: the reload kicks a check of its own, which runs after this one.
        void this.reloadFolders?.().catch((error: unknown) => log.error({ err: error }, 'tenant reload announced by another server failed'));
      }
      for (const slug of tenantsToReload(
        this.applied,
        stored,
        this.registry.loads().map((l) => l.slug),
      )) {
        const read = await this.store.cars(slug);
        if (!read) continue;
        this.stock.set(slug, read.cars);
        this.applied.set(slug, read.version);
        const load = this.registry.get(slug);
        if (load?.tenant) {
          this.registry.put(load);
          log.info({ tenant: slug, version: read.version, cars: read.cars.length }, 'stock reloaded from the database');
        }
      }
      if (this.failing) log.info('stock check works again');
      this.failing = false;
    } catch (error) {
      // The database is down: keep serving the stock we have; the next poll tries again.
      if (!this.failing) log.warn({ err: error }, 'stock check failed; serving the last stock read');
      this.failing = true;
      throw error;
    }
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel === STOCK_CHANNEL) void this.kick();
    });
    client.on('error', (error) => log.warn({ err: error }, 'the stock listener connection failed'));
    client.on('end', () => {
      if (this.listener !== client || this.closed) return;
      this.listener = undefined;
      this.scheduleReconnect();
    });
    this.listener = client;
    await client.connect();
    await client.query(`LISTEN ${STOCK_CHANNEL}`);
    // Whatever changed while we were not listening.
    void this.kick();
  }

  private listenFailed(error: unknown): void {
    log.warn({ err: error }, 'listening for stock changes failed; the version poll still finds them');
    const client = this.listener;
    this.listener = undefined;
    void client?.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      if (!this.closed) this.listen().catch((error: unknown) => this.listenFailed(error));
    }, this.settings.reconnectMs);
    this.reconnect.unref();
  }
}

/** The sync of this process's server when stock lives in the database (set by startServer), for the admin route. */
let installed: StockSync | undefined;

export function installStockSync(sync: StockSync | undefined): void {
  installed = sync;
}

export function sharedStock(): StockSync | undefined {
  return installed;
}
