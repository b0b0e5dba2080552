// `builder-cli edit <slug> [--port 5174]`: the visual editor for one tenant, on loopback only,
// behind a random token printed with its address. It writes the same JSON files, with minimal edits.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tenantsDir } from '../../server/tenants/tenant-dirs';
import { UsageError } from '../usage-error';
import { ensureEditorBundle } from './build-editor';
import { startEditor } from './editor-server';

export async function editCommand(slug: string, opts: { port: string }): Promise<number> {
  const root = tenantsDir();
  if (!existsSync(path.join(root, slug, 'site.json'))) throw new UsageError(`no tenant "${slug}" under ${root}`);
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number, not "${opts.port}"`);
  const bundleDir = await ensureEditorBundle((line) => console.log(line));
  const editor = await startEditor({ tenantsRoot: root, slug, port, bundleDir });
  console.log(`Editing ${slug} at ${editor.url}`);
  console.log('Only this machine can open it, and only with that address (its token). Ctrl+C stops.');
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  await editor.close();
  return 0;
}
