// Lockout after repeated wrong admin keys, with an injected clock (issue 10 item 9).
import { describe, expect, it } from 'vitest';
import { KeyLockout, LOCKOUT_MS, MAX_FAILURES, WINDOW_MS } from '../../../server/http/admin-lockout';
import { serverTimeouts } from '../../../server/http/server-timeouts';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('KeyLockout', () => {
  it(`${MAX_FAILURES - 1} wrong keys leave the client free; the ${MAX_FAILURES}th locks it out`, () => {
    const c = clock();
    const lockout = new KeyLockout(c.now);
    for (let i = 1; i < MAX_FAILURES; i++) expect(lockout.fail('a')).toBe(false);
    expect(lockout.lockedFor('a')).toBe(0);
    expect(lockout.fail('a')).toBe(true);
    expect(lockout.lockedFor('a')).toBe(LOCKOUT_MS);
    expect(lockout.lockedFor('b')).toBe(0); // another client is not affected
  });

  it('the lockout ends exactly LOCKOUT_MS later', () => {
    const c = clock();
    const lockout = new KeyLockout(c.now);
    for (let i = 0; i < MAX_FAILURES; i++) lockout.fail('a');
    c.advance(LOCKOUT_MS - 1);
    expect(lockout.lockedFor('a')).toBe(1);
    c.advance(1);
    expect(lockout.lockedFor('a')).toBe(0);
  });

  it('failures spread over more than the window do not add up', () => {
    const c = clock();
    const lockout = new KeyLockout(c.now);
    for (let i = 1; i < MAX_FAILURES; i++) lockout.fail('a');
    c.advance(WINDOW_MS);
    expect(lockout.fail('a')).toBe(false);
    expect(lockout.lockedFor('a')).toBe(0);
  });

  it('a right key clears earlier failures', () => {
    const lockout = new KeyLockout(clock().now);
    for (let i = 1; i < MAX_FAILURES; i++) lockout.fail('a');
    lockout.succeed('a');
    expect(lockout.fail('a')).toBe(false);
  });
});

describe('serverTimeouts', () => {
  it.each<[string, Record<string, string>, { headersTimeout: number; requestTimeout: number }]>([
    ["defaults are well under Node's 300 s", {}, { headersTimeout: 10_000, requestTimeout: 60_000 }],
    ['the environment overrides them', { HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '5000' }, { headersTimeout: 2000, requestTimeout: 5000 }],
    [
      'a request timeout below the headers timeout is raised to it',
      { HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_REQUEST_TIMEOUT_MS: '1000' },
      { headersTimeout: 2000, requestTimeout: 2000 },
    ],
  ])('%s', (_, env, expected) => expect(serverTimeouts(env)).toMatchObject(expected));

  it('refuses a nonsense value', () => expect(() => serverTimeouts({ HTTP_HEADERS_TIMEOUT_MS: 'soon' })).toThrow('HTTP_HEADERS_TIMEOUT_MS'));
});
