// Starts the HTTP server for every tenant; used by `npm start`, `npm run dev`, builder-cli preview and tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './http/app';
import { developmentRuntime, productionRuntime, type SsrRuntime } from './ssr/ssr-runtime';
import { TenantRegistry, tenantsDir } from './tenants/tenant-registry';
import { createSearchProvider } from './search/create-provider';
import { tenantIndexSettings } from './search/tenant-index';
import type { SearchProvider } from './search/search-provider';
import { createLeadPipeline, type LeadPipeline } from './leads/lead-pipeline';
import type { LeadSettings } from './leads/lead-settings';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
}

export interface RunningServer {
  server: Server;
  port: number;
  registry: TenantRegistry;
  runtime: SsrRuntime;
  search: SearchProvider;
  leads: LeadPipeline;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const registry = await TenantRegistry.load(options.tenantsDir ?? tenantsDir());
  const search = options.search ?? createSearchProvider();
  await Promise.all(registry.tenants().map((t) => search.replaceStock(t.slug, t.stock, tenantIndexSettings(t))));
  registry.onServe((tenant) => search.replaceStock(tenant.slug, tenant.stock, tenantIndexSettings(tenant)).then(() => undefined));
  const leads = createLeadPipeline((slug) => registry.get(slug)?.tenant ?? undefined, { ...options.leads, dataDir: options.dataDir ?? options.leads?.dataDir });
  const server = createServer();
  let runtime: SsrRuntime;
  try {
    // The dev server's HMR socket shares this HTTP server, so several dev servers never fight over a port.
    runtime = options.mode === 'production' ? await productionRuntime(projectRoot) : await developmentRuntime(projectRoot, { hmrServer: server });
    server.on('request', createApp(registry, runtime, search, leads));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (error) {
    await leads.close();
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
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await leads.close();
      await runtime.vite?.close();
    },
  };
}
