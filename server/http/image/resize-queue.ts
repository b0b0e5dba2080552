// Resizing is CPU work on libuv's thread pool: run at most `concurrency` at once, queue at most
// `maxWaiting` more, and refuse the rest at once (the caller answers 503 with Retry-After), so a
// burst of resizes never takes every pool thread from search, crypto and file reads.
export class QueueFullError extends Error {
  constructor() {
    super('the resize queue is full');
  }
}

export class ResizeQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, so `running` never drops below a waiting job.
      if (next) next();
      else this.running--;
    }
  }
}
