// Starts the real production server (needs a client build in dist/client) on a free port.
import type { RunningServer } from '../../server/server';

export type { RunningServer };

/** Server code is imported lazily so a test file can decide its tenants directory first. */
export async function startTestServer(tenantsDir: string): Promise<RunningServer> {
  const { startServer } = await import('../../server/server');
  return startServer({ mode: 'production', port: 0, host: '127.0.0.1', tenantsDir });
}
