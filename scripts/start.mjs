// `npm start`: runs the built server (dist/server/start.js) with plain node, building first when
// no build exists. NODE_ENV is settled before anything imports React, which picks its build once.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

process.env.NODE_ENV ??= 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist', 'server', 'start.js');

if (!existsSync(serverEntry) || !existsSync(path.join(root, 'dist', 'client', '.vite', 'manifest.json'))) {
  console.log('No build found: running npm run build first.');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await import(pathToFileURL(serverEntry).href);
