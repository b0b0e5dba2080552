// Starts the real production server on a free port: the built bundle (dist/server/server.js),
// the same code `npm start` runs, never the TypeScript sources.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RunningServer, StartOptions } from '../../server/server';

export type { RunningServer };

const builtServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'server', 'server.js');

/** The built server module (tests/setup/global-setup.ts builds it when missing or stale). */
export async function builtServerModule(): Promise<typeof import('../../server/server')> {
  if (!existsSync(builtServer)) throw new Error(`no server build at ${builtServer}: run npm run build`);
  return (await import(/* @vite-ignore */ pathToFileURL(builtServer).href)) as typeof import('../../server/server');
}

/**
 * Server code is imported lazily so a test file can decide its tenants directory first.
 * `options` adds to the defaults. Without a `dataDir` the server gets a temporary one, removed
 * on close, so no test writes a lead database into the repository.
 */
export async function startTestServer(tenantsDir: string, options: Partial<StartOptions> = {}): Promise<RunningServer> {
  const { startServer } = await builtServerModule();
  const ownDataDir = options.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'dealer-data-'));
  const running = await startServer({ mode: 'production', port: 0, host: '127.0.0.1', tenantsDir, ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...options });
  if (!ownDataDir) return running;
  const close = running.close.bind(running);
  return { ...running, close: async () => (await close(), rmSync(ownDataDir, { recursive: true, force: true })) };
}
