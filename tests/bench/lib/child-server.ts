// A production server in its own process for the benches (so the load generator does not share
// its event loop): spawns tests/bench/lib/density-server.ts and waits for its port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface ChildServer {
  port: number;
  readyMs: number;
  tenants: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startChildServer(tenantsDir: string): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve('tests/bench/lib/density-server.ts'), path.resolve(tenantsDir), mkdtempSync(path.join(tmpdir(), 'bench-data-'))],
    {
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: child.stdout! });
    rl.on('line', (l) => l.startsWith('{"port"') && resolve(l));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const info = JSON.parse(line) as { port: number; readyMs: number; tenants: number };
  return {
    ...info,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
