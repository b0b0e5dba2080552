// `builder-cli preview <slug>`: the dev server, with the tenant reloaded whenever one of its
// files (or its templates', manufacturer's or dealer group's override folders') changes, and checked by the same checks as `validate`. A version that
// loads is served and the browser reloads; what the checks find is printed in the terminal and
// shown in Vite's error overlay. A version that does not load is not served: the last valid one
// keeps serving.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../server/server';
import { loadTenant } from '../server/tenants/load-tenant';
import { tenantsDir } from '../server/tenants/tenant-dirs';
import type { TenantLoad } from '../server/tenants/tenant';
import { lintTenants } from './checks/run-checks';
import type { LintProblem } from './checks/check';
import { formatOffense } from './lint-output';
import { UsageError } from './usage-error';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const key = (p: { file: string; line: number; col: number; code: string; message: string }) => `${p.file}:${p.line}:${p.col}:${p.code}:${p.message}`;

/** "2 errors, 1 warning" (info only when there is some). */
function countFindings(problems: readonly LintProblem[]): string {
  const count = (s: LintProblem['severity']) => problems.filter((p) => p.severity === s).length;
  const infos = count('info');
  return `${plural(count('error'), 'error')}, ${plural(count('warning'), 'warning')}${infos ? `, ${infos} info` : ''}`;
}

/** Vite's error-overlay payload listing what validate found (located at the first finding). */
function overlayOf(slug: string, problems: readonly LintProblem[]) {
  const first = problems[0];
  return {
    type: 'error' as const,
    err: {
      message: `builder-cli validate found ${problems.length} problem(s) in ${slug} (${countFindings(problems)}):\n\n${problems.map(formatOffense).join('\n')}`,
      stack: '',
      plugin: 'builder-cli',
      ...(first ? { id: first.file, loc: { file: first.file, line: first.line, column: first.col } } : {}),
    },
  };
}

/** validate's findings for one tenant folder (the loader's problems first, then every check's). */
async function findingsOf(dir: string): Promise<LintProblem[]> {
  const [lint] = await lintTenants([dir]);
  return lint?.problems ?? [];
}

export async function previewCommand(slug: string, opts: { port: string }): Promise<number> {
  const dir = path.join(tenantsDir(), slug);
  if (!existsSync(path.join(dir, 'site.json'))) throw new UsageError(`no tenant "${slug}" under ${tenantsDir()}`);
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a port number, not "${opts.port}"`);

  const running = await startServer({ mode: 'development', port });
  const { registry, runtime } = running;
  const vite = runtime.vite!;
  const url = `http://${slug}.localhost:${running.port}/`;
  /** What the overlay shows to every page that connects, until an edit leaves nothing to find. */
  let overlay: ReturnType<typeof overlayOf> | null = null;
  vite.ws.on('vite:client:connect', (_data: unknown, client: { send: (payload: ReturnType<typeof overlayOf>) => void }) => {
    // After Vite's own "connected" message, which follows this event.
    if (overlay) setImmediate((shown) => client.send(shown), overlay);
  });

  // At start the server has printed the problems of a tenant that does not load: print the rest.
  const initial = registry.get(slug);
  const printed = new Set((initial?.tenant ? [] : (initial?.problems ?? [])).map(key));
  const atStart = await findingsOf(dir);
  for (const p of atStart) if (!printed.has(key(p))) console.error(formatOffense(p));
  if (atStart.length) {
    console.error(`validate found ${plural(atStart.length, 'problem')} in ${slug} (${countFindings(atStart)})`);
    overlay = overlayOf(slug, atStart);
  }
  console.log(`Previewing ${slug} at ${url}`);
  console.log('Edit its JSON files; the page reloads on save. Ctrl+C stops.');

  const reload = async () => {
    const [load, findings]: [TenantLoad, LintProblem[]] = await Promise.all([loadTenant(dir), findingsOf(dir)]);
    const served = Boolean(registry.get(slug)?.tenant);
    registry.put(load, { quiet: true });
    const time = new Date().toLocaleTimeString();
    overlay = findings.length ? overlayOf(slug, findings) : null;
    if (!load.tenant) {
      const outcome = served ? 'still serving the last valid version' : 'it is not served';
      console.error(`${time} ${slug} has ${plural(findings.length, 'problem')} (${countFindings(findings)}); ${outcome}`);
      for (const p of findings) console.error(formatOffense(p));
      vite.ws.send(overlay!);
      return;
    }
    if (findings.length) {
      console.error(`${time} ${slug} reloading the page; validate found ${plural(findings.length, 'problem')} (${countFindings(findings)}):`);
      for (const p of findings) console.error(formatOffense(p));
    } else {
      console.log(`${time} ${slug} is valid: reloading the page`);
    }
    vite.ws.send({ type: 'full-reload', path: '*' });
  };
  // Every layer folder the site selects, also a manufacturer's or group's that does not exist yet;
  // a changed manufacturer or group adds its folders. For a missing folder chokidar watches its
  // override root (tenants/_groups), as it follows only one missing level down to a file.
  const layers = () => registry.get(slug)?.layers ?? [{ dir, present: true }];
  const watchedDirs = () => layers().map((l) => path.resolve(l.dir));
  const watching = new Set<string>();
  const watchLayers = () => {
    const fresh = layers()
      .map((l) => path.resolve(l.present ? l.dir : path.dirname(l.dir)))
      .filter((d) => !watching.has(d));
    for (const d of fresh) watching.add(d);
    if (fresh.length) vite.watcher.add(fresh);
  };
  // One reload at a time: an edit saved while the checks run is checked after them.
  let timer: NodeJS.Timeout | undefined;
  let queue = Promise.resolve();
  const onFile = (file: string) => {
    if (!file.endsWith('.json') && !file.includes(`${path.sep}public${path.sep}`)) return;
    if (!watchedDirs().some((d) => file.startsWith(d + path.sep))) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      queue = queue
        .then(reload)
        .then(watchLayers)
        .catch((error: unknown) => console.error(`${slug} could not be reloaded: ${String(error)}`));
    }, 80);
  };
  watchLayers();
  for (const event of ['add', 'change', 'unlink'] as const) vite.watcher.on(event, onFile);

  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
  });
  await running.close();
  return 0;
}
