// A real production server process (node dist/server/start.js, what `npm start` runs) on a free
// port, its JSON log lines collected, stopped by a signal. Used where the process itself is the
// subject: signals, exit codes, log lines, several servers on one store.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './tenants';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** The separate metrics listener's port, when METRICS_PORT was set. */
  metricsPort?: number;
  /** Every JSON line it wrote to stdout so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** Sends a signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ServerProcessOptions {
  tenantsDir: string;
  dataDir: string;
  env?: Record<string, string>;
  /** ms to wait for the "serving" line. */
  startTimeoutMs?: number;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' };
  delete env.VITEST;
  Object.assign(env, { TENANTS_DIR: options.tenantsDir, DATA_DIR: options.dataDir }, options.env);
  const child = spawn(process.execPath, [path.join(repoRoot, 'dist', 'server', 'start.js')], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const started = Date.now();
  const timeout = options.startTimeoutMs ?? 30_000;
  let serving: Record<string, unknown> | undefined;
  while (!(serving = logs.find((l) => l.msg === 'serving'))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before serving: ${stderr}`);
    if (Date.now() - started > timeout) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${timeout} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    child,
    port: serving.port as number,
    metricsPort: serving.metricsPort as number | undefined,
    logs,
    exited,
    stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
