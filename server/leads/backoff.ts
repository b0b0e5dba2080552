// When a failed delivery is tried again: exponential backoff, capped, then dead.

/** Delay after the n-th failed attempt (n >= 1): base, 2 x base, 4 x base ... never above the cap. */
export function retryDelayMs(failedAttempts: number, baseMs: number, capMs: number): number {
  if (failedAttempts < 1) return 0;
  return Math.min(capMs, baseMs * 2 ** Math.min(failedAttempts - 1, 40));
}

/** When to try again after `attempts` failed attempts, or null once they reach the maximum (dead). */
export function nextAttemptAt(attempts: number, now: number, policy: { retryBaseMs: number; retryCapMs: number; maxAttempts: number }): number | null {
  if (attempts >= policy.maxAttempts) return null;
  return now + retryDelayMs(attempts, policy.retryBaseMs, policy.retryCapMs);
}
