// Starts the real production server on a free port: the built bundle (dist/server/server.js),
// the same code `npm start` runs, never the TypeScript sources.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import type { RunningServer, StartOptions } from '../../server/server';

export type { RunningServer };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const builtServer = path.join(repoRoot, 'dist', 'server', 'server.js');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One image cache for every test server on the sample tenants in this run (tests/setup/global-setup.ts). */
    sampleImageCache: string;
  }
}

/**
 * The run's shared image cache, for a server on the sample tenants with a data folder of its own:
 * their pictures are resized once per run instead of once per test file (AVIF costs ~0.2 s a
 * picture). A test that looks at its own cache passes a `dataDir` or `imageCacheDir`.
 */
function sharedImageCache(tenantsDir: string, options: Partial<StartOptions>): string | undefined {
  if (options.dataDir || options.imageCacheDir || path.resolve(tenantsDir) !== path.join(repoRoot, 'tenants')) return undefined;
  return inject('sampleImageCache') || undefined;
}

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
  const imageCacheDir = sharedImageCache(tenantsDir, options);
  const running = await startServer({
    mode: 'production',
    port: 0,
    host: '127.0.0.1',
    tenantsDir,
    ...(ownDataDir ? { dataDir: ownDataDir } : {}),
    ...(imageCacheDir ? { imageCacheDir } : {}),
    ...options,
  });
  if (!ownDataDir) return running;
  const close = running.close.bind(running);
  return { ...running, close: async () => (await close(), rmSync(ownDataDir, { recursive: true, force: true })) };
}
