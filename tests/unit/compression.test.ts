// The compression middleware on a real express app: a streamed response that calls res.flush()
// (as React does after each chunk) reaches the client, decodable, before the response ends.
import express from 'express';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { dynamicCompression } from '../../server/http/compression';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('dynamicCompression', () => {
  it.each(['br', 'gzip'] as const)('flushes a streamed %s response chunk by chunk', async (encoding) => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    const app = express();
    app.use(dynamicCompression());
    app.get('/', async (_req, res) => {
      res.type('html');
      res.write(`<!DOCTYPE html><p>shell ${'x'.repeat(2000)}</p>`);
      (res as unknown as { flush(): void }).flush();
      await gate;
      res.end('<p>rest</p>');
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;

    const decoded: string[] = [];
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/', headers: { 'Accept-Encoding': encoding } }, (res) => {
        const decoder = encoding === 'br' ? createBrotliDecompress() : createGunzip();
        res.pipe(decoder);
        decoder.on('data', (chunk: Buffer) => {
          decoded.push(chunk.toString());
          // The shell arrived while the handler still waits: only now let it finish.
          if (decoded.join('').includes('shell')) finish();
        });
        decoder.on('end', () => resolve(res.headers));
        decoder.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    expect(headers['content-encoding']).toBe(encoding);
    expect(String(headers.vary)).toMatch(/accept-encoding/i);
    expect(decoded.join('')).toMatch(/^<!DOCTYPE html><p>shell x+<\/p><p>rest<\/p>$/);
  });

  it('leaves a response that already has a Content-Encoding alone', async () => {
    const app = express();
    app.use(dynamicCompression());
    app.get('/', (_req, res) => {
      res.setHeader('Content-Encoding', 'gzip');
      res.type('html').end(Buffer.from('not really gzip'.repeat(200)));
    });
    server = createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const body = await new Promise<string>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: '/', headers: { 'Accept-Encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString()));
      })
        .on('error', reject)
        .end();
    });
    expect(body).toBe('not really gzip'.repeat(200));
  });
});
