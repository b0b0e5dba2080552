// Plain HTTP requests to a test server with an explicit Host header (fetch forbids setting Host).
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface HttpResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Gives up after this long (10 s by default). */
  timeoutMs?: number;
}

/** Sends one request to 127.0.0.1:<port> as if addressed to `host`; never follows redirects. */
export function get(port: number, host: string, path: string, options: RequestOptions = {}): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { Host: host, Connection: 'close', ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new Error(`timed out: ${options.method ?? 'GET'} ${host}${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** `<slug>.localhost:<port>`, the development host of a tenant. */
export function tenantHost(slug: string, port: number): string {
  return `${slug}.localhost:${port}`;
}

/** Parses a JSON response body, failing with the body in the message if it is not JSON. */
export function json<T = unknown>(res: HttpResponse): T {
  try {
    return JSON.parse(res.body) as T;
  } catch {
    throw new Error(`expected JSON, got ${res.status} ${String(res.headers['content-type'])}: ${res.body.slice(0, 200)}`);
  }
}
