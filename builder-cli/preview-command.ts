// `builder-cli preview <slug>`: the dev server, with the tenant reloaded whenever one of its
// files (or its templates') changes. A valid edit reloads the browser; an invalid one prints the
// problems and shows them in Vite's error overlay while the last valid version keeps serving.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../server/server';
import { loadTenant } from '../server/tenants/load-tenant';
import { tenantsDir } from '../server/tenants/tenant-registry';
import { formatProblem } from '../server/tenants/problem';
import { UsageError } from './usage-error';

export async function previewCommand(slug: string, opts: { port: string }): Promise<number> {
  const dir = path.join(tenantsDir(), slug);
  if (!existsSync(path.join(dir, 'site.json'))) throw new UsageError(`no tenant "${slug}" under ${tenantsDir()}`);
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number, not "${opts.port}"`);

  const running = await startServer({ mode: 'development', port });
  const { registry, runtime } = running;
  const vite = runtime.vite!;
  const url = `http://${slug}.localhost:${running.port}/`;
  const initial = registry.get(slug);
  if (initial && !initial.tenant) for (const p of initial.problems) console.error(formatProblem(p));
  console.log(`Previewing ${slug} at ${url}`);
  console.log('Edit its JSON files; the page reloads on save. Ctrl+C stops.');

  let timer: NodeJS.Timeout | undefined;
  const reload = async () => {
    const load = await loadTenant(dir);
    registry.put(load);
    if (load.tenant) {
      console.log(`${new Date().toLocaleTimeString()} ${slug} is valid: reloading the page`);
      vite.ws.send({ type: 'full-reload', path: '*' });
      return;
    }
    const lines = load.problems.map(formatProblem);
    console.error(`${new Date().toLocaleTimeString()} ${slug} has ${lines.length} problem(s); still serving the last valid version`);
    const first = load.problems[0];
    vite.ws.send({
      type: 'error',
      err: {
        message: `builder-cli validate found ${lines.length} problem(s) in ${slug}:\n\n${lines.join('\n')}`,
        stack: '',
        plugin: 'builder-cli',
        ...(first ? { id: first.file, loc: { file: first.file, line: first.line, column: first.col } } : {}),
      },
    });
  };
  const onFile = (file: string) => {
    const sources = registry.get(slug)?.sourceDirs ?? [dir];
    if (!file.endsWith('.json') && !file.includes(`${path.sep}public${path.sep}`)) return;
    if (!sources.some((d) => file.startsWith(d + path.sep))) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(), 80);
  };
  vite.watcher.add((registry.get(slug)?.sourceDirs ?? [dir]).map((d) => path.resolve(d)));
  for (const event of ['add', 'change', 'unlink'] as const) vite.watcher.on(event, onFile);

  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  await running.close();
  return 0;
}
