// Starts the HTTP server for every tenant; used by `npm start`, `npm run dev`, builder-cli preview and tests.
// The listener opens first: /healthz answers while the process lives and /readyz says 503 until
// the tenants are loaded and their stock is indexed; other requests get 503 until then.
import { imageSettings } from './http/image/image-settings';
import { ResizeQueue } from './http/image/resize-queue';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createApp } from './http/app';
import { developmentRuntime, productionRuntime, type SsrRuntime } from './ssr/ssr-runtime';
import { TenantRegistry } from './tenants/tenant-registry';
import { tenantsDir } from './tenants/tenant-dirs';
import { createSearchProvider } from './search/create-provider';
import { indexedOnce } from './search/indexed-once';
import { MeilisearchProvider } from './search/meilisearch-provider';
import { tenantIndexSettings } from './search/tenant-index';
import type { SearchProvider } from './search/search-provider';
import { createLeadPipeline, type LeadPipeline } from './leads/lead-pipeline';
import { leadSettings, type LeadSettings } from './leads/lead-settings';
import { serverOptions } from './http/server-timeouts';
import { RenderCache } from './http/render-cache';
import { invalidateOnServe, invalidatingSearch } from './http/render-cache-hooks';
import { lazyEmbeddedIndex } from './search/lazy-index-provider';
import { createGarageServices, type GarageServices } from './garage/garage-services';
import { Readiness } from './ops/readiness';
import { ServerMetrics } from './ops/metrics';
import { metricsAccess } from './ops/metrics-access';
import { opsRoutes, startMetricsListener } from './ops/ops-routes';
import { InflightRequests, requestLifecycle } from './ops/request-lifecycle';
import { closeListener, finishesWithin, shutdownSettings, type ShutdownSettings } from './ops/shutdown';
import { log } from './log';
import { CAPTCHA_SECRET, installSharedCounters, SharedCounters } from './ops/shared-counters';
import { storeConfig } from './store/database';
import { StockStore } from './stock/stock-store';
import { installStockSync, StockSync, stockSyncSettings } from './stock/stock-sync';
import { installTenantReload } from './http/admin-routes';
import { checkConnectionBudget } from './ops/connection-budget';
import { poolSettings } from './store/pg-pool';

import { projectRoot } from './project-root';

// TenantRegistry and loadTenant: the test suites load tenants with the code their servers run (tests/helpers/tenants.ts).
export { projectRoot, TenantRegistry };
export { loadTenant } from './tenants/load-tenant';

export interface StartOptions {
  mode: 'production' | 'development';
  port?: number;
  host?: string;
  tenantsDir?: string;
  search?: SearchProvider;
  /** Where leads.sqlite and uploads live (default DATA_DIR, else ./data). */
  dataDir?: string;
  /** Lead pipeline settings over the environment's (retry timing, rate limits, captcha key). */
  leads?: Partial<LeadSettings>;
  /** The garage's clock (sign-in code expiry, holds, booking slots); tests move it. */
  now?: () => number;
  /** Where resized pictures are kept, over IMAGE_CACHE_DIR (default: `image-cache` in the data folder). */
  imageCacheDir?: string;
  /** Environment for the operations settings (METRICS_*, SHUTDOWN_*) and third-party scripts (THIRD_PARTY_SCRIPTS, NODE_ENV, VITEST); process.env by default. */
  env?: NodeJS.ProcessEnv;
}

interface ShutdownResult {
  /** false when SHUTDOWN_TIMEOUT_MS ran out and requests or deliveries were cut. */
  clean: boolean;
}

