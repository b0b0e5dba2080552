// Two connections to one garage.sqlite stand for two server processes: the unique index lets
// only one live hold per car exist, whoever checks first.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openGarageDatabase, type GarageDatabase } from '../../../server/garage/garage-db';
import { HoldStore } from '../../../server/checkout/hold-store';

const dirs: string[] = [];
const dbs: GarageDatabase[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function twoProcesses(now: () => number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'holds-'));
  dirs.push(dir);
  const a = openGarageDatabase(dir);
  const b = openGarageDatabase(dir);
  dbs.push(a, b);
  return [new HoldStore(a, now), new HoldStore(b, now)] as const;
}

const hold = (carId: string) => ({ tenant: 't', carId, provider: 'test', amount: 50000, currency: 'AUD', contact: { email: 'a@b.co' }, holdMs: 15 * 60_000 });

describe('HoldStore', () => {
  it('gives one car to one of two processes', () => {
    const [a, b] = twoProcesses(() => 1000);
    expect(a.tryHold(hold('7'))).not.toBeNull();
    expect(b.tryHold(hold('7'))).toBeNull();
    expect(b.tryHold(hold('8'))).not.toBeNull();
    expect([...a.liveCarIds('t')].sort()).toEqual(['7', '8']);
  });

  it('a released hold frees the car; a reserved one keeps it', () => {
    const [a, b] = twoProcesses(() => 1000);
    const first = a.tryHold(hold('7'))!;
    expect(a.release(first.id, 'card_declined')).toBe(true);
    const second = b.tryHold(hold('7'))!;
    expect(second).not.toBeNull();
    expect(b.markReserved(second.id)).toBe(true);
    expect(a.release(second.id, 'late')).toBe(false);
    expect(a.tryHold(hold('7'))).toBeNull();
  });

  it('an expired hold is released at its expiry instant, not before', () => {
    let now = 1000;
    const [a] = twoProcesses(() => now);
    a.tryHold(hold('7'));
    now += 15 * 60_000 - 1;
    expect(a.releaseExpired('t')).toEqual([]);
    now += 1;
    expect(a.releaseExpired('t')).toEqual(['7']);
    expect(a.liveCarIds('t').size).toBe(0);
  });
});
