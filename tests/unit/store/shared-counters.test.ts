// The counters servers share (rate limits, admin lockout) on SQLite and on the throwaway
// PostgreSQL, with an injected clock: the same rule as the in-memory KeyLockout and limiter.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCKOUT_MS, MAX_FAILURES, WINDOW_MS } from '../../../server/http/admin-lockout';
import { SharedCounters } from '../../../server/ops/shared-counters';
import type { StoreConfig } from '../../../server/store/database';
import { DIALECTS, freshDatabase } from '../../helpers/postgres';

describe.each(DIALECTS)('SharedCounters on %s', (dialect) => {
  let dir: string;
  let t = 1_000_000;
  let counters: SharedCounters;
  let config: StoreConfig;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'counters-'));
    config = { dataDir: dir, ...(dialect === 'postgres' ? { databaseUrl: await freshDatabase() } : {}) };
    t = 1_000_000;
    counters = await SharedCounters.open(config, () => t);
  });
  afterEach(async () => {
    await counters.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts hits in a window and starts a new window when it ends', async () => {
    expect(await counters.hit('k', 60_000)).toEqual({ hits: 1, resetAt: t + 60_000 });
    expect(await counters.hit('k', 60_000)).toEqual({ hits: 2, resetAt: 1_060_000 });
    expect(await counters.hit('other', 60_000)).toMatchObject({ hits: 1 });
    t += 59_999;
    expect(await counters.hit('k', 60_000)).toEqual({ hits: 3, resetAt: 1_060_000 });
    t += 1;
    expect(await counters.hit('k', 60_000)).toEqual({ hits: 1, resetAt: 1_120_000 });
    await counters.unhit('k');
    expect((await counters.hit('k', 60_000)).hits).toBe(1);
  });

  it('the rate-limit store keeps named limiters apart', async () => {
    const search = counters.rateLimitStore('search');
    const leads = counters.rateLimitStore('leads');
    search.init?.({ windowMs: 60_000 } as Parameters<NonNullable<typeof search.init>>[0]);
    leads.init?.({ windowMs: 60_000 } as Parameters<NonNullable<typeof leads.init>>[0]);
    await search.increment('1.2.3.4');
    expect(await search.increment('1.2.3.4')).toEqual({ totalHits: 2, resetTime: new Date(t + 60_000) });
    expect((await leads.increment('1.2.3.4')).totalHits).toBe(1);
  });

  it(`locks a client out at the ${MAX_FAILURES}th wrong key within the window, for LOCKOUT_MS`, async () => {
    const lockout = counters.lockout();
    for (let i = 1; i < MAX_FAILURES; i++) expect(await lockout.fail('a')).toBe(false);
    expect(await lockout.lockedFor('a')).toBe(0);
    expect(await lockout.fail('a')).toBe(true);
    expect(await lockout.lockedFor('a')).toBe(LOCKOUT_MS);
    expect(await lockout.lockedFor('b')).toBe(0);
    t += LOCKOUT_MS - 1;
    expect(await lockout.lockedFor('a')).toBe(1);
    t += 1;
    expect(await lockout.lockedFor('a')).toBe(0);
  });

  it('failures spread over more than the window do not add up; a right key clears them', async () => {
    const lockout = counters.lockout();
    for (let i = 1; i < MAX_FAILURES; i++) await lockout.fail('a');
    t += WINDOW_MS;
    expect(await lockout.fail('a')).toBe(false);
    for (let i = 2; i < MAX_FAILURES; i++) await lockout.fail('a');
    await lockout.succeed('a');
    expect(await lockout.fail('a')).toBe(false);
    expect(await lockout.lockedFor('a')).toBe(0);
  });

  it('a shared secret is made once and read back by every opener, also when they ask at once', async () => {
    const second = await SharedCounters.open(config);
    try {
      const [one, two] = await Promise.all([counters.sharedSecret('k'), second.sharedSecret('k')]);
      expect(one).toMatch(/^[0-9a-f]{64}$/);
      expect(two).toBe(one);
      expect(await counters.sharedSecret('k')).toBe(one);
      expect(await second.sharedSecret('other')).not.toBe(one);
    } finally {
      await second.close();
    }
  });
});
