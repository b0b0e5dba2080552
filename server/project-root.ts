// The repository root, found from this module's location whether it runs from source (server/)
// or from the built server bundle (dist/server/): the nearest folder up with our package.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  let dir = from;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'dealer-platform') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no dealer-platform package.json above ${from}`);
    dir = parent;
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
