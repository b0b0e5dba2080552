// `npm start`: the production server on PORT (default 3000); builds the client first when no build exists.
// NODE_ENV is settled before anything imports React, which picks its build once at import time.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(path.join(root, 'dist', 'client', '.vite', 'manifest.json'))) {
  console.log('No client build found: running vite build first.');
  const built = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const { startServer } = await import('./server');
const { log } = await import('./log');
const running = await startServer({ mode: 'production', port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
const slugs = running.registry.tenants().map((t) => t.slug);
log.info({ port: running.port, tenants: slugs }, 'serving');
console.log(`Serving ${slugs.length} dealer sites:`);
for (const slug of slugs) console.log(`  http://${slug}.localhost:${running.port}/`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void running.close().then(() => process.exit(0)));
