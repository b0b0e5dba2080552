// Where the server gets its renderer and asset URLs: the production build, or a Vite dev server.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { Assets } from '../../runtime/app/boot-data';
import type { renderPage } from '../../runtime/entry-server';
import { ROUTE_PART_SOURCES } from '../../runtime/app/lazy-sources';

export interface SsrRuntime {
  mode: 'production' | 'development';
  /** Loads the renderer (fresh per request in development, so edits show without a restart). */
  renderer(): Promise<typeof renderPage>;
  /** Stylesheets and preloads for a page, including those of the lazy chunks it renders. */
  assets(url: string, chunks?: readonly string[]): Promise<Assets>;
  clientEntry: string;
  /** The text of every built stylesheet, by address: production pages write their stylesheets inline. */
  cssText?: Readonly<Record<string, string>>;
  /** The built client folder served at /assets (production only). */
  clientDir?: string;
  vite?: ViteDevServer;
}

const CLIENT_ENTRY_SOURCE = 'runtime/entry-client.tsx';

function clientBuildDir(root: string): string {
  return path.join(root, 'dist', 'client');
}

interface ManifestChunk {
  file: string;
  dynamicImports?: string[];
  css?: string[];
  imports?: string[];
}

export async function productionRuntime(root: string): Promise<SsrRuntime> {
  const clientDir = clientBuildDir(root);
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY_SOURCE];
  if (!entry) throw new Error(`the client build has no ${CLIENT_ENTRY_SOURCE}; run npm run build`);
  const collect = (roots: readonly string[]) => {
    const css = new Set<string>();
    const js = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has('/' + chunk.file)) return;
      js.add('/' + chunk.file);
      chunk.css?.forEach((c) => css.add('/' + c));
      chunk.imports?.forEach(visit);
    };
    roots.forEach(visit);
    return { css, js };
  };
  const base = collect([CLIENT_ENTRY_SOURCE]);
  const cache = new Map<string, Assets>();
  const assetsFor = (chunks: readonly string[] = []): Assets => {
    const key = chunks.join(',');
    let assets = cache.get(key);
    if (!assets) {
      const extra = collect(chunks);
      // Preload the entry's own imports too: the browser would otherwise find them only after parsing the entry.
      const entryFile = '/' + entry.file;
      assets = {
        css: [...new Set([...base.css, ...extra.css])],
        inlineCss: true,
        preload: [...new Set([...base.js, ...extra.js])].filter((f) => f !== entryFile),
      };
      cache.set(key, assets);
    }
    return assets;
  };
  // Read once: a page's stylesheets go inline (Assets.inlineCss). The files are still served, for
  // the parts a client-side navigation loads later (decisions: "Shell and first paint").
  const cssText: Record<string, string> = {};
  for (const chunk of Object.values(manifest)) for (const c of chunk.css ?? []) cssText['/' + c] ??= readFileSync(path.join(clientDir, c), 'utf8');
  const { renderPage } = await import('../../runtime/entry-server');
  return {
    mode: 'production',
    renderer: async () => renderPage,
    assets: async (_url, chunks) => assetsFor(chunks),
    clientEntry: '/' + entry.file,
    cssText,
    clientDir,
  };
}

export async function developmentRuntime(root: string, options: { hmrServer?: import('node:http').Server } = {}): Promise<SsrRuntime> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: options.hmrServer ? { server: options.hmrServer } : true },
    appType: 'custom',
  });
  return {
    mode: 'development',
    vite,
    renderer: async () => ((await vite.ssrLoadModule('/runtime/entry-server.tsx')) as typeof import('../../runtime/entry-server')).renderPage,
    assets: async (url, chunks = []) => {
      const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
      const devScripts: string[] = [];
      for (const m of html.matchAll(/<script type="module"(?: src="([^"]+)")?[^>]*>([\s\S]*?)<\/script>/g)) {
        devScripts.push(m[1] ? `import ${JSON.stringify(m[1])};` : m[2]!);
      }
      return { css: await devStylesheets(vite, [CLIENT_ENTRY_SOURCE, ...chunks]), devScripts };
    },
    clientEntry: '/' + CLIENT_ENTRY_SOURCE,
  };
}

const PART_ROOTS = new Set(Object.values(ROUTE_PART_SOURCES).map((s) => '/' + s));
const isPartRoot = (url: string) => PART_ROOTS.has(url) || /^\/blocks\/[^/]+\/index\.tsx$/.test(url);

/**
 * The stylesheets a page's modules import, found in the dev server's module graph from the
 * client entry and the page's code-split parts, so the dev server's HTML links them as the
 * production HTML does (no flash of unstyled content before the scripts run). Other parts'
 * modules are not followed.
 */
async function devStylesheets(vite: ViteDevServer, sources: readonly string[]): Promise<string[]> {
  const roots = sources.map((s) => '/' + s);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return;
    seen.add(url);
    await vite.transformRequest(url);
    const node = await vite.moduleGraph.getModuleByUrl(url);
    for (const dep of node?.importedModules ?? []) {
      if (/\.css($|\?)/.test(dep.url)) css.add(dep.url);
      else if (!dep.url.startsWith('/node_modules/.vite/') && !(isPartRoot(dep.url) && !roots.includes(dep.url))) await visit(dep.url);
    }
  };
  for (const root of roots) await visit(root);
  return [...css];
}
