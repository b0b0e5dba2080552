// The reindex request `stock import` sends, against tiny in-test servers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { adminKeyVariable as serverKeyVariable } from '../../../server/http/admin-routes';
import { adminKeyVariable, notifyStockServer, stockServerUrl } from '../../../builder-cli/stock/notify-server';

interface Recorded {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];

/** A server on a free port that records each request and answers with `status` and `body`. */
async function recordingServer(status: number, body: string, contentType = 'application/json') {
  const requests: Recorded[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: text });
      res.writeHead(status, { 'Content-Type': contentType }).end(body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
});

describe('notifyStockServer', () => {
  it("POSTs {reload:true} with the tenant's Host and its own admin key before the shared one", async () => {
    const server = await recordingServer(200, '{"cars":150,"skipped":0}');
    const outcome = await notifyStockServer('riverbend-mazda', {
      STOCK_SERVER_URL: server.url + '/',
      STOCK_ADMIN_KEY_RIVERBEND_MAZDA: 'own-key',
      STOCK_ADMIN_KEY: 'shared-key',
    });
    expect(outcome).toEqual({ kind: 'reindexed', url: `${server.url}/api/admin/stock`, status: 200, body: { cars: 150, skipped: 0 } });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/admin/stock', body: '{"reload":true}' });
    expect(request!.headers).toMatchObject({ host: 'riverbend-mazda.localhost', authorization: 'Bearer own-key', 'content-type': 'application/json' });
  });

  it("falls back to STOCK_ADMIN_KEY, and reports a refusal with the server's {error}", async () => {
    const server = await recordingServer(401, '{"error":"Invalid admin key"}');
    const outcome = await notifyStockServer('lone-star-trucks', { STOCK_SERVER_URL: server.url, STOCK_ADMIN_KEY: 'shared-key' });
    expect(outcome).toEqual({
      kind: 'refused',
      url: `${server.url}/api/admin/stock`,
      status: 401,
      error: 'Invalid admin key',
      keyVariable: 'STOCK_ADMIN_KEY_LONE_STAR_TRUCKS',
      keySet: true,
    });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer shared-key');
  });

  it('sends no Authorization header without a key, and reads a non-JSON error as its status', async () => {
    const server = await recordingServer(500, 'boom', 'text/plain');
    const outcome = await notifyStockServer('kiwi-trails-rv', { STOCK_SERVER_URL: server.url });
    expect(outcome).toMatchObject({ kind: 'refused', status: 500, error: '500 Internal Server Error', keySet: false });
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it('says so when no server listens, and fails on anything else', async () => {
    const port = await closedPort();
    expect(await notifyStockServer('riverbend-mazda', { PORT: String(port) })).toEqual({ kind: 'no-server', url: `http://127.0.0.1:${port}/api/admin/stock` });
    expect(await notifyStockServer('riverbend-mazda', { STOCK_SERVER_URL: 'not a url' })).toMatchObject({ kind: 'failed' });
  });

  it("targets STOCK_SERVER_URL, else 127.0.0.1 on PORT, else port 3000; the key variable matches the server's", () => {
    expect(stockServerUrl({})).toBe('http://127.0.0.1:3000/api/admin/stock');
    expect(stockServerUrl({ PORT: '8080' })).toBe('http://127.0.0.1:8080/api/admin/stock');
    expect(stockServerUrl({ PORT: '8080', STOCK_SERVER_URL: 'https://admin.example.com/' })).toBe('https://admin.example.com/api/admin/stock');
    for (const slug of ['riverbend-mazda', 'southern-cross-autos', 'a1-b.c']) expect(adminKeyVariable(slug)).toBe(serverKeyVariable(slug));
    expect(adminKeyVariable('riverbend-mazda')).toBe('STOCK_ADMIN_KEY_RIVERBEND_MAZDA');
  });
});
