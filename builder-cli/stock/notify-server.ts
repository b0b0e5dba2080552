// Tells a running server to re-read a tenant's stock.json: POST /api/admin/stock with the
// tenant's Host and admin key. node:http, because fetch may not set the Host header.
import http from 'node:http';
import https from 'node:https';

export type NotifyOutcome =
  | { kind: 'reindexed'; url: string; status: number; body: unknown }
  | { kind: 'no-server'; url: string }
  | { kind: 'refused'; url: string; status: number; error: string; keyVariable: string; keySet: boolean }
  | { kind: 'failed'; url: string; error: string };

/** STOCK_ADMIN_KEY_<SLUG in upper snake case>, e.g. STOCK_ADMIN_KEY_RIVERBEND_MAZDA. */
export function adminKeyVariable(slug: string): string {
  return `STOCK_ADMIN_KEY_${slug.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;
}

export function stockServerUrl(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.STOCK_SERVER_URL?.trim() || `http://127.0.0.1:${env.PORT?.trim() || 3000}`;
  return `${base.replace(/\/+$/, '')}/api/admin/stock`;
}

function isConnectionRefused(error: unknown): boolean {
  const e = error as { code?: string; errors?: unknown[] };
  if (e?.code === 'ECONNREFUSED') return true;
  return Array.isArray(e?.errors) && e.errors.length > 0 && e.errors.every(isConnectionRefused);
}

export function notifyStockServer(slug: string, env: NodeJS.ProcessEnv = process.env, timeoutMs = 15_000): Promise<NotifyOutcome> {
  const url = stockServerUrl(env);
  const keyVariable = adminKeyVariable(slug);
  const key = env[keyVariable] || env.STOCK_ADMIN_KEY || '';
  const body = JSON.stringify({ reload: true });
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return Promise.resolve({ kind: 'failed', url, error: `STOCK_SERVER_URL is not a URL: ${env.STOCK_SERVER_URL ?? ''}` });
  }
  const client = target.protocol === 'https:' ? https : http;
  const headers: http.OutgoingHttpHeaders = {
    Host: `${slug}.localhost`,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    Accept: 'application/json',
  };
  if (key) headers.Authorization = `Bearer ${key}`;

  return new Promise((resolve) => {
    const request = client.request(target, { method: 'POST', headers, timeout: timeoutMs }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        let parsed: unknown = text;
        try {
          parsed = text ? (JSON.parse(text) as unknown) : null;
        } catch {
          // not JSON: keep the text
        }
        if (status >= 200 && status < 300) return resolve({ kind: 'reindexed', url, status, body: parsed });
        const error =
          typeof (parsed as { error?: unknown })?.error === 'string' ? (parsed as { error: string }).error : `${status} ${response.statusMessage ?? ''}`.trim();
        resolve({ kind: 'refused', url, status, error, keyVariable, keySet: key !== '' });
      });
      response.on('error', (error) => resolve({ kind: 'failed', url, error: error.message }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${Math.round(timeoutMs / 1000)} s`)));
    request.on('error', (error) =>
      resolve(isConnectionRefused(error) ? { kind: 'no-server', url } : { kind: 'failed', url, error: (error as Error).message || String(error) }),
    );
    request.end(body);
  });
}
