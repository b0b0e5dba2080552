import { describe, expect, it } from 'vitest';
import {
  CODE_REQUEST_WINDOW_MS,
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  attemptsLeftAfterMiss,
  codeState,
  codesToTry,
  mayRequestCode,
  normaliseCode,
  normaliseEmail,
  safeRedirect,
} from '../../../runtime/lib/garage/sign-in-rules';

const issued = 1_000_000;
const code = (over: Partial<{ expiresAt: number; attempts: number; used: boolean }> = {}) => ({
  expiresAt: issued + CODE_TTL_MS,
  attempts: 0,
  used: false,
  ...over,
});

describe('codeState: valid 10 minutes, at most 5 attempts', () => {
  it.each([
    ['fresh', code(), issued, 'open'],
    ['last millisecond of the 10 minutes', code(), issued + CODE_TTL_MS - 1, 'open'],
    ['at 10 minutes it has expired', code(), issued + CODE_TTL_MS, 'expired'],
    ['4 wrong tries leave one', code({ attempts: MAX_CODE_ATTEMPTS - 1 }), issued, 'open'],
    ['5 wrong tries exhaust it', code({ attempts: MAX_CODE_ATTEMPTS }), issued, 'exhausted'],
    ['exhausted wins over expired', code({ attempts: MAX_CODE_ATTEMPTS }), issued + CODE_TTL_MS, 'exhausted'],
    ['used', code({ used: true }), issued, 'used'],
  ] as const)('%s', (_, c, now, expected) => expect(codeState(c, now)).toBe(expected));

  it.each([
    [0, 4],
    [3, 1],
    [4, 0],
    [9, 0],
  ])('after %i earlier misses, one more leaves %i', (attempts, left) => expect(attemptsLeftAfterMiss({ attempts })).toBe(left));
});

describe('mayRequestCode: 3 per address per 15 minutes', () => {
  const now = 10 * CODE_REQUEST_WINDOW_MS;
  it.each([
    ['none before', [], true],
    ['two in the window', [now - 1000, now - 2000], true],
    ['three in the window', [now - 1000, now - 2000, now - 3000], false],
    ['three, one just outside the window', [now - 1000, now - 2000, now - CODE_REQUEST_WINDOW_MS], true],
    ['three, one a millisecond inside', [now - 1000, now - 2000, now - CODE_REQUEST_WINDOW_MS + 1], false],
  ])('%s', (_, times, expected) => expect(mayRequestCode(times, now)).toBe(expected));
});

describe('input normalising', () => {
  it.each([
    [' Jo@Example.COM ', 'jo@example.com'],
    ['a@b.co', 'a@b.co'],
    ['no-at.example.com', null],
    ['"Jo" <jo@example.com>', null],
    ['a@b.com,c@d.com', null],
    [42, null],
  ])('email %j -> %j', (input, expected) => expect(normaliseEmail(input)).toBe(expected));

  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [123456, '123456'],
    ['12345', null],
    ['1234567', null],
    ['12a456', null],
  ])('code %j -> %j', (input, expected) => expect(normaliseCode(input)).toBe(expected));

  it.each([
    ['/finance', '/finance'],
    ['/finance?car_id=3#finance-form', '/finance?car_id=3#finance-form'],
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    [undefined, '/'],
  ])('redirect %j -> %j', (input, expected) => expect(safeRedirect(input)).toBe(expected));
});

describe('codesToTry: the open codes among the 3 newest', () => {
  const open = (id: number) => ({ id, expiresAt: issued + CODE_TTL_MS, attempts: 0, used: false });
  it.each<[string, { id: number; expiresAt: number; attempts: number; used: boolean }[], number[]]>([
    ['one open code', [open(1)], [1]],
    ['three open codes, newest first', [open(3), open(2), open(1)], [3, 2, 1]],
    ['a fourth code is not kept', [open(4), open(3), open(2), open(1)], [4, 3, 2]],
    [
      'used, exhausted and expired codes drop out',
      [{ ...open(4), used: true }, { ...open(3), attempts: MAX_CODE_ATTEMPTS }, { ...open(2), expiresAt: issued }, open(1)],
      [],
    ],
    ['an expired newest code leaves the older open ones', [{ ...open(3), expiresAt: issued }, open(2)], [2]],
  ])('%s', (_, codes, expected) => expect(codesToTry(codes, issued).map((c) => c.id)).toEqual(expected));
});
