// Device, session and ad-event ids (spec section 9).
import { describe, expect, it } from 'vitest';
import { deviceId, fbEventId, randomChars, sessionId } from '../../../runtime/lib/ids';

describe('visitor ids', () => {
  it('device_ and session_ followed by 10 random letters or digits', () => {
    expect(deviceId()).toMatch(/^device_[A-Za-z0-9]{10}$/);
    expect(sessionId()).toMatch(/^session_[A-Za-z0-9]{10}$/);
  });

  it('differ between calls', () => {
    const ids = new Set(Array.from({ length: 200 }, () => deviceId()));
    expect(ids.size).toBe(200);
  });

  it('take their characters from the random source', () => {
    expect(deviceId(() => 0)).toBe('device_aaaaaaaaaa');
    expect(sessionId(() => 61)).toBe('session_9999999999');
    expect(randomChars(3, () => 26)).toBe('AAA');
  });
});

describe('fbEventId', () => {
  it('joins event id, timestamp and a random number', () => {
    expect(fbEventId(22, 1_760_000_000_123, 0.5)).toBe('22_1760000000123_500000');
    expect(fbEventId('Lead', 5.9, 0)).toBe('Lead_5_0');
  });

  it('two actions at the same millisecond get different ids', () => {
    expect(fbEventId(22, 1000, 0.1)).not.toBe(fbEventId(22, 1000, 0.2));
  });
});
