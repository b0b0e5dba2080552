// Vitest global setup: the integration and e2e suites start the built production server
// (dist/server) serving dist/client. `npm test` builds first; a direct `npx vitest run` rebuilds
// here only when a build is missing or older than the sources, and only when the run includes
// those suites (a unit-test run never rewrites dist/ under another process's server).
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCluster } from './postgres-cluster.ts';
import { buildCliBundle } from '../../build/cli-bundle.ts';
import { bundledEntry } from '../../builder-cli/bundled-entry.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const BUILT = [path.join(root, 'dist', 'client', '.vite', 'manifest.json'), path.join(root, 'dist', 'server', 'server.js')];
const SOURCES = ['runtime', 'blocks', 'schemas', 'server', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) if (entry !== 'node_modules') newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Whether the CLI file filters (none means every file) select any integration or e2e test file. */
function selectsServerSuites(filters: readonly string[] | undefined): boolean {
  if (!filters?.length) return true;
  const files = ['integration', 'e2e', 'fuzz'].flatMap((dir) => {
    const full = path.join(root, 'tests', dir);
    return existsSync(full) ? readdirSync(full).map((f) => path.join(full, f)) : [];
  });
  return files.some((file) => filters.some((f) => file.includes(f) || path.relative(root, file).includes(f) || file.includes(path.resolve(root, f))));
}

/** Whether the run includes a test that needs PostgreSQL: files under a store/ folder and *.pg.test.ts. */
function selectsPostgresTests(filters: readonly string[] | undefined): boolean {
  if (!filters?.length) return true;
  return filters.some((f) => /(^|\/)store(\/|$)|\.pg(\.test(\.ts)?)?$|\.pg\.test/.test(f) || f.includes('scale-out'));
}

/** The CLI file filters of this run (Vitest keeps them on `filenamePattern`; undefined = every file). */
type SetupProject = { vitest?: { filenamePattern?: string[] }; provide?: (key: 'postgresAdminUrl' | 'sampleImageCache', value: string) => void };

interface RunSetup {
  adminUrl?: string;
  /** tests/helpers/server.ts: the image cache the run's servers on the sample tenants share. */
  imageCache: string;
  stop(): void;
}

/**
 * Vitest calls a global setup once for the root config and once per project (vite.config.ts has
 * two), in one process: the cluster and the build are made once and shared, and the cluster
 * stops when the last caller tears down.
 */
const shared = globalThis as { dealerRunSetup?: { run: Promise<RunSetup>; users: number } };

async function setupRun(filters: readonly string[] | undefined): Promise<RunSetup> {
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
  if (!process.env.TEST_DATABASE_URL && selectsPostgresTests(filters)) cluster = await startCluster();
  try {
    await buildWhenStale(filters);
    // The CLI tests' children run the bundled builder-cli while it is fresh (about 0.8 s a start
    // instead of 3 s through tsx): rebuild it after an edit to any of its sources (0.3 s).
    if (!bundledEntry(root, [])) await buildCliBundle(root);
  } catch (error) {
    cluster?.stop();
    throw error;
  }
  const imageCache = mkdtempSync(path.join(tmpdir(), 'dealer-test-images-'));
  return {
    adminUrl: cluster?.adminUrl,
    imageCache,
    stop: () => {
      cluster?.stop();
      rmSync(imageCache, { recursive: true, force: true });
    },
  };
}

export default async function setup(project?: SetupProject): Promise<() => void> {
  shared.dealerRunSetup ??= { run: setupRun(project?.vitest?.filenamePattern), users: 0 };
  const state = shared.dealerRunSetup;
  state.users++;
  const run = await state.run;
  if (run.adminUrl) project?.provide?.('postgresAdminUrl', run.adminUrl);
  project?.provide?.('sampleImageCache', run.imageCache);
  return () => {
    if (--state.users > 0) return;
    run.stop();
    delete shared.dealerRunSetup;
  };
}

async function buildWhenStale(filters: readonly string[] | undefined): Promise<void> {
  if (!selectsServerSuites(filters)) return;
  const builtAt = Math.min(...BUILT.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= sourcesAt) return;
  console.log(`[global-setup] ${builtAt ? 'the build is older than its sources' : 'no build'}; running vite build`);
  const { build } = await import('vite');
  // Vitest sets NODE_ENV=test, which would bundle React's development build; build as `vite build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const config = { root, mode: 'production', configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' } as const;
    await build(config);
    await build({ ...config, build: { ssr: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
