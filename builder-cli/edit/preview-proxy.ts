// Everything that is not the editor's own goes to the preview server as the tenant's site: the
// same request with the tenant's Host, so the iframe shows the page exactly as the site renders
// it (same origin as the editor, which lets a click in the preview select its block).
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

export function proxyToPreview(port: number, host: string) {
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: { ...req.headers, host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'The preview server did not answer.' }));
    });
    req.pipe(upstream);
  };
  /** The dev server's hot-reload socket: the raw upgrade request passed through. */
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = connect(port, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!;
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? host : req.rawHeaders[i + 1]}`);
      }
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
  };
  return { forward, upgrade };
}
