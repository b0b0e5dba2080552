// Around every request the HTTP server takes: its id and access-log line, its metrics, and the
// count of requests in flight that a graceful shutdown waits for (server/ops/shutdown.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { accessLogger } from './access-log';
import type { ServerMetrics } from './metrics';
import { withRequestId } from './request-id';
import { requestKindOf } from './route-kind';
import type { Tenant } from '../tenants/tenant';
import { matchRoute } from '../../runtime/lib/route-table';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export class InflightRequests {
  private readonly open = new Set<ServerResponse>();
  private closing = false;
  private waiters: (() => void)[] = [];

  get size(): number {
    return this.open.size;
  }

  track(res: ServerResponse): void {
    // Once shutting down, every answer closes its connection so no client reuses it.
    if (this.closing) res.shouldKeepAlive = false;
    this.open.add(res);
    res.once('close', () => {
      this.open.delete(res);
      if (this.open.size === 0) for (const wake of this.waiters.splice(0)) wake();
    });
  }

  /** From now on answers close their connections; the ones not yet sent too. */
  closeConnectionsAfterAnswer(): void {
    this.closing = true;
    for (const res of this.open) if (!res.headersSent) res.shouldKeepAlive = false;
  }

  /** Resolves when no request is in flight. */
  idle(): Promise<void> {
    if (this.open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const q = raw.indexOf('?');
  return q === -1 ? raw : raw.slice(0, q);
}

export function requestLifecycle(
  app: Listener,
  deps: { tenantFor: (host: string | undefined) => Tenant | undefined; metrics: ServerMetrics; inflight: InflightRequests },
): Listener {
  const logRequest = accessLogger();
  const { tenantFor, metrics, inflight } = deps;
  return withRequestId((req, res) => {
    const started = process.hrtime.bigint();
    // Read now: express rewrites req.url inside mounted routers.
    const path = pathOf(req.url);
    inflight.track(res);
    res.once('close', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const tenant = tenantFor(req.headers.host);
      const kind = requestKindOf(path, (p) => (tenant ? matchRoute(tenant.routes, p).entry.kind : undefined));
      // 499 (nginx's "client closed request"): the client left before the answer was sent.
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.observeRequest(kind, status, seconds);
      if (kind === 'api-leads' && req.method === 'POST' && status === 201 && tenant && !res.getHeader('Idempotent-Replayed')) metrics.leadStored(tenant.slug);
    });
    logRequest(req, res);
    app(req, res);
  });
}
