// Starts the real production server (needs a client build in dist/client) on a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunningServer, StartOptions } from '../../server/server';

export type { RunningServer };

/**
 * Server code is imported lazily so a test file can decide its tenants directory first.
 * `options` adds to the defaults. Without a `dataDir` the server gets a temporary one, removed
 * on close, so no test writes a lead database into the repository.
 */
export async function startTestServer(tenantsDir: string, options: Partial<StartOptions> = {}): Promise<RunningServer> {
  const { startServer } = await import('../../server/server');
  const ownDataDir = options.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'dealer-data-'));
  const running = await startServer({ mode: 'production', port: 0, host: '127.0.0.1', tenantsDir, ...(ownDataDir ? { dataDir: ownDataDir } : {}), ...options });
  if (!ownDataDir) return running;
  const close = running.close.bind(running);
  return { ...running, close: async () => (await close(), rmSync(ownDataDir, { recursive: true, force: true })) };
}
