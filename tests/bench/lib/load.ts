// autocannon against one or more server processes at once, summed: the load of the scale-out and
// lead benches. Printed figures only; nothing here asserts time.
import autocannon from 'autocannon';

export interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** Failed requests and answers that were not 2xx. */
  errors: number;
}

export interface Target {
  port: number;
  host: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
}

/**
 * Runs autocannon against every target for `seconds`, `connections` split evenly between them.
 * Over several targets the percentiles are the worst target's (a conservative reading).
 */
export async function hammer(targets: Target[], connections: number, seconds: number): Promise<Load> {
  const results = await Promise.all(
    targets.map((t) =>
      autocannon({
        url: `http://127.0.0.1:${t.port}${t.path}`,
        method: t.method ?? 'GET',
        connections: Math.max(1, Math.round(connections / targets.length)),
        duration: seconds,
        headers: { host: t.host, 'content-type': 'application/json', 'accept-encoding': 'br' },
        ...(t.body ? { body: t.body } : {}),
      }),
    ),
  );
  return {
    rps: Math.round(results.reduce((sum, r) => sum + r.requests.average, 0)),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

/** The `| name | req/s | p50 | p99 | errors |` row of a figures table. */
export const loadRow = (name: string, l: Load): string => `| ${name} | ${l.rps} | ${l.p50} | ${l.p99} | ${l.errors} |`;

/** `uptime`'s three load averages, for the figures. */
export const loadAverage = (averages: number[]): string => averages.map((n) => n.toFixed(2)).join(' ');
