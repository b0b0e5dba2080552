// Graceful shutdown (SIGTERM): /readyz answers 503 at once; after SHUTDOWN_DELAY_MS (time for a
// load balancer to notice) the listener closes, requests in flight finish (their connections close
// after the answer, idle keep-alive connections at once) and the outbox finishes the sends it has
// started, all within SHUTDOWN_TIMEOUT_MS. What is still running then is cut: its connections are
// destroyed and an unfinished delivery keeps its lease, so another server sends it again later.
import type { Server } from 'node:http';

export interface ShutdownSettings {
  /** ms /readyz answers 503 while still serving, before the listener closes (SHUTDOWN_DELAY_MS, 0). */
  delayMs: number;
  /** ms the in-flight requests and outbox sends get to finish (SHUTDOWN_TIMEOUT_MS, 10000). */
  timeoutMs: number;
}

function ms(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of milliseconds, got "${raw}"`);
  return n;
}

export function shutdownSettings(env: NodeJS.ProcessEnv = process.env): ShutdownSettings {
  return { delayMs: ms(env, 'SHUTDOWN_DELAY_MS', 0), timeoutMs: ms(env, 'SHUTDOWN_TIMEOUT_MS', 10_000) };
}

/** Resolves true when `work` finished within `ms`, false when the time ran out first. */
export async function finishesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops accepting connections; resolves when every connection has ended. */
export function closeListener(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    // A keep-alive connection that was idle, or became idle, is closed (Node closes the idle ones once).
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.once('close', () => clearInterval(sweep));
  });
}
