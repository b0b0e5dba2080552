// Starts the HTTP server for every tenant; used by `npm start`, `npm run dev`, builder-cli preview and tests.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './http/app';
import { developmentRuntime, productionRuntime, type SsrRuntime } from './ssr/ssr-runtime';
import { TenantRegistry, tenantsDir } from './tenants/tenant-registry';
import { createSearchProvider } from './search/create-provider';
import type { SearchProvider } from './search/search-provider';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface StartOptions {
  mode: 'production' | 'development';
  port?: number;
  host?: string;
  tenantsDir?: string;
  search?: SearchProvider;
}

export interface RunningServer {
  server: Server;
  port: number;
  registry: TenantRegistry;
  runtime: SsrRuntime;
  search: SearchProvider;
  close(): Promise<void>;
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const registry = await TenantRegistry.load(options.tenantsDir ?? tenantsDir());
  const search = options.search ?? createSearchProvider();
  await Promise.all(registry.tenants().map((t) => search.replaceStock(t.slug, t.stock)));
  registry.onServe((tenant) => search.replaceStock(tenant.slug, tenant.stock).then(() => undefined));
  const server = createServer();
  // The dev server's HMR socket shares this HTTP server, so several dev servers never fight over a port.
  const runtime = options.mode === 'production' ? await productionRuntime(projectRoot) : await developmentRuntime(projectRoot, { hmrServer: server });
  server.on('request', createApp(registry, runtime, search));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    registry,
    runtime,
    search,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.vite?.close();
    },
  };
}
