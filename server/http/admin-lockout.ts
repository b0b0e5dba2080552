// Lockout after repeated wrong admin keys: a client (per site) that sends MAX_FAILURES wrong keys
// within WINDOW_MS is refused for LOCKOUT_MS, right key or not, so a key cannot be guessed at the
// rate limit. Bounded memory: the oldest clients are forgotten first.
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;
const MAX_CLIENTS = 10_000;

/** The lockout as the admin routes use it: in memory (KeyLockout) or shared by every server (server/ops/shared-counters.ts). */
export interface Lockout {
  lockedFor(client: string): number | Promise<number>;
  fail(client: string): boolean | Promise<boolean>;
  succeed(client: string): void | Promise<void>;
}

interface Entry {
  failures: number;
  firstFailureAt: number;
  lockedUntil: number;
}

export class KeyLockout implements Lockout {
  private readonly clients = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** ms until the client may try again, or 0 when it is not locked out. */
  lockedFor(client: string): number {
    const entry = this.clients.get(client);
    return entry ? Math.max(0, entry.lockedUntil - this.now()) : 0;
  }

  /** Records a wrong key; returns true when this failure locks the client out. */
  fail(client: string): boolean {
    const now = this.now();
    let entry = this.clients.get(client);
    if (!entry || now - entry.firstFailureAt >= WINDOW_MS) entry = { failures: 0, firstFailureAt: now, lockedUntil: 0 };
    this.clients.delete(client); // re-inserted last: Map order is the eviction order
    entry.failures++;
    if (entry.failures >= MAX_FAILURES) entry.lockedUntil = now + LOCKOUT_MS;
    this.clients.set(client, entry);
    if (this.clients.size > MAX_CLIENTS) this.clients.delete(this.clients.keys().next().value!);
    return entry.lockedUntil > now && entry.failures === MAX_FAILURES;
  }

  /** A right key clears the client's failures. */
  succeed(client: string): void {
    this.clients.delete(client);
  }
}
