// The operations endpoints, answered for any Host before tenant routing: /healthz (the process
// lives), /readyz (server/ops/readiness.ts) and /metrics (server/ops/metrics-access.ts).
import { createServer, type Server } from 'node:http';
import { Router } from 'express';
import { log } from '../log';
import { bearerMatches, type MetricsAccess } from './metrics-access';
import type { ServerMetrics } from './metrics';
import type { Readiness } from './readiness';

export function opsRoutes(tenantCount: () => number, readiness: Readiness, metrics: ServerMetrics, access: MetricsAccess): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, tenants: tenantCount() });
  });
  router.get('/readyz', async (_req, res) => {
    const report = await readiness.report();
    res.setHeader('Cache-Control', 'no-store');
    if (report.ready) res.json(report);
    else res.status(503).json({ error: `Not ready (${report.phase})`, ...report });
  });
  router.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (!access.token) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    if (!bearerMatches(req.headers.authorization, access.token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      res.status(401).json({ error: 'Metrics need the bearer token of METRICS_TOKEN' });
      return;
    }
    res.type(metrics.contentType).send(await metrics.text());
  });
  return router;
}

/** The separate metrics listener (METRICS_PORT): GET /metrics only, no token. */
export async function startMetricsListener(metrics: ServerMetrics, listen: { port: number; host: string }): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics collection failed');
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Internal server error' }));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  return server;
}
