// SIGTERM on a real server process: it stops accepting connections, finishes the request in
// flight and the lead delivery it is sending, and exits 0. Also: /metrics is off without
// METRICS_TOKEN and served on its own listener with METRICS_PORT.
import Database from 'better-sqlite3';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadDatabasePath } from '../../server/leads/lead-store';
import type { Tenant } from '../../server/tenants/tenant';
import { tenantHost } from '../helpers/http';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { loadTenants } from '../helpers/tenants';
import { makeSandbox, postJson, send, validFields, waitFor, type Sandbox } from './leads-support';

/** A CRM that holds each delivery until the test lets it answer. */
async function holdingReceiver() {
  const held: ServerResponse[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => held.push(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    held,
    close: () => (server.closeAllConnections(), new Promise<void>((resolve) => server.close(() => resolve()))),
  };
}

const receiver = await holdingReceiver();
const sandbox: Sandbox = await makeSandbox('shutdown-');
const [first] = await loadTenants(sandbox.tenantsDir);
if (!first) throw new Error('no tenants');
sandbox.editSite(first.slug, (site) => {
  site.captcha = { provider: 'off' };
  site.leadDelivery = [{ kind: 'webhook', url: receiver.url }];
});
const tenant: Tenant = (await loadTenants(sandbox.tenantsDir)).find((t) => t.slug === first.slug)!;
const form = Object.hasOwn(tenant.forms, 'enquiry') ? 'enquiry' : Object.keys(tenant.forms)[0]!;
const leadBody = () => JSON.stringify({ lead: { form, ...validFields(tenant, form), message: 'Still available?' } });

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess({ tenantsDir: sandbox.tenantsDir, dataDir: sandbox.dataDir, env: { METRICS_PORT: '0', SHUTDOWN_TIMEOUT_MS: '10000' } });
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await receiver.close();
  sandbox.remove();
});

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

describe('metrics access', () => {
  it('without METRICS_TOKEN, /metrics on the main port is 404; the METRICS_PORT listener serves it', async () => {
    const main = await send(server.port, tenantHost(tenant.slug, server.port), '/metrics');
    expect(main.status).toBe(404);
    expect(main.json()).toEqual({ error: 'Not found' });
    expect(server.metricsPort).toBeGreaterThan(0);
    const own = await send(server.metricsPort!, 'localhost', '/metrics');
    expect(own.status).toBe(200);
    expect(own.body).toContain('# TYPE http_requests_total counter');
    expect((await send(server.metricsPort!, 'localhost', '/')).status).toBe(404);
  });
});

describe('SIGTERM', () => {
  it('finishes the request in flight and the delivery being sent, refuses new connections, exits 0', async () => {
    const host = tenantHost(tenant.slug, server.port);
    // A lead whose delivery the receiver holds.
    const sent = await postJson(server.port, host, '/api/leads', JSON.parse(leadBody()));
    expect(sent.status, sent.body).toBe(201);
    const leadId = sent.json<{ id: string }>().id;
    await waitFor('the delivery to reach the receiver', () => receiver.held.length === 1);
    // Being sent, so still pending: the outbox gauges count it.
    const metrics = (await send(server.metricsPort!, 'localhost', '/metrics')).body;
    expect(metrics).toMatch(/^lead_outbox_depth 1$/m);
    expect(Number(/^lead_outbox_oldest_age_seconds (\S+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);

    // A request in flight: headers and half of the body sent.
    const body = Buffer.from(leadBody());
    const answer = new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/leads',
          method: 'POST',
          headers: { Host: host, 'Content-Type': 'application/json', 'Content-Length': body.length },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8').on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 20));
      setTimeout(() => {
        void (async () => {
          server.child.kill('SIGTERM');
          await waitFor('the listener to close', () => server.logs.some((l) => l.msg === 'shutting down'));
          // The listener is closed: a new connection is refused.
          let isRefused = false;
          for (let i = 0; i < 100 && !(isRefused = await refused(server.port)); i++) await new Promise((r) => setTimeout(r, 20));
          expect(isRefused).toBe(true);
          req.end(body.subarray(20));
          // The held delivery answers only now.
          setTimeout(() => receiver.held[0]!.writeHead(200).end('ok'), 200);
        })().catch(reject);
      }, 200);
    });
    const finished = await answer;
    expect(finished.status, finished.body).toBe(201);
    expect(finished.connection).toBe('close');
    expect(await server.exited).toBe(0);
    expect(server.logs.some((l) => l.msg === 'shut down')).toBe(true);

    const db = new Database(leadDatabasePath(sandbox.dataDir), { readonly: true });
    try {
      const row = db.prepare('SELECT state, attempts FROM deliveries WHERE lead_id = ?').get(leadId);
      expect(row).toEqual({ state: 'delivered', attempts: 1 });
    } finally {
      db.close();
    }
  });
});
