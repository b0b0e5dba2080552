// ALTCHA challenges solved with altcha-lib's own solver, and the ways a payload must fail.
import { describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v1 from 'altcha-lib/v1';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AltchaCaptcha } from '../../../server/leads/captcha';
import { LeadStore } from '../../../server/leads/lead-store';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solvedPayload(captcha: AltchaCaptcha): Promise<{ payload: string; challenge: Challenge }> {
  const challenge = (await captcha.challenge()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('could not solve the challenge');
  return { payload: encode({ challenge, solution }), challenge };
}

describe('AltchaCaptcha (v2 protocol, altcha widget 3.x)', () => {
  it('a challenge is signed, expires, and is quick to solve: its work is bounded by cost and counter', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k', cost: 10, maxCounter: 50 });
    const challenge = (await captcha.challenge()) as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.cost).toBe(10);
    expect(challenge.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now());
    const solution = await solveChallenge({ challenge, deriveKey });
    // The solver tries counters from 0: it never needs more derivations than the counter bound.
    expect(solution?.counter).toBeLessThanOrEqual(50);
  });

  it('accepts a solved challenge once; the replay is refused', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k' });
    const { payload } = await solvedPayload(captcha);
    const check = await captcha.check(payload);
    if (!check.ok) throw new Error(`a solved challenge was refused: ${check.reason}`);
    expect(await captcha.consume(check)).toBe(true);
    const again = await captcha.check(payload);
    expect(again.ok && (await captcha.consume(again))).toBe(false);
  });

  it('a used challenge stays used after a restart with the same key (issue 10 item 6)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'captcha-store-'));
    try {
      let store = await LeadStore.open(dir);
      const first = new AltchaCaptcha({ hmacKey: 'fixed', usedChallenges: store });
      const { payload } = await solvedPayload(first);
      const check = await first.check(payload);
      if (!check.ok) throw new Error(check.reason);
      expect(await first.consume(check)).toBe(true);
      await store.close();

      store = await LeadStore.open(dir); // the server restarted
      const restarted = new AltchaCaptcha({ hmacKey: 'fixed', usedChallenges: store });
      const again = await restarted.check(payload);
      expect(again.ok).toBe(true); // still signed and unexpired ...
      expect(again.ok && (await restarted.consume(again))).toBe(false); // ... but already used
      await store.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the store forgets a challenge once it has expired', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'captcha-store-'));
    const store = await LeadStore.open(dir);
    try {
      expect(await store.useChallenge('v2:a', 1_000, 500)).toBe(true);
      expect(await store.useChallenge('v2:a', 1_000, 1_000)).toBe(false); // expires_at 1000 is not before now 1000
      expect(await store.useChallenge('v2:a', 5_000, 1_001)).toBe(true); // the old row was expired and dropped
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a solution signed with another key', async () => {
    const { payload } = await solvedPayload(new AltchaCaptcha({ hmacKey: 'other' }));
    expect(await new AltchaCaptcha({ hmacKey: 'k' }).check(payload)).toMatchObject({ ok: false });
  });

  it('refuses a wrong solution and a tampered challenge', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k' });
    const challenge = (await captcha.challenge()) as Challenge;
    expect(await captcha.check(encode({ challenge, solution: { counter: 1, derivedKey: '00' } }))).toMatchObject({ ok: false });
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expect(await captcha.check(encode({ challenge: tampered, solution }))).toMatchObject({ ok: false });
  });

  it('refuses an expired challenge', async () => {
    // Issued two minutes ago with a one-minute life (the injected clock); verification reads the real clock.
    const captcha = new AltchaCaptcha({ hmacKey: 'k', expiresInSeconds: 60, now: () => Date.now() - 120_000 });
    const { payload } = await solvedPayload(captcha);
    expect(await captcha.check(payload)).toMatchObject({ ok: false });
    // The boundary: the same challenge still inside its life is accepted.
    const fresh = new AltchaCaptcha({ hmacKey: 'k', expiresInSeconds: 60, now: () => Date.now() - 30_000 });
    expect(await fresh.check((await solvedPayload(fresh)).payload)).toMatchObject({ ok: true });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not base64 JSON', '%%%not-base64'],
    ['JSON of another shape', encode({ hello: 'world' })],
    ['a number', 42],
  ])('refuses a payload that is %s', async (_, payload) => {
    expect(await new AltchaCaptcha({ hmacKey: 'k' }).check(payload)).toMatchObject({ ok: false });
  });
});

describe('AltchaCaptcha (v1 protocol, altcha widget 2.x)', () => {
  it('serves a v1 challenge and accepts its solution once', async () => {
    const captcha = new AltchaCaptcha({ hmacKey: 'k' });
    const challenge = (await captcha.challenge('v1')) as { algorithm: string; challenge: string; salt: string; signature: string; maxnumber: number };
    expect(challenge.salt).toContain('expires=');
    const solution = await v1.solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
    const payload = encode({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution!.number,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    const check = await captcha.check(payload);
    expect(check.ok).toBe(true);
    if (check.ok) expect(await captcha.consume(check)).toBe(true);
    const replay = await captcha.check(payload);
    expect(replay.ok && (await captcha.consume(replay))).toBe(false);
  });
});
