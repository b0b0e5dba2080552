// All tenants under TENANTS_DIR, by host. An invalid tenant is logged and left out; the rest serve.
import { paymentProcessorState } from '../../runtime/lib/checkout/payment-processor';
import { paymentEnvironment } from '../checkout/payment-environment';
import { log } from '../log';
import { loadTenant } from './load-tenant';
import { listTenantDirs, tenantsDir } from './tenant-dirs';
import { formatProblem, type Problem } from './problem';
import { deepFreeze } from './merge';
import { shareValues } from './shared-values';
import { withMediaVersions } from '../../runtime/lib/media-url';
import { mediaVersions } from '../http/media-version';
import type { Car } from '../../schemas/types/car';
import type { Tenant, TenantLoad } from './tenant';
import { onlinePurchase } from '../../runtime/lib/checkout/online-purchase';

/** Tenant folders read at the same time during start-up. */
const LOAD_CONCURRENCY = 8;

export class TenantRegistry {
  private byHost = new Map<string, Tenant>();
  private bySlug = new Map<string, TenantLoad>();
  private lastProblems = new Map<string, Problem[]>();
  private listeners: ((tenant: Tenant) => void | Promise<void>)[] = [];
  private stockSource: ((slug: string) => readonly Car[] | undefined) | undefined;

  /**
   * Where a tenant's cars come from when not from its stock.json: the database, with DATABASE_URL
   * (server/stock/stock-sync.ts). A tenant it has no cars for keeps stock.json's.
   */
  setStockSource(source: ((slug: string) => readonly Car[] | undefined) | undefined): void {
    this.stockSource = source;
  }

  /** Called with every tenant that starts serving or is replaced (e.g. to reindex its stock). */
  onServe(listener: (tenant: Tenant) => void | Promise<void>): void {
    this.listeners.push(listener);
  }

  static async load(root: string = tenantsDir()): Promise<TenantRegistry> {
    const registry = new TenantRegistry();
    const dirs = await listTenantDirs(root);
    // Several folders are read at once (loading waits on the disk more than on the CPU); tenants
    // are still put in folder order, so which tenant keeps a shared host does not change.
    const loads: (Promise<TenantLoad> | undefined)[] = [];
    let next = 0;
    const start = () => {
      if (next < dirs.length) loads.push(loadTenant(dirs[next++]!, { versionMedia: true }));
    };
    for (let i = 0; i < LOAD_CONCURRENCY; i++) start();
    for (let i = 0; i < dirs.length; i++) {
      const load = await loads[i]!;
      // Let go of the whole load (put keeps what serves): held to the end, every tenant's
      // documents with positions stayed alive until the last one loaded, the peak of a start.
      loads[i] = undefined;
      registry.put(load);
      start();
    }
    return registry;
  }

  /**
   * Adds or replaces one tenant's load result (start-up, and preview on change). An invalid
   * reload keeps the last valid version serving; its problems are logged (unless `quiet`: preview
   * prints them itself) and kept for callers. The documents with positions (`sources`, what
   * builder-cli's checks read) are not kept: nothing that serves reads them, and they were ~570 KB
   * of a dealer's ~1.3 MB (tests/bench/RESULTS.md, "Memory for 1,000 dealers").
   */
  put(loaded: TenantLoad, opts: { quiet?: boolean } = {}): void {
    const { sources: _sources, ...given } = loaded;
    const shared = given.tenant ? this.stockSource?.(given.slug) : undefined;
    const stock = shared && given.tenant ? shareValues(withMediaVersions(shared, mediaVersions(given.tenant.mediaDirs))) : undefined;
    const load = stock && given.tenant ? { ...given, tenant: deepFreeze({ ...given.tenant, stock }) } : given;
    const previous = this.bySlug.get(load.slug)?.tenant ?? null;
    if (!load.tenant) {
      if (!opts.quiet) {
        const outcome = previous ? 'its last valid version keeps serving' : 'it is not served';
        log.error({ tenant: load.slug, problems: load.problems.length }, `tenant ${load.slug} is invalid: ${outcome}`);
        for (const line of load.problems) console.error(formatProblem(line));
      }
      this.bySlug.set(load.slug, { ...load, tenant: previous });
      this.lastProblems.set(load.slug, load.problems);
      return;
    }
    this.lastProblems.delete(load.slug);
    // Once per version of the site: a stock-only replacement (stock-sync puts the same load again) says nothing new.
    if (previous?.site !== load.tenant.site) logRefusedProcessor(load.tenant);
    if (previous) for (const host of previous.hosts) if (this.byHost.get(host) === previous) this.byHost.delete(host);
    this.bySlug.set(load.slug, load);
    for (const host of load.tenant.hosts) {
      const other = this.byHost.get(host);
      if (other && other.slug !== load.slug) log.warn({ host, tenants: [other.slug, load.slug] }, 'host claimed by two tenants; the first keeps it');
      else this.byHost.set(host, load.tenant);
    }
    for (const listener of this.listeners) {
      Promise.resolve(listener(load.tenant)).catch((error: unknown) => log.error({ err: error, tenant: load.slug }, 'tenant listener failed'));
    }
  }

  /**
   * Reads every tenant folder again (SIGHUP, a deploy of tenant folders): new and changed tenants
   * serve their new version (an invalid one keeps its last valid version), folders that are gone
   * stop serving. Returns the slugs that stopped.
   */
  async reload(root: string = tenantsDir()): Promise<{ loaded: number; removed: string[] }> {
    const fresh = await TenantRegistry.load(root);
    for (const load of fresh.loads()) this.put(load);
    const removed = [...this.bySlug.keys()].filter((slug) => !fresh.get(slug));
    for (const slug of removed) this.remove(slug);
    return { loaded: fresh.loads().length, removed };
  }

  /** Stops serving a tenant (its folder is gone). */
  remove(slug: string): void {
    const tenant = this.bySlug.get(slug)?.tenant;
    if (tenant) for (const host of tenant.hosts) if (this.byHost.get(host) === tenant) this.byHost.delete(host);
    this.bySlug.delete(slug);
    this.lastProblems.delete(slug);
  }

  /** Problems of the latest load of a tenant that failed validation, if it did. */
  problemsOf(slug: string): readonly Problem[] {
    return this.lastProblems.get(slug) ?? [];
  }

  /** The tenant for a Host header value (port ignored, case-insensitive). */
  forHost(hostHeader: string | undefined): Tenant | undefined {
    if (!hostHeader) return undefined;
    const host = hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
    return this.byHost.get(host);
  }

  get(slug: string): TenantLoad | undefined {
    return this.bySlug.get(slug);
  }

  tenants(): Tenant[] {
    return [...this.bySlug.values()].flatMap((l) => (l.tenant ? [l.tenant] : []));
  }

  loads(): TenantLoad[] {
    return [...this.bySlug.values()];
  }
}

/** A site selling online whose processor cannot take a deposit is served without Reserve; say why once, at load. */
function logRefusedProcessor(tenant: Tenant): void {
  if (!onlinePurchase(tenant.site)) return;
  const state = paymentProcessorState(tenant.site, paymentEnvironment(tenant.slug));
  if (!state.ready)
    log.error({ tenant: tenant.slug }, `tenant ${tenant.slug}: online purchase is off until a card processor can take deposits: ${state.reason}`);
}
