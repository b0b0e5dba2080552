// Who may read /metrics: a bearer token from METRICS_TOKEN on the main port, or anyone who can
// reach a separate listener (METRICS_PORT on METRICS_HOST, 127.0.0.1 by default). With neither,
// metrics are off and /metrics answers 404.
import { timingSafeEqual } from 'node:crypto';

/** Shorter tokens are refused at start: the endpoint is reachable from the internet. */
const METRICS_TOKEN_MIN_LENGTH = 16;

export interface MetricsAccess {
  token?: string;
  listen?: { port: number; host: string };
}

export function metricsAccess(env: NodeJS.ProcessEnv = process.env): MetricsAccess {
  const access: MetricsAccess = {};
  const token = env.METRICS_TOKEN;
  if (token !== undefined && token !== '') {
    if (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token)) {
      throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces`);
    }
    access.token = token;
  }
  const port = env.METRICS_PORT;
  if (port !== undefined && port !== '') {
    const n = Number(port);
    if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new Error(`METRICS_PORT must be a port number, got "${port}"`);
    access.listen = { port: n, host: env.METRICS_HOST || '127.0.0.1' };
  }
  return access;
}

/** Whether an Authorization header carries the token (compared in constant time). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