export interface RunningServer {
  server: Server;
  port: number;
  registry: TenantRegistry;
  runtime: SsrRuntime;
  search: SearchProvider;
  leads: LeadPipeline;
  renderCache: RenderCache;
  garage: GarageServices;
  readiness: Readiness;
  metrics: ServerMetrics;
  /** The separate metrics listener's port (METRICS_PORT), if there is one. */
  metricsPort?: number;
  /** Reads the tenant folders again (SIGHUP): changed tenants replace theirs, removed ones stop. */
  reloadTenants(): Promise<{ loaded: number; removed: string[] }>;
  /** Closes at once (tests, preview). */
  close(): Promise<void>;
  /** The SIGTERM path: not ready, then stop accepting, finish what is in flight, then close. */
  shutdown(settings?: Partial<ShutdownSettings>): Promise<ShutdownResult>;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers while starting: the probes, and 503 for everything else. */
function startingUp(ops: express.Router): Listener {
  const app = express();
  app.disable('x-powered-by');
  app.use(ops);
  app.use((_req, res) => {
    res.setHeader('Retry-After', '1');
    res.status(503).json({ error: 'The server is starting: try again in a moment' });
  });
  return app;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const env = options.env ?? process.env;
  const access = metricsAccess(env);
  const shutdownDefaults = shutdownSettings(env);
  const readiness = new Readiness();
  const metrics = new ServerMetrics();
  const inflight = new InflightRequests();
  let registry = new TenantRegistry();
  const ops = opsRoutes(() => registry.tenants().length, readiness, metrics, access);
  let handler: Listener = startingUp(ops);
  const server = createServer(serverOptions());
  server.on(
    'request',
    requestLifecycle((req, res) => handler(req, res), { tenantFor: (host) => registry.forHost(host), metrics, inflight }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  let leads: LeadPipeline | undefined;
  let garage: GarageServices | undefined;
  let runtime: SsrRuntime | undefined;
  let metricsServer: Server | undefined;
  let counters: SharedCounters | undefined;
  let stockSync: StockSync | undefined;
  try {
    const root = options.tenantsDir ?? tenantsDir();
    const leadOverrides: Partial<LeadSettings> = { ...options.leads, dataDir: options.dataDir ?? options.leads?.dataDir };
    const settings = leadSettings(leadOverrides);
    const config = storeConfig(settings.dataDir, env);
    registry = await TenantRegistry.load(root);
    // With a shared database the stock rows live there: this server serves them and follows their changes.
    if (config.databaseUrl) {
      stockSync = new StockSync(await StockStore.open(config), registry, config.databaseUrl, stockSyncSettings(env));
      await stockSync.start();
    }
    installStockSync(stockSync);
    readiness.done('tenants');
    const renderCache = new RenderCache();
    // Search: the embedded index built on a tenant's first search, pages dropped from the render
    // cache whenever a tenant's index changes, and held cars shown as reserved (garage, checkout).
    const provider = options.search ?? createSearchProvider(env);
    // Meilisearch is shared by every server on the database: one of them pushes each change.
    const pushedOnce = stockSync && provider instanceof MeilisearchProvider ? indexedOnce(provider, stockSync, (slug) => provider.indexKey(slug)) : provider;
    const cached = invalidatingSearch(lazyEmbeddedIndex(pushedOnce), renderCache);
    garage = await createGarageServices(cached, {
      dataDir: leadSettings({ dataDir: options.dataDir ?? options.leads?.dataDir }).dataDir,
      now: options.now,
      env,
    });
    const garageServices = garage;
    const search = garage.search;
    invalidateOnServe(renderCache, registry);
    await Promise.all(registry.tenants().map((t) => search.replaceStock(t.slug, t.stock, tenantIndexSettings(t))));
    registry.onServe((tenant) => search.replaceStock(tenant.slug, tenant.stock, tenantIndexSettings(tenant)).then(() => undefined));
    readiness.done('search');
    // With a shared database, rate limits and the admin lockout count across every server, and
    // the captcha key is one for all of them (unless ALTCHA_HMAC_KEY sets it).
    if (config.databaseUrl) counters = await SharedCounters.open(config);
    installSharedCounters(counters);
    const shared = counters;
    const altchaHmacKey = settings.altchaHmacKey ?? (await shared?.sharedSecret(CAPTCHA_SECRET));
    const pipeline = await createLeadPipeline(
      (slug) => registry.get(slug)?.tenant ?? undefined,
      garage.mail,
      { ...leadOverrides, altchaHmacKey },
      env,
      options.now,
    );
    leads = pipeline;
    garage.attach(pipeline);
    // The store answers when a query on it does (PostgreSQL with DATABASE_URL, else the lead database).
    readiness.addCheck('store', () => (shared ? shared.ping() : pipeline.store.nextDueAt()));
    metrics.attach({
      renderCacheStats: () => renderCache.stats,
      holdCounts: () => garageServices.holds.liveCounts(),
      outboxStats: async () => {
        const { depth, oldestCreatedAt } = await pipeline.store.outboxStats();
        return { depth, oldestAgeSeconds: oldestCreatedAt === undefined ? 0 : Math.max(0, (Date.now() - oldestCreatedAt) / 1000) };
      },
    });
    pipeline.outbox.onFailure = (tenant, dead) => metrics.deliveryFailed(tenant, dead);
    pipeline.outbox.onEscalated = (tenant) => metrics.leadEscalated(tenant);
    pipeline.onAcknowledged = (tenant, by) => metrics.leadAcknowledged(tenant, by);
    // The dev server's HMR socket shares this HTTP server, so several dev servers never fight over a port.
    runtime = options.mode === 'production' ? await productionRuntime(projectRoot) : await developmentRuntime(projectRoot, { hmrServer: server });
    if (access.listen) metricsServer = await startMetricsListener(metrics, access.listen);
    const settingsForImages = { ...imageSettings(), ...(options.imageCacheDir ? { cacheDir: options.imageCacheDir } : {}) };
    const imageQueue = new ResizeQueue(settingsForImages.concurrency, settingsForImages.maxWaiting);
    metrics.attach({ imageQueueStats: () => imageQueue.stats });
    handler = createApp(
      registry,
      runtime,
      metrics.timedSearch(search),
      pipeline,
      renderCache,
      garage,
      ops,
      { settings: settingsForImages, queue: imageQueue },
      env,
    );
    await pipeline.outbox.start();
    // Every pool is open now: log whether DATABASE_SERVERS of this process fit in max_connections.
    if (config.databaseUrl)
      void checkConnectionBudget(config.databaseUrl, poolSettings(env).max, stockSync ? 1 : 0, env).catch((error: unknown) =>
        log.warn({ err: error }, 'could not read max_connections to check the connection budget'),
      );
    readiness.serving();

    const services = { leads: pipeline, garage, runtime, stock: stockSync };
    let reloading: Promise<unknown> = Promise.resolve();
    const closeRest = async () => {
      installTenantReload(undefined);
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      await services.leads.close();
      await services.garage.close();
      if (services.stock) {
        installStockSync(undefined);
        await services.stock.close();
      }
      if (shared) {
        installSharedCounters(undefined);
        await shared.close();
      }
      await services.runtime.vite?.close();
    };
    const reloadTenants = async () => {
      // One reload at a time: a second signal waits for the first and reads the folders again.
      const run = reloading.then(() => registry.reload(root));
      reloading = run.catch(() => undefined);
      const result = await run;
      // A folder new to the database stores its stock.json; the others keep the database's stock.
      await stockSync?.seedMissing().catch((error: unknown) => log.warn({ err: error }, "storing new tenants' stock failed; the next reload tries again"));
      await stockSync?.kick();
      log.info({ tenants: result.loaded, removed: result.removed }, 'tenants reloaded');
      return result;
    };
    // A reload asked for through the admin API reaches every server: this one reads its folders, the others are told.
    stockSync?.followFolderReloads(reloadTenants);
    installTenantReload(reloadTenants);
    return {
      server,
      port,
      registry,
      runtime,
      search,
      leads: pipeline,
      renderCache,
      garage,
      readiness,
      metrics,
      metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : undefined,
      reloadTenants,
      async close() {
        readiness.drain();
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await closeRest();
      },
      async shutdown(settings = {}) {
        const { delayMs, timeoutMs } = { ...shutdownDefaults, ...settings };
        readiness.drain();
        log.info({ delayMs, timeoutMs, inflight: inflight.size }, 'shutting down');
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        inflight.closeConnectionsAfterAnswer();
        const finished = await finishesWithin(Promise.all([closeListener(server), inflight.idle(), services.leads.outbox.stop()]), timeoutMs);
        if (!finished) {
          // Cut: a delivery still sending keeps its lease and is sent again by another server.
          log.warn({ inflight: inflight.size, timeoutMs }, 'shutdown timed out: cutting the remaining requests');
          server.closeAllConnections();
          return { clean: false };
        }
        await closeRest();
        log.info('shut down');
        return { clean: true };
      },
    };
  } catch (error) {
    server.closeAllConnections();
    server.close();
    metricsServer?.close();
    await counters?.close();
    installStockSync(undefined);
    await stockSync?.close();
    if (leads) await leads.close();
    await garage?.close();
    await runtime?.vite?.close();
    throw error;
  }
}
