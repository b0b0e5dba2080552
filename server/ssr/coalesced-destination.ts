// What React's stream writes into: the HTML it writes between two flushes goes to the response as
// one chunk. React writes a page in 4 KB pieces and flushes after each batch of finished work; the
// response compresses every write on its own (a zlib job each) and the render cache copies each,
// so a 150 KB car page cost about 40 of each. The bytes, and the moments they leave, are the same.
import { EventEmitter } from 'node:events';
import type { Response } from 'express';

/** The compression middleware's res.flush: sends what the compressor holds. */
type Flushable = Response & { flush?: () => void };

export class CoalescedDestination extends EventEmitter {
  private parts: Buffer[] = [];

  constructor(private readonly res: Flushable) {
    super();
    // React stops on these: the response's own events, passed on.
    res.on('drain', () => this.emit('drain'));
    res.on('error', (error) => this.emit('error', error));
    res.on('close', () => this.emit('close'));
  }

  write(chunk: Uint8Array | string): boolean {
    // React never writes into a view it has handed over, so a view is kept as it is.
    this.parts.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    return true;
  }

  /** React calls this after each batch of writes: they go out as one chunk, then the compressor is flushed. */
  flush(): void {
    this.send();
    this.res.flush?.();
  }

  end(): void {
    this.send();
    this.res.end();
  }

  private send(): void {
    if (this.parts.length === 0) return;
    const body = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    this.parts = [];
    this.res.write(body);
  }
}
