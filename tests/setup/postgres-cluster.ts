// A throwaway PostgreSQL cluster for the store tests: initdb and pg_ctl in a temp folder, on a
// free loopback port, stopped and deleted at the end. initdb refuses to run as root, so as root
// the cluster belongs to the `postgres` user. When the binaries are missing it installs Debian's
// `postgresql` with apt-get as root (like ensure-chromium.ts), else says which command to run.
import { execFileSync, execSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const INSTALL = 'sudo apt-get update && sudo apt-get install -y postgresql';

export interface Cluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres: a superuser that may create one database per test. */
  adminUrl: string;
  /** Stops the server but keeps its data (an outage); `resume` starts it again on the same port. */
  pause(): void;
  resume(): void;
  stop(): void;
}

function binDir(): string | undefined {
  const onPath = (name: string) => {
    try {
      return path.dirname(execSync(`command -v ${name}`, { shell: '/bin/sh', encoding: 'utf8' }).trim());
    } catch {
      return undefined;
    }
  };
  const fromPath = onPath('initdb');
  if (fromPath && existsSync(path.join(fromPath, 'pg_ctl'))) return fromPath;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

function ensureBinaries(isRoot: boolean): string {
  const found = binDir();
  if (found) return found;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('[postgres] initdb is missing; installing postgresql with apt-get');
    execSync('apt-get update && apt-get install -y postgresql', {
      stdio: 'inherit',
      shell: '/bin/sh',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = binDir();
    if (installed) return installed;
  }
  throw new Error(`The store tests need PostgreSQL's initdb and pg_ctl. Install them with:\n\n  ${INSTALL}\n`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ClusterOptions {
  /**
   * Commits reach the disk (PostgreSQL's defaults: fsync, synchronous_commit, full_page_writes), as
   * on a real server: the lead bench compares it with SQLite's synchronous=FULL. Default: off, for speed.
   */
  durable?: boolean;
}

export async function startCluster(clusterOptions: ClusterOptions = {}): Promise<Cluster> {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const bin = ensureBinaries(isRoot);
  const dir = mkdtempSync(path.join(tmpdir(), 'dealer-pg-'));
  const data = path.join(dir, 'data');
  // As root, run the binaries as `postgres` over a folder it owns.
  const owner = isRoot ? Number(execSync('id -u postgres', { encoding: 'utf8' }).trim()) : undefined;
  if (owner !== undefined) chownSync(dir, owner, Number(execSync('id -g postgres', { encoding: 'utf8' }).trim()));
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(file, argv, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = await freePort();
  // Throwaway data: no fsync unless asked; enough connections for two servers and the test's own pools.
  const speed = clusterOptions.durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${speed} -c max_connections=200`;
  const start = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  start();
  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
