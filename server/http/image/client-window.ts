// Per-client counting in fixed windows (resizes a minute per client address). The clock is
// injected so tests move it instead of sleeping.
export class ClientWindow {
  private readonly counts = new Map<string, number>();
  private windowStart: number;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  /** Counts one event for `client`; false when that is over the limit. */
  take(client: string): boolean {
    this.roll();
    const used = this.counts.get(client) ?? 0;
    if (used >= this.limit) return false;
    this.counts.set(client, used + 1);
    return true;
  }

  /** Whole seconds until the current window ends (Retry-After). */
  retryAfterSeconds(): number {
    this.roll();
    return Math.max(1, Math.ceil((this.windowStart + this.windowMs - this.now()) / 1000));
  }

  private roll(): void {
    const now = this.now();
    if (now - this.windowStart < this.windowMs) return;
    this.windowStart = now - ((now - this.windowStart) % this.windowMs);
    this.counts.clear();
  }
}
