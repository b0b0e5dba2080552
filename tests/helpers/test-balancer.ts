// A small load balancer for the scale-out tests, behaving like the ones docs/deploy.md describes:
// it checks each backend's /readyz every `checkMs`, sends requests round-robin to the ready ones
// over keep-alive connections, and retries a request on another backend when the connection
// fails before any response (nginx's proxy_next_upstream error). It never retries after a response.
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Backend {
  port: number;
  ready: boolean;
  /** Checks in a row that got no answer (a busy server may answer late: out after 2, like HAProxy's fall 2). */
  missed: number;
}

export interface TestBalancer {
  port: number;
  /** Points a slot at a new port (a restarted server), not ready until its /readyz says so. */
  setBackend(slot: number, port: number): void;
  /** Whether the slot's backend passed its latest health check (the balancer sends it requests). */
  isReady(slot: number): boolean;
  close(): Promise<void>;
}

export async function startTestBalancer(ports: number[], checkMs = 200): Promise<TestBalancer> {
  const backends: Backend[] = ports.map((port) => ({ port, ready: false, missed: 0 }));
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;

  const check = (backend: Backend) => {
    const req = request({ host: '127.0.0.1', port: backend.port, path: '/readyz', agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      backend.missed = 0;
      // A 503 (starting, draining, store down) takes it out at once.
      backend.ready = res.statusCode === 200;
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => {
      if (++backend.missed >= 2) backend.ready = false;
    });
    req.end();
  };
  const timer = setInterval(() => backends.forEach(check), checkMs);
  backends.forEach(check);

  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse, tries: number) => {
    const ready = backends.filter((b) => b.ready);
    if (ready.length === 0 || tries === 0) {
      res.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'no backend' }));
      return;
    }
    const backend = ready[next++ % ready.length]!;
    let answered = false;
    const upstream = request(
      { host: '127.0.0.1', port: backend.port, path: req.url, method: req.method, headers: { ...req.headers, 'x-forwarded-for': '127.0.0.1' }, agent },
      (response) => {
        answered = true;
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!answered) forward(req, body, res, tries - 1);
      else res.destroy();
    });
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => forward(req, Buffer.concat(chunks), res, 3));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Ready once every backend has answered its first check.
  const started = Date.now();
  while (!backends.every((b) => b.ready) && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
  return {
    port: (server.address() as AddressInfo).port,
    setBackend(slot, port) {
      backends[slot] = { port, ready: false, missed: 0 };
    },
    isReady: (slot) => backends[slot]?.ready === true,
    async close() {
      clearInterval(timer);
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
