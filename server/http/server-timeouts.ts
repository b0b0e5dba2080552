// How long a client may take to send a request, set where the HTTP server is created. Node's
// defaults (300 s for a request, 60 s for headers, checked every 30 s) let a few slow clients hold
// sockets for minutes; these are well under that and still fit a 50 MB upload on a slow line.
import type { ServerOptions } from 'node:http';

interface ServerTimeouts {
  /** Time to receive the request headers (HTTP_HEADERS_TIMEOUT_MS, 10 s). */
  headersTimeout: number;
  /** Time to receive the whole request, body included (HTTP_REQUEST_TIMEOUT_MS, 60 s). */
  requestTimeout: number;
  /** An idle keep-alive connection is closed after this (HTTP_KEEP_ALIVE_TIMEOUT_MS, 5 s). */
  keepAliveTimeout: number;
}

function ms(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, got "${raw}"`);
  return n;
}

export function serverTimeouts(env: NodeJS.ProcessEnv = process.env): ServerTimeouts {
  const headersTimeout = ms(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000);
  // Node requires requestTimeout >= headersTimeout.
  const requestTimeout = Math.max(headersTimeout, ms(env, 'HTTP_REQUEST_TIMEOUT_MS', 60_000));
  return { headersTimeout, requestTimeout, keepAliveTimeout: ms(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000) };
}

/** Options for http.createServer: the timeouts, checked every second instead of every 30 s. */
export function serverOptions(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const t = serverTimeouts(env);
  return { ...t, connectionsCheckingInterval: Math.min(1_000, t.headersTimeout) };
}
