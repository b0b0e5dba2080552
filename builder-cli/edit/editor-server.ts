// `builder-cli edit`'s server: loopback only, the token on every request, the editor's bundle and
// API under /__editor/, and everything else proxied to a preview server that renders the working
// copy (unsaved documents included) through the dev runtime, as `preview` renders saved files.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { startServer, type RunningServer } from '../../server/server';
import { loadTenant } from '../../server/tenants/load-tenant';
import { projectRoot } from '../../server/project-root';
import { editorApi } from './editor-api';
import { EditorWorkspace } from './editor-workspace';
import { proxyToPreview } from './preview-proxy';
import { TOKEN_COOKIE, newEditorToken, tokenSource } from './editor-token';

const EDITOR_BASE = '/__editor';

interface EditorOptions {
  tenantsRoot: string;
  slug: string;
  port: number;
  /** Where the built editor bundle is (dist/editor). */
  bundleDir?: string;
  token?: string;
}

interface RunningEditor {
  server: Server;
  port: number;
  token: string;
  url: string;
  workspace: EditorWorkspace;
  preview: RunningServer;
  close(): Promise<void>;
}

export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const token = options.token ?? newEditorToken();
  const workspace = new EditorWorkspace(options.tenantsRoot, options.slug);
  const preview = await startServer({ mode: 'development', port: 0, tenantsDir: workspace.shadowRoot, dataDir: path.join(workspace.shadowRoot, '.data') });
  let sourceDirs = preview.registry.get(options.slug)?.sourceDirs ?? [workspace.shadowTenantDir];
  const realDirs = () => sourceDirs.map((d) => path.join(options.tenantsRoot, path.relative(workspace.shadowRoot, d)));

  const app = express();
  app.disable('x-powered-by');
  app.use((req, res, next) => {
    const url = new URL(req.url, 'http://editor');
    const source = tokenSource(token, { query: url.searchParams.get('token'), header: req.get('x-editor-token'), cookieHeader: req.get('cookie') });
    if (!source) {
      res.status(403).json({ error: 'This editor needs the token from the address `builder-cli edit` printed.' });
      return;
    }
    if (source === 'query') res.cookie(TOKEN_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: '/' });
    next();
  });
  app.use(
    `${EDITOR_BASE}/api`,
    editorApi({
      workspace,
      sourceDirs: realDirs,
      tenant: () => preview.registry.get(options.slug)?.tenant,
      async reloadPreview() {
        const load = await loadTenant(workspace.shadowTenantDir);
        preview.registry.put(load);
        sourceDirs = load.sourceDirs;
        return load.tenant !== null && !load.problems.some((p) => p.severity === 'error');
      },
    }),
  );
  const bundleDir = options.bundleDir ?? path.join(projectRoot, 'dist', 'editor');
  app.use(EDITOR_BASE, express.static(bundleDir, { index: false, maxAge: 0 }));
  // The editor is one page: every other address under /__editor/ is its index.html.
  app.get(/^\/__editor(\/.*)?$/, (_req, res) => {
    res.set('cache-control', 'no-store').sendFile(path.join(bundleDir, 'index.html'));
  });
  const proxy = proxyToPreview(preview.port, `${options.slug}.localhost`);
  app.use((req, res) => proxy.forward(req, res));

  const server = createServer(app);
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://editor');
    if (!tokenSource(token, { query: url.searchParams.get('token'), header: undefined, cookieHeader: req.headers.cookie })) return socket.destroy();
    proxy.upgrade(req, socket, head);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    token,
    url: `http://127.0.0.1:${port}${EDITOR_BASE}/?token=${token}`,
    workspace,
    preview,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await preview.close();
      workspace.close();
    },
  };
}
