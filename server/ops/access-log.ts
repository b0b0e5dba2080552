// One JSON line per finished request (pino-http), with the request id of server/ops/request-id.ts,
// the method, the address, the status and the time taken. Probes (/healthz, /readyz, /metrics)
// are not logged: a load balancer asks every second or two.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { accessLog } from '../log';
import { randomUUID } from 'node:crypto';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/** express rewrites req.url inside mounted routers; originalUrl is what the client asked for. */
function urlOf(req: IncomingMessage): string | undefined {
  return (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url;
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const q = raw.indexOf('?');
  return q === -1 ? raw : raw.slice(0, q);
}

export function accessLogger(): (req: IncomingMessage, res: ServerResponse) => void {
  return pinoHttp({
    logger: accessLog,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'reqId' },
    // withRequestId (server/ops/request-id.ts) has set it; a generated one only outside that wrapper.
    genReqId: (req) => (req as IncomingMessage & { id?: string }).id ?? randomUUID(),
    autoLogging: { ignore: (req) => PROBES.has(pathOf(req.url)) },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    // The error itself is logged (with its stack) by the app's error handler, under the same reqId.
    customErrorMessage: () => 'request completed',
    customSuccessObject: (req, res, val: { responseTime: number }) => ({
      method: req.method,
      url: urlOf(req),
      status: res.statusCode,
      responseTime: val.responseTime,
    }),
    customErrorObject: (req, res, _error, val: { responseTime: number }) => ({
      method: req.method,
      url: urlOf(req),
      status: res.statusCode,
      responseTime: val.responseTime,
    }),
  });
}
