// The benches measure the production server, which serves dist/client: build it first when it is
// missing (as `npm start` does).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export function ensureClientBuild(root = process.cwd()): void {
  if (existsSync(path.join(root, 'dist', 'client', '.vite', 'manifest.json'))) return;
  console.log('No client build found: running vite build first.');
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`vite build failed with exit code ${built.status}`);
}
