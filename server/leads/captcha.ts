// ALTCHA: a self-hosted proof-of-work captcha. The server signs challenges with an HMAC key and
// later checks the widget's solution; each solved challenge is accepted once (replays refused, also
// after a restart: used challenges live in the lead store until they expire).
// Current widgets (altcha 3.x) speak the v2 protocol; `?protocol=v1` serves the older widgets.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v1 from 'altcha-lib/v1';

export interface CaptchaOptions {
  /** HMAC key; a random one per process when absent (challenges then die with the process). */
  hmacKey?: string;
  /** PBKDF2 iterations per attempt (ALTCHA_COST, 1000). */
  cost?: number;
  /** The solution is a counter below this; the browser tries about half of it (ALTCHA_MAX_COUNTER, 1500). */
  maxCounter?: number;
  /** How long a challenge may be solved and submitted (ALTCHA_EXPIRES_S, 20 min). */
  expiresInSeconds?: number;
  now?: () => number;
  /** Where used challenges are remembered (the lead store), so a restart does not allow a replay; memory when absent. */
  usedChallenges?: UsedChallenges;
}

export interface UsedChallenges {
  /** Marks a challenge used until it expires; false when it already was. */
  useChallenge(id: string, expiresAt: number, now: number): boolean | Promise<boolean>;
}

/** Per-process memory, for tests and tools without a store. */
class MemoryUsedChallenges implements UsedChallenges {
  private readonly used = new Map<string, number>();
  useChallenge(id: string, expiresAt: number, now: number): boolean {
    for (const [key, at] of this.used) if (at < now) this.used.delete(key);
    if (this.used.has(id)) return false;
    this.used.set(id, expiresAt);
    return true;
  }
}

/** The answer to a request whose captcha was missing, wrong, expired or used before (leads, holds, bookings). */
export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed';

export type CaptchaCheck = { ok: true; id: string; expiresAt: number } | { ok: false; reason: string };

const ALGORITHM = 'PBKDF2/SHA-256';

interface PayloadV2 {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export class AltchaCaptcha {
  private readonly hmacKey: string;
  private readonly keySignatureSecret: string;
  private readonly cost: number;
  private readonly maxCounter: number;
  private readonly expiresInSeconds: number;
  private readonly now: () => number;
  /** Challenge ids already accepted, until their challenge expires. */
  private readonly used: UsedChallenges;

  constructor(options: CaptchaOptions = {}, env: NodeJS.ProcessEnv = process.env) {
    this.hmacKey = options.hmacKey ?? randomBytes(32).toString('hex');
    this.keySignatureSecret = createHmac('sha256', this.hmacKey).update('altcha-key-signature').digest('hex');
    this.cost = options.cost ?? Number(env.ALTCHA_COST ?? 1000);
    this.maxCounter = Math.max(2, options.maxCounter ?? Number(env.ALTCHA_MAX_COUNTER ?? 1500));
    this.expiresInSeconds = options.expiresInSeconds ?? Number(env.ALTCHA_EXPIRES_S ?? 20 * 60);
    this.now = options.now ?? Date.now;
    this.used = options.usedChallenges ?? new MemoryUsedChallenges();
  }

  /** A new signed challenge for the widget (v2 protocol, or v1 for altcha 2.x widgets). */
  async challenge(protocol: 'v1' | 'v2' = 'v2'): Promise<object> {
    const expiresAt = new Date(this.now() + this.expiresInSeconds * 1000);
    if (protocol === 'v1') {
      return v1.createChallenge({ hmacKey: this.hmacKey, maxnumber: this.maxCounter * 20, expires: expiresAt });
    }
    return createChallenge({
      algorithm: ALGORITHM,
      cost: this.cost,
      counter: randomInt(Math.floor(this.maxCounter / 2), this.maxCounter),
      deriveKey,
      expiresAt,
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /** Checks signature, expiry and solution of a widget payload; does not mark it used. */
  async check(payload: unknown): Promise<CaptchaCheck> {
    if (typeof payload !== 'string' || payload === '') return { ok: false, reason: 'missing payload' };
    const decoded = decode(payload);
    if (!isRecord(decoded)) return { ok: false, reason: 'payload is not base64 JSON' };
    try {
      if (isRecord(decoded.challenge) && isRecord(decoded.solution)) return await this.checkV2(decoded as unknown as PayloadV2);
      if (typeof decoded.salt === 'string' && typeof decoded.number === 'number') return await this.checkV1(payload, decoded.salt);
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : 'verification threw' };
    }
    return { ok: false, reason: 'unknown payload shape' };
  }

  private async checkV2(payload: PayloadV2): Promise<CaptchaCheck> {
    const params = payload.challenge.parameters as Challenge['parameters'] | undefined;
    if (!params || typeof params.expiresAt !== 'number') return { ok: false, reason: 'challenge has no expiry' };
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    if (!result.verified) return { ok: false, reason: result.expired ? 'challenge expired' : result.invalidSignature ? 'bad signature' : 'wrong solution' };
    return { ok: true, id: `v2:${params.nonce}`, expiresAt: params.expiresAt * 1000 };
  }

  private async checkV1(payload: string, salt: string): Promise<CaptchaCheck> {
    const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
    if (!expires) return { ok: false, reason: 'challenge has no expiry' };
    if (!(await v1.verifySolution(payload, this.hmacKey, true))) return { ok: false, reason: 'wrong solution, bad signature or expired' };
    return { ok: true, id: `v1:${salt}`, expiresAt: expires * 1000 };
  }

  /** Checks a widget payload and uses it up: undefined when it passed, else why it did not. */
  async verifyOnce(payload: unknown): Promise<string | undefined> {
    const check = await this.check(payload);
    if (!check.ok) return check.reason;
    return (await this.consume(check)) ? undefined : 'challenge already used';
  }

  /** Marks a checked challenge used; false when it already was (a replay). */
  async consume(check: { id: string; expiresAt: number }): Promise<boolean> {
    return this.used.useChallenge(check.id, check.expiresAt, this.now());
  }
}
