// Bytes per route of a first visit: the document, and the JavaScript and CSS its HTML asks for
// (stylesheets, the entry, module preloads), as sent with no compression, gzip and brotli; and the
// first-visit JavaScript count the budget tests assert, from the same function (tests/helpers/js-budget.ts).
// Run alone: NODE_ENV=production npx tsx tests/bench/lib/bytes-run.ts
import { request } from 'node:http';
import { builtServerModule } from '../../helpers/server';

// The built bundle, as `npm start` runs it (npm run build first).
const { startServer } = await builtServerModule();
import { documentScripts, gzippedScripts, JS_BUDGET_GZIP } from '../../helpers/js-budget';
import { benchRoutes } from './bench-routes';
import { ensureClientBuild } from './ensure-build';

type Encoding = 'identity' | 'gzip' | 'br';
const ENCODINGS: Encoding[] = ['identity', 'gzip', 'br'];

export interface BytesFigure {
  tenant: string;
  route: string;
  path: string;
  /** Bytes on the wire per encoding. */
  document: Record<Encoding, number>;
  js: Record<Encoding, number>;
  /** The first-visit JavaScript count the budget tests assert (tests/helpers/js-budget.ts), in bytes. */
  budgetJs: number;
  css: Record<Encoding, number>;
  files: { js: number; css: number };
}

function wireBytes(port: number, host: string, path: string, encoding: Encoding): Promise<{ bytes: number; body: string; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: host, 'Accept-Encoding': encoding, Connection: 'close' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ bytes: raw.length, body: res.headers['content-encoding'] ? '' : raw.toString('utf8'), status: res.statusCode ?? 0 });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

export async function runBytes(tenantsDir = 'tenants'): Promise<BytesFigure[]> {
  ensureClientBuild();
  const server = await startServer({ mode: 'production', port: 0, tenantsDir, dataDir: `${(await import('node:os')).tmpdir()}/bytes-data-${process.pid}` });
  const figures: BytesFigure[] = [];
  try {
    for (const tenant of server.registry.tenants()) {
      const host = `${tenant.slug}.localhost`;
      for (const route of benchRoutes(tenant)) {
        const document = {} as Record<Encoding, number>;
        let html = '';
        for (const e of ENCODINGS) {
          const res = await wireBytes(server.port, host, route.path, e);
          document[e] = res.bytes;
          if (e === 'identity') html = res.body;
        }
        const tags = html.match(/<(link|script)\b[^>]*>/g) ?? [];
        const css = tags.filter((t) => t.startsWith('<link') && attr(t, 'rel') === 'stylesheet').map((t) => attr(t, 'href')!);
        const js = documentScripts(html);
        const sum = async (files: string[]) => {
          const out = { identity: 0, gzip: 0, br: 0 } as Record<Encoding, number>;
          for (const f of files) for (const e of ENCODINGS) out[e] += (await wireBytes(server.port, host, f, e)).bytes;
          return out;
        };
        const figure: BytesFigure = {
          tenant: tenant.slug,
          route: route.name,
          path: route.path,
          document,
          js: await sum(js),
          budgetJs: gzippedScripts(js).total,
          css: await sum(css),
          files: { js: js.length, css: css.length },
        };
        figures.push(figure);
        const kb = (r: Record<Encoding, number>) => `${(r.identity / 1000).toFixed(1)} / ${(r.gzip / 1000).toFixed(1)} / ${(r.br / 1000).toFixed(1)} KB`;
        console.log(
          `${figure.tenant.padEnd(22)} ${figure.route.padEnd(8)} document ${kb(figure.document)}  JS (${js.length} files) ${kb(figure.js)}  CSS (${css.length}) ${kb(figure.css)}  [wire: none / gzip / br]  first-visit JS ${figure.budgetJs} B of ${JS_BUDGET_GZIP}`,
        );
      }
    }
  } finally {
    await server.close();
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) await runBytes();
