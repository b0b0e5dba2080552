// Starts the HTTP server for every tenant; used by `npm start`, `npm run dev`, builder-cli preview and tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './http/app';
import { developmentRuntime, productionRuntime, type SsrRuntime } from './ssr/ssr-runtime';
import { TenantRegistry, tenantsDir } from './tenants/tenant-registry';
import { createSearchProvider } from './search/create-provider';
import { tenantIndexSettings } from './search/tenant-index';
import type { SearchProvider } from './search/search-provider';
import { createLeadPipeline, type LeadPipeline } from './leads/lead-pipeline';
import { leadSettings, type LeadSettings } from './leads/lead-settings';
import { serverOptions } from './http/server-timeouts';
import { RenderCache } from './http/render-cache';
import { invalidateOnServe, invalidatingSearch } from './http/render-cache-hooks';
import { lazyEmbeddedIndex } from './search/lazy-index-provider';
import { createGarageServices, type GarageServices } from './garage/garage-services';

import { projectRoot } from './project-root';

export { projectRoot };

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
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const registry = await TenantRegistry.load(options.tenantsDir ?? tenantsDir());
  const renderCache = new RenderCache();
  // Search: the embedded index built on a tenant's first search, pages dropped from the render
  // cache whenever a tenant's index changes, and held cars shown as reserved (garage, checkout).
  const cached = invalidatingSearch(lazyEmbeddedIndex(options.search ?? createSearchProvider()), renderCache);
  const garage = createGarageServices(cached, { dataDir: leadSettings({ dataDir: options.dataDir ?? options.leads?.dataDir }).dataDir, now: options.now });
  const search = garage.search;
  invalidateOnServe(renderCache, registry);
  await Promise.all(registry.tenants().map((t) => search.replaceStock(t.slug, t.stock, tenantIndexSettings(t))));
  registry.onServe((tenant) => search.replaceStock(tenant.slug, tenant.stock, tenantIndexSettings(tenant)).then(() => undefined));
  const leads = createLeadPipeline((slug) => registry.get(slug)?.tenant ?? undefined, { ...options.leads, dataDir: options.dataDir ?? options.leads?.dataDir });
  garage.attach(leads);
  const server = createServer(serverOptions());
  let runtime: SsrRuntime;
  try {
    // The dev server's HMR socket shares this HTTP server, so several dev servers never fight over a port.
    runtime = options.mode === 'production' ? await productionRuntime(projectRoot) : await developmentRuntime(projectRoot, { hmrServer: server });
    server.on('request', createApp(registry, runtime, search, leads, renderCache, garage));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await leads.close();
    garage.close();
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  leads.outbox.start();
  return {
    server,
    port,
    registry,
    runtime,
    search,
    leads,
    renderCache,
    garage,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await leads.close();
      garage.close();
      await runtime.vite?.close();
    },
  };
}
