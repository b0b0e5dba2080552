// The retry schedule of a failed delivery.
import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryDelayMs } from '../../../server/leads/backoff';

describe('retryDelayMs', () => {
  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000]);
  });

  it('never exceeds the cap', () => {
    expect(retryDelayMs(8, 30_000, 3_600_000)).toBe(3_600_000);
    expect(retryDelayMs(1000, 30_000, 3_600_000)).toBe(3_600_000);
  });

  it('is 0 before any failure', () => expect(retryDelayMs(0, 30_000, 60_000)).toBe(0));
});

describe('nextAttemptAt', () => {
  const policy = { retryBaseMs: 100, retryCapMs: 10_000, maxAttempts: 3 };
  it('schedules the next attempt while attempts are left', () => {
    expect(nextAttemptAt(1, 1_000, policy)).toBe(1_100);
    expect(nextAttemptAt(2, 1_000, policy)).toBe(1_200);
  });
  it('is null (dead) once the maximum is reached', () => {
    expect(nextAttemptAt(3, 1_000, policy)).toBeNull();
    expect(nextAttemptAt(4, 1_000, policy)).toBeNull();
  });
});
